import { describe, expect, it } from 'vitest';
import {
  inquiryOffersApiQuery,
  inquiryOffersFilterFrom,
  inquiryOffersHref,
} from './inquiry-offers-filter';

const filterOf = (search: string) => inquiryOffersFilterFrom(new URLSearchParams(search));

describe('inquiry offers list filters in the address (issue #14)', () => {
  it('reads the defaults from an empty address', () => {
    expect(filterOf('')).toEqual({
      state: null,
      dateFrom: '',
      dateTo: '',
      sort: '-date',
      perPage: 10,
      page: 1,
    });
  });

  it('reads every filter, the derived state expired included, and drops unknown values', () => {
    expect(
      filterOf('status=expired&od=1.3.2026&do=31. 03. 2026&sort=valid_until&per_page=50&page=3'),
    ).toEqual({
      state: 'expired',
      dateFrom: '1.3.2026',
      dateTo: '31. 03. 2026',
      sort: 'valid_until',
      perPage: 50,
      page: 3,
    });
    expect(filterOf('status=answered&sort=price&per_page=15&page=0')).toMatchObject({
      state: null,
      sort: '-date',
      perPage: 10,
      page: 1,
    });
  });

  it('sends calendar days to the API and reports days that are no days', () => {
    const good = inquiryOffersApiQuery(filterOf('status=offered&od=1.3.2026&do=31. 03. 2026'));
    expect(good.errors).toEqual([]);
    expect(Object.fromEntries(good.query)).toEqual({
      status: 'offered',
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      page: '1',
      per_page: '10',
    });
    const bad = inquiryOffersApiQuery(filterOf('od=31.2.2026&do=x'));
    expect(bad.errors).toEqual(['dateFrom', 'dateTo']);
    expect(bad.query.has('date_from')).toBe(false);
    const reversed = inquiryOffersApiQuery(filterOf('od=2.3.2026&do=1.3.2026&sort=-value'));
    expect(reversed.errors).toEqual(['dateOrder']);
    expect(reversed.query.has('date_from')).toBe(false);
    expect(reversed.query.get('sort')).toBe('-value');
  });

  it('keeps the filters in the links, a changed filter starting at page 1', () => {
    const filter = filterOf('status=offered&od=1.3.2026&page=4&per_page=20');
    expect(inquiryOffersHref(filter, { page: 5 })).toBe(
      '?status=offered&od=1.3.2026&per_page=20&page=5',
    );
    expect(inquiryOffersHref(filter, { state: 'expired' })).toBe(
      '?status=expired&od=1.3.2026&per_page=20',
    );
    expect(inquiryOffersHref(filterOf(''), {})).toBe('?');
  });
});
