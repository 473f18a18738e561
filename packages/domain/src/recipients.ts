// Recipients and payers of an order, derived from the partner's addresses: SPEC §3 "Partner
// address" and "Recipient and payer (derived from addresses)", §4 "Recipient selection".
// The shop API lists them and checks a chosen id against them; the cart's step 2 shows them.
//
// SPEC §4, read literally: "type 0 addresses are default and selected; type 1 also selected."
// So a freshly built recipient list marks EVERY type 0 and type 1 delivery address `selected`,
// and only type 0 ones `default`. (The original front end evidently used `selected` for "offered
// as a choice", not "the one chosen".) We keep those flags exactly as SPEC gives them, and make
// the one recipient an order uses explicit with `activeChoice`: the first address that is both
// default and selected, else the first selected one. Once the customer picks one, `selectOnly`
// (SPEC §4: "Setting an active recipient or payer selects only that one") leaves exactly one
// selected, and `activeChoice` then returns it.

/** SPEC §3 Partner address, as the ERP or the shop API delivers it (types may arrive as text). */
export interface PartnerAddressInput {
  readonly id: string | number;
  readonly PartnerAddressId: string;
  readonly PartnerNo?: string | null;
  readonly RecordTypeId?: string | null;
  /** SPEC §4: 0 = default delivery address, 1 = another delivery address. */
  readonly AddressType?: number | string | null;
  readonly PartnerAddressName1?: string | null;
  /** A second name line (in the demo data the partner's activity); not part of the name shown. */
  readonly PartnerAddressName2?: string | null;
  readonly flags?: string | null;
  readonly GLN?: string | null;
  readonly ShippingStreet?: string | null;
  readonly ShippingCity?: string | null;
  readonly ShippingPostalCode?: string | number | null;
  /** SPEC §4: 1 marks the default payer. */
  readonly PartnerAddressStatus?: number | string | null;
}

/** SPEC §3 Recipient and payer (field names as SPEC gives them). */
export interface AddressChoice {
  /** The address record's id, as text (form values are text). */
  readonly id: string;
  /** The ERP's PartnerAddressId; sent as PartnerReceiverId / PartnerInvoiceId (SPEC §3). */
  readonly partner_address_id: string;
  readonly name: string;
  readonly street: string;
  readonly post: string;
  readonly city: string;
  readonly default: boolean;
  readonly selected: boolean;
}

export type Recipient = AddressChoice;
export type Payer = AddressChoice;

/** SPEC §4 address types of delivery addresses. */
export const ADDRESS_TYPE_DEFAULT_DELIVERY = 0;
export const ADDRESS_TYPE_OTHER_DELIVERY = 1;
/** SPEC §4: PartnerAddressStatus of the default payer. */
export const PARTNER_ADDRESS_STATUS_DEFAULT_PAYER = 1;

function textOf(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** '0', ' 0 ' and 0 are the same type; anything that is not a whole number is no type. */
function numberOf(value: string | number | null | undefined): number | null {
  const raw = textOf(value);
  if (!/^-?\d+$/.test(raw)) return null;
  return Number(raw);
}

function choiceOf(
  address: PartnerAddressInput,
  isDefault: boolean,
  selected: boolean,
): AddressChoice {
  const name1 = textOf(address.PartnerAddressName1);
  return {
    id: textOf(address.id),
    partner_address_id: textOf(address.PartnerAddressId),
    // Name1 is the addressee; Name2 is only used when Name1 is missing, so a list never shows a
    // nameless entry.
    name: name1 || textOf(address.PartnerAddressName2),
    street: textOf(address.ShippingStreet),
    post: textOf(address.ShippingPostalCode),
    city: textOf(address.ShippingCity),
    default: isDefault,
    selected,
  };
}

/**
 * Recipients from the partner's delivery addresses (SPEC §4): type 0 → default and selected;
 * type 1 → selected (not default); any other type → neither. Order is kept.
 */
export function buildRecipients(deliveryAddresses: readonly PartnerAddressInput[]): Recipient[] {
  return deliveryAddresses.map((address) => {
    const type = numberOf(address.AddressType);
    const isDefault = type === ADDRESS_TYPE_DEFAULT_DELIVERY;
    const selected = isDefault || type === ADDRESS_TYPE_OTHER_DELIVERY;
    return choiceOf(address, isDefault, selected);
  });
}

/**
 * Payers from the partner's payment addresses (SPEC §4): default when PartnerAddressStatus is 1;
 * the first address in the list is selected (whether or not it is the default). Order is kept.
 */
export function buildPayers(paymentAddresses: readonly PartnerAddressInput[]): Payer[] {
  return paymentAddresses.map((address, index) =>
    choiceOf(
      address,
      numberOf(address.PartnerAddressStatus) === PARTNER_ADDRESS_STATUS_DEFAULT_PAYER,
      index === 0,
    ),
  );
}

/**
 * SPEC §4: setting an active recipient or payer selects only that one. An id that is not in the
 * list changes nothing (a stale form value must not clear the current choice); the caller can
 * tell by `findChoice` returning null.
 */
export function selectOnly<T extends { readonly id: string; readonly selected: boolean }>(
  list: readonly T[],
  id: string,
): T[] {
  if (!list.some((item) => item.id === id)) return [...list];
  return list.map((item) => ({ ...item, selected: item.id === id }));
}

export function findChoice<T extends { readonly id: string }>(
  list: readonly T[],
  id: string | null | undefined,
): T | null {
  if (id === null || id === undefined) return null;
  return list.find((item) => item.id === id) ?? null;
}

/**
 * The recipient or payer an order uses: the first that is default and selected, else the first
 * selected, else none (see the interpretation at the top of this file).
 */
export function activeChoice<T extends { readonly default: boolean; readonly selected: boolean }>(
  list: readonly T[],
): T | null {
  return (
    list.find((item) => item.default && item.selected) ?? list.find((item) => item.selected) ?? null
  );
}
