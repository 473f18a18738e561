import { describe, expect, it } from 'vitest';
import {
  documentPdfPath,
  documentsApiQuery,
  documentsExportPath,
  documentsFilterFrom,
  documentsHref,
  documentsZipPath,
  parseAmount,
} from './documents-filter';

const filterOf = (search: string) => documentsFilterFrom(new URLSearchParams(search));

describe('documents list filters in the address (issue #12)', () => {
  it('reads the defaults from an empty address', () => {
    expect(filterOf('')).toEqual({
      type: null,
      status: null,
      dateFrom: '',
      dateTo: '',
      amountMin: '',
      amountMax: '',
      q: '',
      sort: '-date',
      perPage: 10,
      page: 1,
    });
  });

  it('reads every filter, and falls back where a value is unknown', () => {
    expect(
      filterOf(
        'type=invoice&status=overdue&od=1.3.2026&do=31. 03. 2026&znesek_od=1.250,50' +
          '&znesek_do= 5000 &q= RA-26 &sort=-due&per_page=50&page=3',
      ),
    ).toEqual({
      type: 'invoice',
      status: 'overdue',
      dateFrom: '1.3.2026',
      dateTo: '31. 03. 2026',
      amountMin: '1.250,50',
      amountMax: '5000',
      q: 'RA-26',
      sort: '-due',
      perPage: 50,
      page: 3,
    });
    expect(filterOf('type=bill&status=issued&sort=price&per_page=15&page=0')).toMatchObject({
      type: null,
      status: null,
      sort: '-date',
      perPage: 10,
      page: 1,
    });
    expect(filterOf('page=123456789').page).toBe(999_999);
    expect(filterOf(`q=${'x'.repeat(60)}`).q).toHaveLength(40);
  });

  it('reads amounts the Slovenian way and plainly', () => {
    expect(parseAmount('1.250,50')).toBe('1250.50');
    expect(parseAmount('1250,50')).toBe('1250.50');
    expect(parseAmount('1 250,5 €')).toBe('1250.50');
    expect(parseAmount('1.250')).toBe('1250');
    expect(parseAmount('1.234.567,8')).toBe('1234567.80');
    expect(parseAmount('12.5')).toBe('12.50');
    expect(parseAmount('0,00')).toBe('0');
    expect(parseAmount('-12,50')).toBe('-12.50');
    expect(parseAmount('−3')).toBe('-3');
    expect(parseAmount('999999999')).toBe('999999999');
    for (const wrong of ['', 'abc', '1,2,3', '1.25,50', '12,345', '1.2.3', '1e5', '1000000000']) {
      expect(parseAmount(wrong), wrong).toBeNull();
    }
  });

  it('sends calendar days and amounts to the shop API, and reports what it cannot use', () => {
    const ok = documentsApiQuery(
      filterOf(
        'type=invoice&status=open&od=1.3.2026&do=31. 03. 2026&znesek_od=1.000&znesek_do=2500,5',
      ),
    );
    expect(ok.errors).toEqual([]);
    expect(ok.query.toString()).toBe(
      'type=invoice&status=open&date_from=2026-03-01&date_to=2026-03-31' +
        '&amount_min=1000&amount_max=2500.50&page=1&per_page=10',
    );
    const bad = documentsApiQuery(filterOf('od=31.4.2026&do=2026-03-01&znesek_od=veliko'));
    expect(bad.errors).toEqual(['dateFrom', 'dateTo', 'amountMin']);
    expect(bad.query.has('date_from')).toBe(false);
    expect(bad.query.has('amount_min')).toBe(false);
    const reversed = documentsApiQuery(
      filterOf('od=2.3.2026&do=1.3.2026&znesek_od=500&znesek_do=100&sort=amount&q=RA'),
    );
    expect(reversed.errors).toEqual(['dateOrder', 'amountOrder']);
    expect(reversed.query.toString()).toBe('q=RA&sort=amount&page=1&per_page=10');
  });

  it('exports the filtered list, or only the chosen rows', () => {
    const filter = filterOf('status=overdue&q=RA&page=3&per_page=20');
    expect(documentsExportPath(filter, 'csv')).toBe(
      '/api/documents/export?status=overdue&q=RA&format=csv',
    );
    expect(documentsExportPath(filter, 'xlsx', ['4', '12'])).toBe(
      '/api/documents/export?format=xlsx&ids=4%2C12',
    );
    expect(documentsZipPath(['4', '12'])).toBe('/api/documents/zip?ids=4%2C12');
    expect(documentPdfPath('7')).toBe('/api/documents/7/pdf');
  });

  it('links to the list with a filter changed, back on page 1', () => {
    const filter = filterOf('status=overdue&znesek_od=100&q=RA&page=4');
    expect(documentsHref(filter, { sort: 'amount' })).toBe(
      '?status=overdue&znesek_od=100&q=RA&sort=amount',
    );
    expect(documentsHref(filter, { page: 5 })).toBe('?status=overdue&znesek_od=100&q=RA&page=5');
    expect(documentsHref(filter, { perPage: 20, type: 'offer' })).toBe(
      '?type=offer&status=overdue&znesek_od=100&q=RA&per_page=20',
    );
    expect(documentsHref(filter, { status: null, amountMin: '', q: '' })).toBe('?');
  });
});
