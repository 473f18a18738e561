// The documents list's columns in an export (issue #12: "the list as it is filtered … as CSV
// and as XLSX"), in the user's language; CSV and XLSX render the same definitions.
import type { DocumentListItem } from '@gradnik/contracts/document';
import { DOCUMENT_TYPE_LABELS, documentStatusLabel } from '@gradnik/domain/account-documents';
import type { Locale } from '@gradnik/domain/locale';
import type { ExportColumn } from './export/columns.ts';

type Column =
  'number' | 'type' | 'issuedAt' | 'dueAt' | 'amount' | 'status' | 'daysOverdue' | 'order';

const HEADERS: Record<Locale, Record<Column, string>> = {
  sl: {
    number: 'Številka',
    type: 'Vrsta',
    issuedAt: 'Datum',
    dueAt: 'Zapadlost',
    amount: 'Znesek z DDV',
    status: 'Status',
    daysOverdue: 'Dni zamude',
    order: 'Naročilo',
  },
  en: {
    number: 'Number',
    type: 'Type',
    issuedAt: 'Date',
    dueAt: 'Due date',
    amount: 'Amount incl. VAT',
    status: 'Status',
    daysOverdue: 'Days overdue',
    order: 'Order',
  },
};

export function documentExportColumns(locale: Locale): ExportColumn<DocumentListItem>[] {
  const h = HEADERS[locale];
  return [
    { header: h.number, kind: 'text', width: 16, value: (d) => d.number },
    { header: h.type, kind: 'text', width: 20, value: (d) => DOCUMENT_TYPE_LABELS[locale][d.type] },
    { header: h.issuedAt, kind: 'date', value: (d) => d.issuedAt },
    { header: h.dueAt, kind: 'date', value: (d) => d.dueAt },
    { header: h.amount, kind: 'money', width: 16, value: (d) => d.amount },
    {
      header: h.status,
      kind: 'text',
      width: 12,
      value: (d) => documentStatusLabel(d.status, locale),
    },
    {
      header: h.daysOverdue,
      kind: 'number',
      value: (d) => (d.daysOverdue > 0 ? d.daysOverdue : null),
    },
    { header: h.order, kind: 'text', width: 16, value: (d) => d.order?.number ?? null },
  ];
}
