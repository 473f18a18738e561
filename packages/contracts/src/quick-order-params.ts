// The quick-order pad's and the list import's paths and limits, zod-free: the browser's pad and
// import button read them (issue #11: any name imported from quick-order.ts brings zod along).
// Decision 040.
export {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  QUICK_ORDER_MAX_LINES,
} from '@gradnik/domain/quick-order';

/** The multipart part that carries the file (both file calls). */
export const IMPORT_FILE_FIELD = 'file';

export const QUICK_ORDER_PATHS = {
  /** POST {lines: [{token, quantity, line?}]} */
  resolve: '/api/quick-order/resolve',
  /** POST multipart, part `file` */
  parseFile: '/api/quick-order/parse-file',
  /** POST multipart, part `file`: into favourites list `id` */
  importIntoList: (id: number) => `/api/customer/wishlist/${id}/import`,
} as const;
