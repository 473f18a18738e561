// The orders list from the shop API (GET /api/orders, contracts/order.ts) for the page's
// loader. Only the list's view reaches the browser: numbers and texts, formatted there.
import {
  orderListResponseSchema,
  orderPlacersResponseSchema,
  type OrderListItem,
} from '@gradnik/contracts/order';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { fetchDocument } from '../../lib/shop-document.server';
import { ordersApiQuery, type OrdersFilter, type OrdersFilterError } from './orders-filter';

export const ORDERS_PATH = '/api/orders';

export interface OrdersPage {
  orders: OrderListItem[];
  total: number;
  page: number;
  lastPage: number;
  errors: OrdersFilterError[];
  /** The company's users for the "placed by" choice. */
  placers: { id: string; name: string }[];
}

/** One page of the company's orders. Throws SessionRejectedError on 401, an Error otherwise. */
export async function loadOrders(
  api: ShopApi,
  locale: Locale,
  filter: OrdersFilter,
): Promise<OrdersPage> {
  const { query, errors } = ordersApiQuery(filter);
  const path = `${ORDERS_PATH}?${query.toString()}`;
  const [document, placers] = await Promise.all([
    fetchDocument(api, locale, path, orderListResponseSchema),
    fetchDocument(api, locale, `${ORDERS_PATH}/placers`, orderPlacersResponseSchema),
  ]);
  if (!document) throw new Error(`GET ${path} answered 404`);
  const { data } = document;
  return {
    orders: data.data,
    total: data.total,
    page: data.current_page,
    lastPage: Math.max(1, data.last_page),
    errors,
    placers: placers?.data ?? [],
  };
}
