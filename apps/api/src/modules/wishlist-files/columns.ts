// The favourites list's export columns (issue #15 "export a list as CSV and XLSX"; decision
// 041), rendered by the documents' CSV and XLSX writers (document/export: BOM, ';', formula
// neutralising, real number cells). Code and quantity come first, so the file goes back in
// through the list import (which reads 'code or EAN' and quantity). No price: partners' prices
// are the ERP's, live and per partner; a file with today's price would be stale tomorrow.
import type { Locale } from '@gradnik/domain/locale';
import type { ExportColumn } from '../document/export/columns.ts';
import { LIST_FILE_LABELS } from './labels.ts';
import type { ListFileRow } from './repository.ts';

export function listExportColumns(locale: Locale): ExportColumn<ListFileRow>[] {
  const t = LIST_FILE_LABELS[locale];
  return [
    { header: t.code, kind: 'text', width: 16, value: (r) => r.code },
    { header: t.quantity, kind: 'number', width: 12, value: (r) => r.quantity },
    // Text, not a number: Excel would show a 13-digit number as 3,83E+12 and drop leading zeros.
    { header: t.ean, kind: 'text', width: 16, value: (r) => r.ean },
    {
      header: t.name,
      kind: 'text',
      width: 48,
      value: (r) => (locale === 'sl' ? r.nameSl : r.nameEn),
    },
    { header: t.unit, kind: 'text', width: 8, value: (r) => r.unit },
  ];
}
