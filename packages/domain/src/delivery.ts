// Delivery method rules: SPEC §3 "Delivery/payment method", §4 "Delivery method", §9 (default
// delivery code 4 with transport cost, car lift and special location; code 5 uses a store id;
// TruckLift 1 yes, 2 no). The cart's step 2, the basket API and the order draft use these.
import {
  DEFAULT_DELIVERY_CODE,
  STORE_PICKUP_DELIVERY_CODE,
  TRUCK_LIFT_NO,
  TRUCK_LIFT_YES,
} from './constants.ts';

/** SPEC §3 Delivery/payment method. */
export interface DeliveryMethod {
  /** The service id. */
  readonly value: string;
  readonly name: string;
  readonly price: number | null;
  readonly code: number;
  readonly active: boolean;
}

/**
 * SPEC §4: "the first active method is used when none is chosen". A chosen id that is unknown or
 * no longer active counts as none chosen (a method the shop withdrew must not be ordered with).
 * No active method at all gives null.
 */
export function effectiveDeliveryMethod<M extends Pick<DeliveryMethod, 'value' | 'active'>>(
  methods: readonly M[],
  chosenId: string | null | undefined,
): M | null {
  const chosen =
    chosenId === null || chosenId === undefined
      ? undefined
      : methods.find((method) => method.value === chosenId && method.active);
  return chosen ?? methods.find((method) => method.active) ?? null;
}

/** SPEC §3 Order draft, §9: the delivery code of a method, 4 when there is none. */
export function deliveryCodeOf(method: Pick<DeliveryMethod, 'code'> | null | undefined): number {
  const code = method?.code;
  return typeof code === 'number' && Number.isInteger(code) && code > 0
    ? code
    : DEFAULT_DELIVERY_CODE;
}

/** SPEC §4, §9: only delivery code 4 has a transport cost (and a car lift and a special location). */
export function transportCostApplies(code: number): boolean {
  return code === DEFAULT_DELIVERY_CODE;
}

/**
 * SPEC §4: "If the code is not 4, car-lift need and special location are cleared on save."
 * Everything else of the order info is kept as it is.
 */
export function onDeliveryMethodSaved<
  T extends { readonly needCarLift: boolean; readonly specialDeliveryLocation: unknown },
>(orderInfo: T, code: number): T {
  if (transportCostApplies(code)) return orderInfo;
  return { ...orderInfo, needCarLift: false, specialDeliveryLocation: null };
}

/**
 * SPEC §4, §9: code 5 (pick-up) sends the store id of the chosen delivery location on every order
 * line; other codes send none (''). Code 5 without a store gives null: the order cannot be
 * checked or placed until the customer picks a store.
 */
export function storeIdForDelivery(
  code: number,
  deliveryLocationID: string | number | null | undefined,
): string | null {
  if (code !== STORE_PICKUP_DELIVERY_CODE) return '';
  const storeId =
    deliveryLocationID === null || deliveryLocationID === undefined
      ? ''
      : String(deliveryLocationID).trim();
  return storeId === '' ? null : storeId;
}

/** SPEC §9: TruckLift 1 yes, 2 no. */
export function truckLift(needCarLift: boolean | null | undefined): 1 | 2 {
  return needCarLift === true ? TRUCK_LIFT_YES : TRUCK_LIFT_NO;
}

/**
 * SPEC §4: with delivery code 4 the transport cost is set from the routing response, except for
 * wholesale partners, where it is not set on the method. Returns the cost to show on the method
 * (and to carry in the order draft), or null when none is set: another code, a wholesale partner,
 * or no routing answer yet.
 */
export function methodTransportCost(input: {
  readonly code: number;
  readonly wholesale: boolean;
  /** Delivery.TransportCosts of the latest GetRouting answer, if any. */
  readonly routingTransportCosts: number | null | undefined;
}): number | null {
  if (!transportCostApplies(input.code) || input.wholesale) return null;
  const cost = input.routingTransportCosts;
  return typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 ? cost : null;
}

/** The delivery method list with the SPEC §4 transport cost set on the code-4 methods. */
export function withTransportCost<M extends Pick<DeliveryMethod, 'code' | 'price'>>(
  methods: readonly M[],
  input: { readonly wholesale: boolean; readonly routingTransportCosts: number | null | undefined },
): M[] {
  return methods.map((method) => {
    const cost = methodTransportCost({ code: method.code, ...input });
    return cost === null ? method : { ...method, price: cost };
  });
}
