// The favourites list's files (issue #15: export as CSV/XLSX, the printable list with EAN-13
// barcodes; decision 041), zod-free: the browser's buttons read the paths and formats (issue
// #11: any name imported from wishlist-files.ts brings zod along).

export const WISHLIST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type WishlistExportFormat = (typeof WISHLIST_EXPORT_FORMATS)[number];

/** `?lang=` of the files: the file's language when it is not the page's. */
export const WISHLIST_FILE_LANGS = ['sl', 'en'] as const;

export const WISHLIST_FILE_PATHS = {
  /** GET ?format=csv|xlsx[&lang=sl|en] → attachment */
  export: (id: number, format: WishlistExportFormat) =>
    `/api/customer/wishlist/${id}/export?format=${format}`,
  /** GET [?lang=sl|en] → PDF attachment */
  print: (id: number) => `/api/customer/wishlist/${id}/print`,
} as const;
