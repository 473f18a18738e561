// Address change requests (issue #13; SPEC §3 "Partner address: … Address change requests
// (create, update, delete) carry a status"; §7 POST /api/partner/address/request-create|update|
// delete; docs/decisions/033-address-change-requests.md). A company admin asks the retailer for a
// new delivery address, a change or a removal; the retailer approves or rejects it. These are the
// rules both the shop API and the web apply: how the free-text address of the SPEC body is read,
// when two requests are the same, which transitions a request may take, and what the simulated
// retailer decides.
import { PARTNER_ADDRESS_STATUS_DEFAULT_PAYER } from './recipients.ts';

export const ADDRESS_REQUEST_KINDS = ['create', 'update', 'delete'] as const;
export type AddressRequestKind = (typeof ADDRESS_REQUEST_KINDS)[number];

export const ADDRESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AddressRequestStatus = (typeof ADDRESS_REQUEST_STATUSES)[number];

/** The retailer's two answers (the integration call's `decision`). */
export const ADDRESS_REQUEST_DECISIONS = ['approved', 'rejected'] as const;
export type AddressRequestDecision = (typeof ADDRESS_REQUEST_DECISIONS)[number];

/** Input limits of the request bodies (decision 016: every text has a bound). */
export const ADDRESS_REQUEST_LIMITS = {
  title: 100,
  address: 200,
  phone: 40,
  partnerAddressId: 40,
  note: 500,
} as const;

/**
 * The body's `status` (SPEC §7): the PartnerAddressStatus asked for. 1 asks for the default
 * address (the default delivery address of a delivery address, SPEC §4 AddressType 0; the
 * default payer of a payment address, SPEC §4 PartnerAddressStatus 1); 0 asks for nothing more.
 */
export const REQUESTED_STATUS_DEFAULT = 1;

/** SPEC §4: the default delivery address has AddressType 0, the others 1. */
export const ADDRESS_TYPE_DEFAULT = 0;
export const ADDRESS_TYPE_OTHER = 1;

// ------------------------------------------------------------------------------------------
// The free-text address "Street 1, 1000 City"

export interface ParsedAddress {
  street: string;
  /** Slovenian postal code: four digits, 1000–9999. */
  postalCode: string;
  city: string;
}

export type AddressParse =
  { ok: true; value: ParsedAddress } | { ok: false; reason: 'format' | 'postalCode' };

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const hasLetter = (text: string) => /\p{L}/u.test(text);

/**
 * Reads SPEC §7's `address` text: the street (with its house number) before the last comma,
 * then the postal code and the post office ("Dunajska cesta 5, 1000 Ljubljana"). A leading
 * "SI-" before the postal code is accepted, as Slovenian letters often write it. Slovenian postal
 * codes have four digits and start at 1000 (Ljubljana); anything else is `postalCode`, a text
 * without the two parts is `format`.
 */
export function parseAddressLine(text: string): AddressParse {
  const value = collapse(text);
  const comma = value.lastIndexOf(',');
  if (comma < 0) return { ok: false, reason: 'format' };
  const street = collapse(value.slice(0, comma));
  const rest = collapse(value.slice(comma + 1));
  if (street.length < 2 || !hasLetter(street)) return { ok: false, reason: 'format' };
  const match = /^(?:SI\s*-\s*)?(\d+)\s+(.+)$/i.exec(rest);
  if (!match) {
    // "1000" with no post office, or a post office with no code.
    return { ok: false, reason: /^\d+$/.test(rest) || !/\d/.test(rest) ? 'format' : 'postalCode' };
  }
  const [, code = '', city = ''] = match;
  if (!/^[1-9]\d{3}$/.test(code)) return { ok: false, reason: 'postalCode' };
  if (!hasLetter(city)) return { ok: false, reason: 'format' };
  return { ok: true, value: { street, postalCode: code, city } };
}

/** The one-line form of an address, as the request stores and shows it. */
export function formatAddressLine(address: {
  street: string | null;
  postalCode: string | null;
  city: string | null;
}): string {
  const place = [address.postalCode, address.city].filter((p) => p?.trim()).join(' ');
  return [address.street?.trim(), place].filter((p) => p).join(', ');
}

/**
 * The normalised address two requests are compared by (address_key): case, punctuation, spacing
 * and the space between a house number and its letter ("5 a" = "5a") do not make a new address.
 */
export function addressKey(address: ParsedAddress): string {
  const norm = (text: string) =>
    text
      .normalize('NFC')
      .toLocaleLowerCase('sl')
      .replace(/[.,;:'"»«]/g, ' ')
      .replace(/(\d)\s+(\p{L})(?!\p{L})/gu, '$1$2')
      .replace(/\s+/g, ' ')
      .trim();
  return `${address.postalCode}|${norm(address.city)}|${norm(address.street)}`;
}

// ------------------------------------------------------------------------------------------
// Defaults

export interface AddressFacts {
  purpose: 'delivery' | 'payment';
  addressType: number | null;
  partnerAddressStatus: number | null;
}

/**
 * SPEC §4: the default delivery address is the type 0 one; the default payer the payment address
 * with PartnerAddressStatus 1.
 */
export function isDefaultAddress(address: AddressFacts): boolean {
  return address.purpose === 'delivery'
    ? address.addressType === ADDRESS_TYPE_DEFAULT
    : address.partnerAddressStatus === PARTNER_ADDRESS_STATUS_DEFAULT_PAYER;
}

/**
 * Whether a request may ask to remove the address. The default delivery address and the default
 * payer cannot be removed (decision 033): the checkout would be left without its default, and a
 * company always keeps one delivery address. Make another address the default first.
 */
export function mayRequestRemoval(address: AddressFacts): boolean {
  return !isDefaultAddress(address);
}

// ------------------------------------------------------------------------------------------
// Transitions

/** Only a pending request can be withdrawn or decided; every other state is final. */
export function isFinal(status: AddressRequestStatus): boolean {
  return status !== 'pending';
}

export type TransitionVerdict = { ok: true } | { ok: false; reason: 'notPending' };

/**
 * pending → approved | rejected (the retailer) or withdrawn (the company admin); a decided or
 * withdrawn request stays as it is (withdrawing it twice is refused, not repeated).
 */
export function transition(from: AddressRequestStatus): TransitionVerdict {
  return isFinal(from) ? { ok: false, reason: 'notPending' } : { ok: true };
}

/** What an approval does to the partner's addresses. */
export type ApprovalPlan =
  | {
      /** A new delivery address; `makeDefault`: it becomes the default, the old one type 1. */
      action: 'insert';
      addressType: number;
      partnerAddressStatus: number;
      makeDefault: boolean;
    }
  | {
      /** The address's name and place change; `makeDefault`: it also becomes the default. */
      action: 'update';
      makeDefault: boolean;
    }
  | { action: 'remove' }
  | { action: 'refuse'; note: string };

/**
 * Per kind (decision 033): an approved create adds a delivery address (AddressType 1, or the new
 * default, type 0, when status 1 was asked); an update changes the address's name and place and,
 * with status 1, makes it the default of its purpose (a company always keeps exactly one: the old
 * default steps down); status 0 never takes the default away (another address is made the default
 * instead); a removal removes the address, unless it is gone or has become a default by then.
 */
export function approvalPlan(
  kind: AddressRequestKind,
  requestedStatus: number | null,
  target: AddressFacts | null,
): ApprovalPlan {
  const wantsDefault = requestedStatus === REQUESTED_STATUS_DEFAULT;
  if (kind === 'create') {
    return {
      action: 'insert',
      addressType: wantsDefault ? ADDRESS_TYPE_DEFAULT : ADDRESS_TYPE_OTHER,
      partnerAddressStatus: wantsDefault ? PARTNER_ADDRESS_STATUS_DEFAULT_PAYER : 0,
      makeDefault: wantsDefault,
    };
  }
  if (!target) return { action: 'refuse', note: UNAPPLICABLE_NOTES.gone };
  if (kind === 'update')
    return { action: 'update', makeDefault: wantsDefault && !isDefaultAddress(target) };
  if (!mayRequestRemoval(target)) return { action: 'refuse', note: UNAPPLICABLE_NOTES.isDefault };
  return { action: 'remove' };
}

// ------------------------------------------------------------------------------------------
// Duplicates

export interface PendingRequestFacts {
  kind: AddressRequestKind;
  partnerAddressId: string | null;
  addressKey: string | null;
}

export type NewRequest =
  { kind: 'create'; addressKey: string } | { kind: 'update' | 'delete'; partnerAddressId: string };

/**
 * Issue #13: "a duplicate request for the same address is refused". A change or removal of an
 * address that already has a pending request, or a new address equal to one a pending request
 * already asks for, is a duplicate (the database enforces the same with two partial unique
 * indexes, so a race gets the same answer).
 */
export function isDuplicate(request: NewRequest, pending: readonly PendingRequestFacts[]): boolean {
  return pending.some((p) =>
    request.kind === 'create'
      ? p.kind === 'create' && p.addressKey === request.addressKey
      : p.partnerAddressId === request.partnerAddressId,
  );
}

// ------------------------------------------------------------------------------------------
// The simulated retailer

/** The word that makes the simulated retailer reject a request (demonstrations and tests). */
export const SIMULATED_REJECTION_WORD = 'zavrni';

export type SimulatedDecision =
  { decision: 'approved'; note: null } | { decision: 'rejected'; note: string };

/**
 * What the simulated retailer decides (decision 033): it approves, except a request whose title
 * or address contains the word "zavrni" (any case), so the rejection path can be shown and tested
 * on demand. Whether an approval can be applied (the address may be gone) is checked when it is
 * applied.
 */
export function simulatedDecision(request: {
  title: string | null;
  address: string | null;
}): SimulatedDecision {
  const text = `${request.title ?? ''} ${request.address ?? ''}`.toLocaleLowerCase('sl');
  if (text.includes(SIMULATED_REJECTION_WORD)) {
    return {
      decision: 'rejected',
      note: 'Zahteva je zavrnjena: naziv ali naslov vsebuje besedo »zavrni« (simulacija trgovca).',
    };
  }
  return { decision: 'approved', note: null };
}

/** The retailer's notes when an approval cannot be applied (kept in Slovenian, as it writes). */
export const UNAPPLICABLE_NOTES = {
  gone: 'Naslova ni več med naslovi podjetja.',
  isDefault: 'Privzetega naslova ni mogoče odstraniti.',
} as const;

// ------------------------------------------------------------------------------------------
// New address ids

/**
 * The PartnerAddressId of an address an approved create makes: the partner number and the next
 * three-digit sequence after every id the partner has used (its addresses, and those named by its
 * requests, so a removed address's id is never given again and an old request never points at a
 * new address), as the ERP's own ids ("100100-005").
 */
export function nextPartnerAddressId(partnerNo: string, usedIds: readonly string[]): string {
  const prefix = `${partnerNo}-`;
  let max = 0;
  for (const id of usedIds) {
    if (!id.startsWith(prefix)) continue;
    const tail = id.slice(prefix.length);
    if (/^\d+$/.test(tail)) max = Math.max(max, Number(tail));
  }
  return `${prefix}${String(max + 1).padStart(3, '0')}`;
}
