// One order from the shop API (GET /api/orders/{id}, contracts/order.ts) for the detail page.
import { orderDetailResponseSchema, type OrderDetail } from '@gradnik/contracts/order';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { fetchDocument } from '../../lib/shop-document.server';
import { ORDERS_PATH } from './orders.server';

/** The order, or null when it is not the company's (404). Throws SessionRejectedError on 401. */
export async function loadOrder(
  api: ShopApi,
  locale: Locale,
  id: number,
): Promise<OrderDetail | null> {
  const document = await fetchDocument(
    api,
    locale,
    `${ORDERS_PATH}/${id}`,
    orderDetailResponseSchema,
  );
  return document?.data ?? null;
}
