// The cart page keeps SPEC §3 "Order info held in the cart" as the domain's OrderInfo
// (@gradnik/domain/checkout-steps) and stores it on the basket (contracts BasketOrderInfo,
// order.service, order.customerref, order.comment), so a reload loses nothing. This file only
// translates between the two shapes; every rule stays in packages/domain.
import type {
  BasketDocument,
  BasketOrderInfo,
  SpecialDeliveryLocationPayload,
} from '@gradnik/contracts/basket';
import { EMPTY_ORDER_INFO, type OrderInfo } from '@gradnik/domain/checkout-steps';
import { DEFAULT_DELIVERY_TYPE } from '@gradnik/domain/packages-by-date';
import {
  validateSpecialDeliveryLocation,
  type SpecialDeliveryLocation,
} from '@gradnik/domain/special-delivery-location';

/** A stored location back in the domain's shape; one that fails SPEC §5 now counts as none. */
export function locationFromPayload(
  payload: SpecialDeliveryLocationPayload | null | undefined,
): SpecialDeliveryLocation | null {
  if (!payload) return null;
  const result = validateSpecialDeliveryLocation({
    name: payload.name,
    post: payload.post,
    contactPerson: payload.contact_person,
    contactPhone: payload.contact_phone,
    description: payload.description ?? '',
  });
  return result.ok ? result.value : null;
}

export function locationToPayload(
  location: SpecialDeliveryLocation,
): SpecialDeliveryLocationPayload {
  return {
    name: location.name,
    post: String(location.post),
    contact_person: location.contactPerson,
    contact_phone: location.contactPhone,
    description: location.description,
  };
}

export function orderInfoFromBasket(document: BasketDocument): OrderInfo {
  const attributes = document.data.attributes;
  const stored = attributes['order.info'];
  return {
    ...EMPTY_ORDER_INFO,
    recipient: stored.recipient ?? null,
    payer: stored.payer ?? null,
    deliveryMethod: attributes['order.service'].delivery,
    paymentMethod: attributes['order.service'].payment,
    deliveryType: stored.deliveryType ?? DEFAULT_DELIVERY_TYPE,
    package: stored.package ?? null,
    referenceNumber: attributes['order.customerref'],
    note: attributes['order.comment'],
    needCarLift: stored.needCarLift ?? false,
    specialDeliveryLocation: locationFromPayload(stored.specialDeliveryLocation),
    deliveryLocationID: stored.deliveryLocationID ?? null,
  };
}

/** What PATCH order.info stores (services, reference and note travel in their own fields). */
export function basketInfoOf(info: OrderInfo): BasketOrderInfo {
  return {
    recipient: info.recipient,
    payer: info.payer,
    deliveryType: info.deliveryType,
    package: info.package,
    needCarLift: info.needCarLift,
    specialDeliveryLocation: info.specialDeliveryLocation
      ? locationToPayload(info.specialDeliveryLocation)
      : null,
    deliveryLocationID: info.deliveryLocationID,
  };
}
