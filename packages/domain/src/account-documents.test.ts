import { describe, expect, it } from 'vitest';
import {
  ageingBucket,
  creditHeadroom,
  daysOverdue,
  documentFileName,
  exceedsCredit,
  shownDocumentStatus,
} from './account-documents.ts';

describe('documents and the account (issue #12)', () => {
  it('shows an open invoice as overdue only from the day after its due date', () => {
    expect(shownDocumentStatus('open', '2026-11-24', '2026-11-24')).toBe('open');
    expect(shownDocumentStatus('open', '2026-11-24', '2026-11-25')).toBe('overdue');
    expect(shownDocumentStatus('paid', '2026-01-01', '2026-11-25')).toBe('paid');
    expect(shownDocumentStatus('issued', null, '2026-11-25')).toBe('issued');
  });

  it('counts days past due across months and puts them in buckets', () => {
    expect(daysOverdue('2026-10-31', '2026-11-01')).toBe(1);
    expect(daysOverdue('2026-12-01', '2026-11-25')).toBe(0);
    expect(daysOverdue(null, '2026-11-25')).toBe(0);
    expect([0, 1, 30, 31, 60, 61, 90, 91, 400].map(ageingBucket)).toEqual([
      'not_due',
      '1_30',
      '1_30',
      '31_60',
      '31_60',
      '61_90',
      '61_90',
      'over_90',
      'over_90',
    ]);
  });

  it('leaves the limit minus what is open as headroom, never below zero', () => {
    expect(creditHeadroom(10_000, 2_500.456)).toBe(7499.54);
    expect(creditHeadroom(1_000, 1_500)).toBe(0);
    expect(creditHeadroom(null, 100)).toBeNull();
    expect(exceedsCredit(7_500, 7_499.54)).toBe(true);
    expect(exceedsCredit(7_499.54, 7_499.54)).toBe(false);
    expect(exceedsCredit(1e9, null)).toBe(false);
  });

  it('names PDFs <type>-<number>.pdf in the user’s language, safe for any file system', () => {
    expect(documentFileName('invoice', 'RA-26-000123', 'sl')).toBe('racun-RA-26-000123.pdf');
    expect(documentFileName('credit_note', 'DB-26-000001', 'en')).toBe(
      'credit-note-DB-26-000001.pdf',
    );
    expect(documentFileName('delivery_note', 'DO/26 7', 'sl')).toBe('dobavnica-DO-26-7.pdf');
  });
});
