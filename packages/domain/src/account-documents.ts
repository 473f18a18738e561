// The company's documents and its account with the retailer (issue #12 Documents; SPEC §2
// /dokumenti, §3 Partner LimitAmount/LimitType). SPEC shows neither the records nor their rules;
// these are ours (docs/decisions/025-documents.md):
// - an invoice is open until paid; it is overdue from the day after its due date (Ljubljana
//   calendar days), so "overdue" is never stored, it follows from the date;
// - ageing buckets count days past due: not due, 1–30, 31–60, 61–90, over 90;
// - the credit headroom is the limit minus what is open (open invoices less open credit notes).
import type { Locale } from './locale.ts';

export const DOCUMENT_TYPES = [
  'invoice',
  'credit_note',
  'delivery_note',
  'order_confirmation',
  'offer',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<Locale, Record<DocumentType, string>> = {
  sl: {
    invoice: 'Račun',
    credit_note: 'Dobropis',
    delivery_note: 'Dobavnica',
    order_confirmation: 'Potrditev naročila',
    offer: 'Ponudba',
  },
  en: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
    delivery_note: 'Delivery note',
    order_confirmation: 'Order confirmation',
    offer: 'Offer',
  },
};

/** The statuses the documents list filters by: an invoice's payment state. */
export const PAYMENT_STATUSES = ['open', 'paid', 'overdue'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Every status a document shows (offers keep the offer's own). */
export const DOCUMENT_STATUS_LABELS: Record<Locale, Record<string, string>> = {
  sl: {
    open: 'Odprto',
    paid: 'Plačano',
    overdue: 'Zapadlo',
    issued: 'Izdano',
    accepted: 'Sprejeto',
    expired: 'Poteklo',
    rejected: 'Zavrnjeno',
  },
  en: {
    open: 'Open',
    paid: 'Paid',
    overdue: 'Overdue',
    issued: 'Issued',
    accepted: 'Accepted',
    expired: 'Expired',
    rejected: 'Rejected',
  },
};

export function documentStatusLabel(status: string, locale: Locale): string {
  return DOCUMENT_STATUS_LABELS[locale][status] ?? status;
}

/** Whole days from `from` to `to`, both calendar days as YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The status a document shows on `today` (Ljubljana calendar day): an open invoice whose due
 * date has passed is overdue. Stored statuses are 'open' and 'paid' for invoices.
 */
export function shownDocumentStatus(stored: string, dueAt: string | null, today: string): string {
  return stored === 'open' && dueAt !== null && dueAt < today ? 'overdue' : stored;
}

/** Days past due on `today` (0 while not due). */
export function daysOverdue(dueAt: string | null, today: string): number {
  return dueAt === null ? 0 : Math.max(0, daysBetween(dueAt, today));
}

export const AGEING_BUCKETS = ['not_due', '1_30', '31_60', '61_90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The last day past due of each bucket but the last (over 90 has no end). */
export const AGEING_BUCKET_LIMITS: Record<Exclude<AgeingBucket, 'over_90'>, number> = {
  not_due: 0,
  '1_30': 30,
  '31_60': 60,
  '61_90': 90,
};

export function ageingBucket(pastDueDays: number): AgeingBucket {
  if (pastDueDays <= AGEING_BUCKET_LIMITS.not_due) return 'not_due';
  if (pastDueDays <= AGEING_BUCKET_LIMITS['1_30']) return '1_30';
  if (pastDueDays <= AGEING_BUCKET_LIMITS['31_60']) return '31_60';
  if (pastDueDays <= AGEING_BUCKET_LIMITS['61_90']) return '61_90';
  return 'over_90';
}

export const AGEING_BUCKET_LABELS: Record<Locale, Record<AgeingBucket, string>> = {
  sl: {
    not_due: 'Ni še zapadlo',
    '1_30': '1–30 dni',
    '31_60': '31–60 dni',
    '61_90': '61–90 dni',
    over_90: 'Več kot 90 dni',
  },
  en: {
    not_due: 'Not yet due',
    '1_30': '1–30 days',
    '31_60': '31–60 days',
    '61_90': '61–90 days',
    over_90: 'Over 90 days',
  },
};

/**
 * What is left of the credit limit (SPEC §3 Partner LimitAmount) after what is open; null when
 * the partner has no limit. Never below zero: an account over its limit has no headroom.
 */
export function creditHeadroom(limitAmount: number | null, openAmount: number): number | null {
  if (limitAmount === null || !Number.isFinite(limitAmount)) return null;
  return Math.max(0, Math.round((limitAmount - openAmount) * 100) / 100);
}

/** Whether an order of `gross` (with VAT) would go over the headroom (checkout step 3 warns). */
export function exceedsCredit(gross: number, headroom: number | null): boolean {
  return headroom !== null && gross > headroom;
}

/** The file name part of each type, per language (file names have no diacritics). */
const FILE_SLUGS: Record<Locale, Record<DocumentType, string>> = {
  sl: {
    invoice: 'racun',
    credit_note: 'dobropis',
    delivery_note: 'dobavnica',
    order_confirmation: 'potrditev-narocila',
    offer: 'ponudba',
  },
  en: {
    invoice: 'invoice',
    credit_note: 'credit-note',
    delivery_note: 'delivery-note',
    order_confirmation: 'order-confirmation',
    offer: 'offer',
  },
};

/** Issue #12: a document's PDF is `<type>-<number>.pdf`, e.g. racun-RA-26-000123.pdf. */
export function documentFileName(type: DocumentType, number: string, locale: Locale): string {
  const safeNumber = number.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${FILE_SLUGS[locale][type]}-${safeNumber}.pdf`;
}
