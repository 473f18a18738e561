// The orders list's query constants, zod-free: the web's filter links read them in the browser
// (issue #11: any name imported from order.ts brings zod along).

export const ORDER_LIST_PAGE_SIZES = [10, 20, 50] as const;
export const ORDER_LIST_DEFAULT_PAGE_SIZE = 10;
export const ORDER_LIST_SORTS = ['-date', 'date', '-value', 'value'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
/** The longest text search: an order number, a reference, a product code or an EAN. */
export const ORDER_SEARCH_MAX_LENGTH = 100;
/** The last page the list serves (the query's page has at most six digits). */
export const ORDER_LIST_PAGE_MAX = 999_999;
