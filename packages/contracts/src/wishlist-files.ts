// The favourites list's files (issue #15 "export a list as CSV and XLSX", "print a list for the
// yard: a PDF with each product's name, code and EAN as a scannable barcode"; decision 041).
// Shared by the shop API (validation, OpenAPI) and the web (paths: wishlist-files-params.ts).
//
//   GET /api/customer/wishlist/{id}/export?format=csv|xlsx[&lang=sl|en] → attachment
//       columns: code, quantity, EAN, name, unit (headers in the file's language); the first
//       two are what the list import reads back (code or EAN, quantity)
//   GET /api/customer/wishlist/{id}/print[?lang=sl|en]                   → A4 PDF attachment
//       title (list, company, date), per product: name, code, EAN-13 barcode, quantity
//
// Reading: the list's owner or a colleague it is shared with (read or full). Any other list id
// (another user's without a share, another company's, unknown) is 404. The file's language is
// `lang` when given, else the request's Accept-Language (sl default).
import { z } from 'zod';
import { WISHLIST_EXPORT_FORMATS, WISHLIST_FILE_LANGS } from './wishlist-files-params.ts';

export * from './wishlist-files-params.ts';

export const wishlistExportQuerySchema = z
  .object({
    format: z.enum(WISHLIST_EXPORT_FORMATS),
    lang: z.enum(WISHLIST_FILE_LANGS).optional(),
  })
  .strict();
export type WishlistExportQuery = z.infer<typeof wishlistExportQuerySchema>;

export const wishlistPrintQuerySchema = z
  .object({ lang: z.enum(WISHLIST_FILE_LANGS).optional() })
  .strict();
export type WishlistPrintQuery = z.infer<typeof wishlistPrintQuerySchema>;
