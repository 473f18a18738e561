import { describe, expect, it } from 'vitest';
import {
  dayRange,
  oneOf,
  pagedHref,
  pagingFrom,
  setDayRange,
  setTypedDays,
  typedDaysFrom,
} from './list-filter';

describe('the account lists’ shared filters in the address', () => {
  it('takes a value only from its list', () => {
    expect(oneOf(['a', 'b'] as const, 'b')).toBe('b');
    expect(oneOf(['a', 'b'] as const, 'c')).toBeNull();
    expect(oneOf(['a', 'b'] as const, null)).toBeNull();
  });

  it('keeps the days as typed, cut to 20 characters', () => {
    const params = new URLSearchParams({ od: '1. 3. 2026', do: 'x'.repeat(30) });
    expect(typedDaysFrom(params)).toEqual({ dateFrom: '1. 3. 2026', dateTo: 'x'.repeat(20) });
    expect(typedDaysFrom(new URLSearchParams())).toEqual({ dateFrom: '', dateTo: '' });
  });

  it('falls back to the default page size and caps the page', () => {
    const of = (search: string) => pagingFrom(new URLSearchParams(search), [10, 20], 10, 99);
    expect(of('per_page=20&page=3')).toEqual({ perPage: 20, page: 3 });
    expect(of('per_page=30&page=100')).toEqual({ perPage: 10, page: 99 });
    expect(of('')).toEqual({ perPage: 10, page: 1 });
  });

  it('sends the days as calendar days, and reports those it cannot use', () => {
    const query = new URLSearchParams();
    expect(setDayRange(query, '1. 3. 2026', '31.3.2026')).toEqual([]);
    expect(query.toString()).toBe('date_from=2026-03-01&date_to=2026-03-31');

    const wrong = new URLSearchParams();
    expect(setDayRange(wrong, '31. 2. 2026', '')).toEqual(['dateFrom']);
    expect(setDayRange(wrong, '2. 3. 2026', '1. 3. 2026')).toEqual(['dateOrder']);
    expect(wrong.toString()).toBe('');
  });

  it('gives the days to filter by, neither when they are the wrong way round', () => {
    expect(dayRange('1. 3. 2026', '')).toEqual({ from: '2026-03-01', to: null, errors: [] });
    expect(dayRange('', '31. 2. 2026')).toEqual({ from: null, to: null, errors: ['dateTo'] });
    expect(dayRange('2. 3. 2026', '1. 3. 2026')).toEqual({
      from: null,
      to: null,
      errors: ['dateOrder'],
    });
  });

  it('writes the typed days, page size and page back to the address, defaults left out', () => {
    const params = new URLSearchParams({ status: 'open' });
    setTypedDays(params, { dateFrom: '1. 3. 2026', dateTo: '' });
    expect(pagedHref(params, { perPage: 20, page: 3 }, 10)).toBe(
      '?status=open&od=1.+3.+2026&per_page=20&page=3',
    );
    const plain = new URLSearchParams();
    setTypedDays(plain, { dateFrom: '', dateTo: '' });
    expect(pagedHref(plain, { perPage: 10, page: 1 }, 10)).toBe('?');
  });
});
