import { describe, expect, it } from 'vitest';
import { complaintsApiQuery, complaintsFilterFrom, complaintsHref } from './complaints-filter';

describe('the complaints list filters in the address', () => {
  it('reads state, typed days, page size and page; unknown values fall back', () => {
    const filter = complaintsFilterFrom(
      new URLSearchParams('status=rejected&od=1. 3. 2026&do=31. 3. 2026&per_page=20&page=3'),
    );
    expect(filter).toEqual({
      state: 'rejected',
      dateFrom: '1. 3. 2026',
      dateTo: '31. 3. 2026',
      perPage: 20,
      page: 3,
    });
    expect(complaintsFilterFrom(new URLSearchParams('status=lost&per_page=7'))).toMatchObject({
      state: null,
      perPage: 10,
      page: 1,
    });
  });

  it('sends calendar days to the API and reports a day that is none', () => {
    const good = complaintsApiQuery(
      complaintsFilterFrom(new URLSearchParams('status=resolved&od=1. 3. 2026&do=2. 3. 2026')),
    );
    expect(good.errors).toEqual([]);
    expect(good.query.get('date_from')).toBe('2026-03-01');
    expect(good.query.get('date_to')).toBe('2026-03-02');
    expect(good.query.get('status')).toBe('resolved');
    const bad = complaintsApiQuery(complaintsFilterFrom(new URLSearchParams('od=31. 2. 2026')));
    expect(bad.errors).toEqual(['dateFrom']);
    expect(bad.query.has('date_from')).toBe(false);
  });

  it('builds the address of a changed filter, starting at page 1', () => {
    const filter = complaintsFilterFrom(new URLSearchParams('status=submitted&page=4'));
    expect(complaintsHref(filter, { state: 'approved' })).toBe('?status=approved');
    expect(complaintsHref(filter, { page: 2 })).toBe('?status=submitted&page=2');
    expect(complaintsHref({ ...filter, state: null }, {})).toBe('?');
  });
});
