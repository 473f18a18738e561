// The buyer's checkout choices, checked the same way when they are saved on the basket (PATCH
// order info) and when an order is drafted or placed with them: the recipient and payer (SPEC §4
// Recipient selection) and the special delivery location (SPEC §5).
import type { FastifyRequest } from 'fastify';
import type { SpecialDeliveryLocationPayload } from '@gradnik/contracts/basket';
import type { OrderParty } from '@gradnik/db/schema/commerce';
import type { Locale } from '@gradnik/domain/locale';
import { findChoice, type AddressChoice } from '@gradnik/domain/recipients';
import {
  specialDeliveryLocationMessage,
  validateSpecialDeliveryLocation,
} from '@gradnik/domain/special-delivery-location';
import { HttpError } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { basketError, basketMessage } from './messages.ts';
import type { PartnerAddressRow } from './repository.ts';

/**
 * SPEC §5 Special delivery location: the location checked, or a 400 carrying every SPEC §5
 * message of what is wrong.
 */
export function checkedSpecialDeliveryLocation(
  location: SpecialDeliveryLocationPayload,
  locale: Locale,
) {
  const checked = validateSpecialDeliveryLocation({
    name: location.name,
    post: location.post,
    contactPerson: location.contact_person,
    contactPhone: location.contact_phone,
    description: location.description,
  });
  if (!checked.ok) {
    const messages = checked.errors.map((e) => specialDeliveryLocationMessage(e.key, locale));
    throw new HttpError(400, messages[0] ?? '', 'special_delivery_location', {
      specialDeliveryLocation: messages,
    });
  }
  return checked.value;
}

/** A recipient or payer the client chose must be one of the partner's; otherwise a 400 on it. */
export function chosenAddress<T extends { readonly id: string }>(
  request: FastifyRequest,
  list: readonly T[],
  id: string,
  which: 'recipient' | 'payer',
): T {
  const choice = findChoice(list, id);
  if (choice) return choice;
  const key = which === 'recipient' ? 'recipientNotFound' : 'payerNotFound';
  throw basketError(request, 400, key, { [which]: [basketMessage(key, requestLocale(request))] });
}

/** A partner address as the recipient and payer rules read it (SPEC §4 Recipient selection). */
export function addressInput(row: PartnerAddressRow) {
  return {
    id: row.id,
    PartnerAddressId: row.partnerAddressId,
    PartnerNo: row.partnerNo,
    AddressType: row.addressType,
    PartnerAddressName1: row.partnerAddressName1,
    PartnerAddressName2: row.partnerAddressName2,
    ShippingStreet: row.shippingStreet,
    ShippingCity: row.shippingCity,
    ShippingPostalCode: row.shippingPostalCode,
    PartnerAddressStatus: row.partnerAddressStatus,
  };
}

/** The recipient or payer as the order keeps it. */
export function orderParty(choice: AddressChoice | null): OrderParty | null {
  if (!choice) return null;
  return {
    id: Number(choice.id),
    partner_address_id: choice.partner_address_id,
    name: choice.name,
    street: choice.street,
    post: choice.post,
    city: choice.city,
  };
}
