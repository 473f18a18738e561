import { describe, expect, it } from 'vitest';
import { ordersApiQuery, ordersFilterFrom, ordersHref } from './orders-filter';

const filterOf = (search: string) => ordersFilterFrom(new URLSearchParams(search));

describe('orders list filters in the address (issue #12)', () => {
  it('reads the defaults from an empty address', () => {
    expect(filterOf('')).toEqual({
      status: null,
      dateFrom: '',
      dateTo: '',
      q: '',
      placedBy: null,
      sort: '-date',
      perPage: 10,
      page: 1,
    });
  });

  it('reads every filter, and falls back where a value is unknown', () => {
    expect(
      filterOf(
        'status=shipped&od=1.3.2026&do=31. 03. 2026&q= N2026 &narocil=42&sort=value&per_page=50&page=3',
      ),
    ).toEqual({
      status: 'shipped',
      dateFrom: '1.3.2026',
      dateTo: '31. 03. 2026',
      q: 'N2026',
      placedBy: '42',
      sort: 'value',
      perPage: 50,
      page: 3,
    });
    expect(filterOf('status=lost&sort=price&per_page=15&page=0')).toMatchObject({
      status: null,
      sort: '-date',
      perPage: 10,
      page: 1,
    });
    expect(filterOf('page=123456789').page).toBe(999_999);
    expect(filterOf('narocil=0').placedBy).toBeNull();
    expect(filterOf('narocil=12345678901').placedBy).toBeNull();
  });

  it('sends calendar days to the shop API, and reports a date that is no day', () => {
    const ok = ordersApiQuery(filterOf('od=1.3.2026&do=31. 03. 2026&status=invoiced&narocil=7'));
    expect(ok.errors).toEqual([]);
    expect(ok.query.toString()).toBe(
      'status=invoiced&date_from=2026-03-01&date_to=2026-03-31&placed_by=7&page=1&per_page=10',
    );
    const bad = ordersApiQuery(filterOf('od=31.4.2026&do=2026-03-01'));
    expect(bad.errors).toEqual(['dateFrom', 'dateTo']);
    expect(bad.query.has('date_from')).toBe(false);
    const reversed = ordersApiQuery(filterOf('od=2.3.2026&do=1.3.2026'));
    expect(reversed.errors).toEqual(['dateOrder']);
    expect(reversed.query.has('date_to')).toBe(false);
  });

  it('links to the list with a filter changed, back on page 1', () => {
    const filter = filterOf('status=shipped&q=PO-1&page=4');
    expect(ordersHref(filter, { sort: 'value' })).toBe('?status=shipped&q=PO-1&sort=value');
    expect(ordersHref(filter, { placedBy: '7' })).toBe('?status=shipped&q=PO-1&narocil=7');
    expect(ordersHref(filter, { page: 5 })).toBe('?status=shipped&q=PO-1&page=5');
    expect(ordersHref(filter, { status: null, q: '' })).toBe('?');
  });
});
