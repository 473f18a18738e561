// The quick-order pad and the list import (issue #15; decision 040): route schemas from the
// contract (packages/contracts quick-order.ts). The two multipart calls declare no body schema:
// their one part is read and checked by the handler (file.ts), so a bad file gets the same
// clear 4xx as a bad field.
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  quickOrderParseFileResponseSchema,
  quickOrderResolveBodySchema,
  quickOrderResolveResponseSchema,
  wishlistImportParamsSchema,
  wishlistImportResponseSchema,
} from '@gradnik/contracts/quick-order';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  QUICK_ORDER_MAX_LINES,
} from '@gradnik/domain/quick-order';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};

const RULES =
  'For a customer user (an agent acting for a customer acts as that customer; an agent acting ' +
  'for nobody gets 403). Needs the X-CSRF-Token header. Texts in the Accept-Language language.';

const FILE =
  `multipart/form-data with one part \`file\`: a CSV (UTF-8, ';' ',' or tab separated, BOM ` +
  `allowed) or an XLSX (first sheet), at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB (413 above) ` +
  `and ${IMPORT_MAX_ROWS} rows. The content decides: an XLSX must be a ZIP, a CSV text (else ` +
  '400). Code or EAN in the first column and the quantity in the last, or columns named by a ' +
  "header row ('Šifra', 'EAN', 'Količina', 'Code', 'Quantity'). Formula cells are never " +
  'evaluated: their stored result is read; one without a stored result is a row error.';

export const resolveRoute = {
  tags: ['quick-order'],
  summary: "Resolve the quick-order pad's lines to products, prices and stock",
  description:
    `1 to ${QUICK_ORDER_MAX_LINES} lines {token (code or EAN, exact), quantity (retail unit), ` +
    'line?}. One product query and one ERP price and stock lookup for all lines. Lines of the ' +
    'same product (also a code and its EAN) are merged with summed quantities; each quantity ' +
    'is raised to whole packages (SPEC §5; `rounded` says so). status ok (in stock), ' +
    'out_of_stock (inquiry), stock_error (no stock known) or unknown (with the SPEC §8 text). ' +
    RULES,
  headers: acceptLanguageHeaders,
  body: quickOrderResolveBodySchema,
  response: { 200: quickOrderResolveResponseSchema, ...errors },
};

export const parseFileRoute = {
  tags: ['quick-order'],
  summary: 'Read a CSV or XLSX into quick-order lines (the client then resolves them)',
  description: `${FILE} More than ${QUICK_ORDER_MAX_LINES} lines → 400. Rows with a bad quantity or formula come back as \`problems\`. ${RULES}`,
  headers: acceptLanguageHeaders,
  response: { 200: quickOrderParseFileResponseSchema, ...errors },
};

export const importRoute = {
  tags: ['wishlist'],
  summary: 'Import a CSV or XLSX of codes or EANs and quantities into a favourites list',
  description:
    `${FILE} Products are added with their quantities raised to whole packages (SPEC §5); a ` +
    "product already in the list gets the file's quantity. `errors` lists the rows that did " +
    'not match (row, value, reason). The owner or a full share may import; a read-only share ' +
    "→ 403; another user's unshared or another company's list → 404. " +
    RULES,
  headers: acceptLanguageHeaders,
  params: wishlistImportParamsSchema,
  response: { 200: wishlistImportResponseSchema, ...errors },
};
