// The cart page's own calls to the shop API (SPEC §7 Basket; packages/contracts/src/basket.ts):
// delivery and payment services, the partner's addresses (recipients, payers), the order info,
// service and address PATCHes, the routing check, moving lines, placing and the invoice, the
// stores for pick-up (code 5) and the quick add by EAN. All go through `shopCall`, so they carry
// the bearer token, the page's language and (state-changing ones) the CSRF token, and a failure
// is a ShopApiError with the SPEC §8 messages to show.
import type {
  BasketDocument,
  BasketId,
  BasketOrderInfo,
  BasketPlaceBody,
  PartnerAddress,
  RoutingCheckDocument,
  ServiceResource,
} from '@gradnik/contracts/basket';
import type { PlacedOrderDocument } from '@gradnik/contracts/order';
import { CSRF_HEADER } from '@gradnik/contracts/basket-headers';
import type { Store } from '@gradnik/contracts/stores';
import { withApiLanguage } from '../../lib/api-language';
import { asContract } from '../../lib/contract';
import {
  basketCall,
  basketPath,
  readCsrfToken,
  shopCall,
  type ShopCallOptions,
} from '../../lib/basket-client';

export type CallerOptions = Pick<ShopCallOptions, 'token' | 'locale' | 'signal'>;

export type ServiceType = 'delivery' | 'payment';

/** GET /jsonapi/service?filter[cs_type][]=delivery|payment&include=text,price,media (SPEC §7). */
export async function fetchServices(
  type: ServiceType,
  options: CallerOptions,
): Promise<ServiceResource[]> {
  const query = new URLSearchParams({ 'filter[cs_type][]': type, include: 'text,price,media' });
  const body = await shopCall(`/jsonapi/service?${query.toString()}`, options);
  return (await asContract('serviceListDocument', body)).data;
}

/** SPEC §7: recipients come from the delivery addresses, payers from the payment addresses. */
export const ADDRESS_PATHS = {
  delivery: '/api/customer/delivery-addresses/delivery',
  payment: '/api/partner/address/delivery-address/payment',
} as const;

export async function fetchAddresses(
  type: keyof typeof ADDRESS_PATHS,
  options: CallerOptions,
): Promise<PartnerAddress[]> {
  const body = await shopCall(ADDRESS_PATHS[type], options);
  return (await asContract('partnerAddressList', body)).data;
}

/** SPEC §7 GET /api/stores: the stores a code-5 delivery can be picked up from. */
export async function fetchStores(options: CallerOptions): Promise<Store[]> {
  return (await asContract('storeListResponse', await shopCall('/api/stores', options))).data;
}

export interface BasketInfoPatch {
  readonly comment?: string;
  readonly customerref?: string;
  readonly info?: BasketOrderInfo;
}

/** PATCH /jsonapi/basket?id=: order.comment, order.customerref and order.info (SPEC §7). */
export function patchBasketInfo(
  id: BasketId,
  patch: BasketInfoPatch,
  options: CallerOptions,
): Promise<BasketDocument> {
  const attributes: Record<string, unknown> = {};
  if (patch.comment !== undefined) attributes['order.comment'] = patch.comment;
  if (patch.customerref !== undefined) attributes['order.customerref'] = patch.customerref;
  if (patch.info !== undefined) attributes['order.info'] = patch.info;
  return basketCall(basketPath(id), {
    ...options,
    method: 'PATCH',
    body: { data: { attributes } },
  });
}

/** PATCH related=service: the delivery or payment service (SPEC §7). */
export function patchBasketService(
  id: BasketId,
  type: ServiceType,
  serviceId: string,
  options: CallerOptions,
): Promise<BasketDocument> {
  return basketCall(basketPath(id, { related: 'service' }), {
    ...options,
    method: 'PATCH',
    body: { data: { type, id: serviceId } },
  });
}

/** The address fields SPEC §7 lists for PATCH related=address, from a chosen partner address. */
export function basketAddressOf(address: PartnerAddress) {
  return {
    company: address.PartnerAddressName1 ?? address.PartnerAddressName2 ?? '',
    address1: address.ShippingStreet ?? '',
    postal: address.ShippingPostalCode ?? '',
    city: address.ShippingCity ?? '',
    countryid: 'SI',
  };
}

/** PATCH related=address: the delivery (recipient) or payment (payer) address. */
export function patchBasketAddress(
  id: BasketId,
  type: ServiceType,
  address: PartnerAddress,
  options: CallerOptions,
): Promise<BasketDocument> {
  return basketCall(basketPath(id, { related: 'address' }), {
    ...options,
    method: 'PATCH',
    body: { data: { type, attributes: basketAddressOf(address) } },
  });
}

/** POST related=routing: GetRouting behind the shop API (SPEC §3 Order draft, §4). */
export async function checkRouting(
  id: BasketId,
  info: BasketOrderInfo,
  options: CallerOptions,
): Promise<RoutingCheckDocument> {
  const body = await shopCall(basketPath(id, { related: 'routing' }), {
    ...options,
    method: 'POST',
    body: { info },
  });
  return asContract('routingCheckDocument', body);
}

/** POST related=move into `to`: e.g. a stock_conflict line from the cart into the inquiry. */
export function moveLines(
  to: BasketId,
  from: BasketId,
  lineIds: readonly string[],
  options: CallerOptions,
): Promise<BasketDocument> {
  return basketCall(basketPath(to, { related: 'move' }), {
    ...options,
    method: 'POST',
    body: { from, data: lineIds.map((lineId) => ({ id: lineId })) },
  });
}

/**
 * POST /jsonapi/basket?id= mode insert (SPEC §7). The key travels in the body and the header,
 * so a double click or a retried request places one order.
 */
export async function placeBasket(
  id: BasketId,
  body: Omit<BasketPlaceBody, 'mode' | 'idempotencyKey'>,
  idempotencyKey: string,
  options: CallerOptions,
): Promise<PlacedOrderDocument> {
  const answer = await shopCall(basketPath(id), {
    ...options,
    method: 'POST',
    idempotencyKey,
    body: { mode: 'insert', idempotencyKey, ...body },
  });
  return asContract('placedOrderDocument', answer);
}

/** POST /jsonapi/order {order.id}: the invoice document of a placed order (SPEC §7). */
export async function createInvoice(
  orderId: string,
  options: CallerOptions,
): Promise<PlacedOrderDocument> {
  const answer = await shopCall('/jsonapi/order', {
    ...options,
    method: 'POST',
    body: { data: { attributes: { 'order.id': orderId } } },
  });
  return asContract('placedOrderDocument', answer);
}

export { findProductByEan, type EanMatch } from '../../lib/product-by-ean';

/**
 * The same PATCH as `patchBasketInfo`, sent with `keepalive` while the page is going away (a
 * reload or a closed tab right after typing), so the browser still delivers it.
 */
export function patchBasketInfoOnLeave(
  id: BasketId,
  patch: BasketInfoPatch,
  options: Pick<CallerOptions, 'token' | 'locale'>,
): void {
  const attributes: Record<string, unknown> = {};
  if (patch.comment !== undefined) attributes['order.comment'] = patch.comment;
  if (patch.customerref !== undefined) attributes['order.customerref'] = patch.customerref;
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  const csrf = readCsrfToken();
  if (csrf) headers.set(CSRF_HEADER, csrf);
  void fetch(
    basketPath(id),
    withApiLanguage(options.locale, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ data: { attributes } }),
      credentials: 'same-origin',
      keepalive: true,
    }),
  ).catch(() => undefined);
}
