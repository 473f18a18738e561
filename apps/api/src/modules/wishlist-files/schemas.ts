// Route schemas of the favourites list's files (issue #15; decision 041), from the contract
// (packages/contracts wishlist-files.ts).
import { z } from 'zod';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { wishlistIdParamsSchema } from '@gradnik/contracts/wishlist';
import {
  wishlistExportQuerySchema,
  wishlistPrintQuerySchema,
} from '@gradnik/contracts/wishlist-files';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
/** A file answer: its bytes are not JSON, so the schema only documents it. */
const file = z.string().describe('the file (binary)');

const RULES =
  'The list’s owner or a colleague it is shared with (read or full access) may read it; any ' +
  'other list id (another user’s, another company’s, unknown) is 404. An agent acts as the ' +
  'customer he visits (none → 403). `lang` (sl, en) overrides Accept-Language for the file.';

export const exportWishlistRoute = {
  tags: ['wishlist'],
  summary: 'A favourites list as CSV or XLSX (issue #15 export)',
  description:
    'Columns: code, quantity, EAN, name, unit (headers in the file’s language); code and ' +
    'quantity first, so the list import reads the file back. CSV: UTF-8 with BOM, `;`, decimal ' +
    'comma, formulas neutralised; XLSX: quantity as a number cell. The x-export-rows header ' +
    `tells how many rows follow. ${RULES}`,
  headers: acceptLanguageHeaders,
  params: wishlistIdParamsSchema,
  querystring: wishlistExportQuerySchema,
  response: { 200: file, ...errors },
};

export const printWishlistRoute = {
  tags: ['wishlist'],
  summary: 'A favourites list as a printable A4 PDF with EAN-13 barcodes (issue #15 print)',
  description:
    'Title (list, company, date), then per product: name, code, the EAN as an EAN-13 barcode ' +
    `with its digits ('—' without a valid EAN) and the quantity; ten products a page. ${RULES}`,
  headers: acceptLanguageHeaders,
  params: wishlistIdParamsSchema,
  querystring: wishlistPrintQuerySchema,
  response: { 200: file, ...errors },
};
