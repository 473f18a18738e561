// The body of placing (SPEC §7 POST mode insert), from what the buyer chose and saw. Pure, so
// every rule of it is tested without a page (place-body.test.ts):
// - site-delivery fields (special location, car lift) only with a code-4 delivery (SPEC §4);
// - the store only for pick-up in store (code 5);
// - the partner number of the chosen recipient, else of any of the partner's addresses;
// - for orders, what the buyer saw: the checked line prices and the transport cost in the
//   summary's totals (the server refuses with 409 when it would charge anything else).
import type { BasketPlaceBody, PartnerAddress } from '@gradnik/contracts/basket';
import type { CartMode, OrderInfo } from '@gradnik/domain/checkout-steps';
import { STORE_PICKUP_DELIVERY_CODE } from '@gradnik/domain/constants';
import { transportCostApplies } from '@gradnik/domain/delivery';
import type { AddressChoice } from '@gradnik/domain/recipients';
import { locationToPayload } from './order-info';
import type { RoutingState } from './routing-section';

export type PlaceBody = Omit<BasketPlaceBody, 'mode' | 'idempotencyKey'>;

export interface PlaceInput {
  readonly mode: CartMode;
  readonly info: OrderInfo;
  /** The delivery code of the chosen method (null: the methods are not loaded). */
  readonly code: number | null;
  readonly recipient: AddressChoice | null;
  readonly payer: AddressChoice | null;
  readonly recipientAddresses: readonly PartnerAddress[] | undefined;
  readonly payerAddresses: readonly PartnerAddress[] | undefined;
  readonly routing: RoutingState;
  /** The transport cost the summary shows (the basket's `order.costs`). */
  readonly transportCosts: number;
}

/** The partner number the order is for: the chosen recipient's, else any address's. */
function partnerNoOf(input: PlaceInput): string {
  const chosen = input.recipient
    ? input.recipientAddresses?.find((a) => String(a.id) === input.recipient?.id)
    : undefined;
  return (
    chosen?.PartnerNo ??
    input.recipientAddresses?.[0]?.PartnerNo ??
    input.payerAddresses?.[0]?.PartnerNo ??
    ''
  );
}

/** The checked partner price of each line, as the routing check answered it. */
function seenLinePrices(routing: RoutingState) {
  if (routing.status !== 'done') return [];
  return routing.result.lines.flatMap((line) =>
    line.priceForPartnerRetailUnit === null
      ? []
      : [{ id: line.id, priceForPartnerRetailUnit: line.priceForPartnerRetailUnit }],
  );
}

export function placeBody(input: PlaceInput): PlaceBody {
  const { info, code } = input;
  const siteDelivery = code !== null && transportCostApplies(code);
  return {
    data: {
      partnerno: partnerNoOf(input),
      partneraddressid: input.recipient?.partner_address_id ?? null,
      attributes: {
        specialDeliveryLocation:
          siteDelivery && info.specialDeliveryLocation
            ? locationToPayload(info.specialDeliveryLocation)
            : null,
        needCarLift: siteDelivery ? info.needCarLift : false,
        recipient: input.recipient?.id ?? null,
        payer: input.payer?.id ?? null,
        deliveryType: info.deliveryType,
        deliveryLocationID: code === STORE_PICKUP_DELIVERY_CODE ? info.deliveryLocationID : null,
        ...(input.mode === 'order'
          ? {
              integrationInfo: {
                lines: seenLinePrices(input.routing),
                transportCosts: input.transportCosts,
              },
            }
          : {}),
      },
    },
  };
}
