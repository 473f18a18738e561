// The texts of the favourites list's files (issue #15; decision 041) in both languages: the
// export's column headers and the printed list's fixed texts. Ours: SPEC is silent on files.
import type { Locale } from '@gradnik/domain/locale';
import { slugify } from '@gradnik/domain/slug';

export interface ListFileLabels {
  code: string;
  quantity: string;
  ean: string;
  name: string;
  unit: string;
  sheet: string;
  /** File names: `${filePrefix}-<list-slug>.csv`. */
  filePrefix: string;
  /** The slug of a list whose name has no letters or digits. */
  fallbackSlug: string;
  product: string;
  printedOn: (date: string) => string;
  products: (count: number) => string;
  empty: string;
  noEan: string;
  continued: string;
  page: (page: number, pages: number) => string;
}

export const LIST_FILE_LABELS: Record<Locale, ListFileLabels> = {
  sl: {
    code: 'Šifra',
    quantity: 'Količina',
    ean: 'EAN',
    name: 'Naziv',
    unit: 'Enota',
    sheet: 'Priljubljeni',
    filePrefix: 'priljubljeni',
    fallbackSlug: 'seznam',
    product: 'Izdelek',
    printedOn: (date) => `Natisnjeno ${date}`,
    products: (count) => `Izdelkov: ${count}`,
    empty: 'Na seznamu ni izdelkov.',
    noEan: '—',
    continued: 'nadaljevanje',
    page: (page, pages) => `Stran ${page} od ${pages}`,
  },
  en: {
    code: 'Code',
    quantity: 'Quantity',
    ean: 'EAN',
    name: 'Name',
    unit: 'Unit',
    sheet: 'Favourites',
    filePrefix: 'favourites',
    fallbackSlug: 'list',
    product: 'Product',
    printedOn: (date) => `Printed ${date}`,
    products: (count) => `Products: ${count}`,
    empty: 'The list has no products.',
    noEan: '—',
    continued: 'continued',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
};

/** 'priljubljeni-projekt-bled-hisa.csv': ASCII, so every browser saves it under that name. */
export function listFileName(listName: string, extension: string, locale: Locale): string {
  const t = LIST_FILE_LABELS[locale];
  const slug = slugify(listName).slice(0, 60).replace(/-+$/, '') || t.fallbackSlug;
  return `${t.filePrefix}-${slug}.${extension}`;
}
