// Special delivery location (site delivery, "gradbišče"): SPEC §3 Special delivery location,
// §5 "Special delivery location (site delivery) form", §9 (postal code 1000 to 9999). The cart's
// step 2 form, the shop API that stores a location and the order draft all accept a location
// only through `validateSpecialDeliveryLocation`, so a location the form rejects can never reach
// the ERP.
import { POSTAL_CODE_MAX, POSTAL_CODE_MIN } from './constants.ts';
import type { Locale } from './locale.ts';

/** SPEC §5 texts, word for word; the keys are what the web's catalogues translate. */
export const SPECIAL_DELIVERY_LOCATION_MESSAGES = {
  sl: {
    'specialDeliveryLocation.allBlank':
      'Izpolni vsa polja za dostavo na posebno lokacijo / gradbišče.',
    'specialDeliveryLocation.invalidPost': 'Poštna številka ni veljavna',
    'specialDeliveryLocation.invalidName': 'Ime lokacije ni veljavno',
    'specialDeliveryLocation.invalidContactPerson': 'Ime kontakta ni veljavno',
    'specialDeliveryLocation.invalidContactPhone': 'Telefonska številka ni veljavna',
    'specialDeliveryLocation.saved': 'Lokacija uspešno nastavljena',
  },
  en: {
    'specialDeliveryLocation.allBlank':
      'Fill in all fields for delivery to a special location / construction site.',
    'specialDeliveryLocation.invalidPost': 'The postal code is not valid',
    'specialDeliveryLocation.invalidName': 'The location name is not valid',
    'specialDeliveryLocation.invalidContactPerson': 'The contact name is not valid',
    'specialDeliveryLocation.invalidContactPhone': 'The phone number is not valid',
    'specialDeliveryLocation.saved': 'Location set successfully',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type SpecialDeliveryLocationMessageKey =
  keyof (typeof SPECIAL_DELIVERY_LOCATION_MESSAGES)['sl'];

export function specialDeliveryLocationMessage(
  key: SpecialDeliveryLocationMessageKey,
  locale: Locale = 'sl',
): string {
  return SPECIAL_DELIVERY_LOCATION_MESSAGES[locale][key];
}

/** SPEC §5: shown when all fields pass. */
export const SPECIAL_DELIVERY_LOCATION_SAVED =
  SPECIAL_DELIVERY_LOCATION_MESSAGES.sl['specialDeliveryLocation.saved'];

/** The form as typed: every field may be missing or blank; the postal code may be text. */
export interface SpecialDeliveryLocationInput {
  readonly name?: string | null;
  /** Postal code (SPEC §3 `post`). */
  readonly post?: string | number | null;
  readonly contactPerson?: string | null;
  readonly contactPhone?: string | null;
  /** SPEC §3 `description`: free text for the driver; no rule applies to it. */
  readonly description?: string | null;
}

/** A location that passed SPEC §5: trimmed, composed (NFC) text, the postal code as a number. */
export interface SpecialDeliveryLocation {
  readonly name: string;
  readonly post: number;
  readonly contactPerson: string;
  readonly contactPhone: string;
  readonly description: string;
}

export type SpecialDeliveryLocationField = 'name' | 'post' | 'contactPerson' | 'contactPhone';

export interface SpecialDeliveryLocationError {
  /** The field the message belongs to; null for the whole-form message (all blank). */
  readonly field: SpecialDeliveryLocationField | null;
  readonly key: Exclude<SpecialDeliveryLocationMessageKey, 'specialDeliveryLocation.saved'>;
  /** The Slovenian text of SPEC §5. */
  readonly message: string;
}

export type SpecialDeliveryLocationResult =
  | {
      readonly ok: true;
      readonly value: SpecialDeliveryLocation;
      readonly key: 'specialDeliveryLocation.saved';
      readonly message: string;
    }
  | { readonly ok: false; readonly errors: readonly SpecialDeliveryLocationError[] };

/**
 * Longest values that fit the ERP's order draft (Delivery: StreetAdditional 200, contact first and
 * last name 100 each, TelephoneAdditional 50, DescriptionDelivery 2000). A longer name, contact or
 * phone is "not valid" with its SPEC §5 message; forms use these as their maxLength.
 */
export const SPECIAL_DELIVERY_LOCATION_LIMITS = {
  name: 200,
  contactPerson: 100,
  contactPhone: 50,
  description: 2000,
} as const;

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/**
 * SPEC §5 / §9: a whole number from 1000 to 9999. Typed text must be digits only ('1000'; not
 * '1000.0', '1 000' or '01000'), so what is stored is exactly what the customer sees.
 */
export function parsePostalCode(value: string | number | null | undefined): number | null {
  const raw = text(value);
  if (!/^[1-9]\d{3}$/.test(raw)) return null;
  const post = Number(raw);
  return post >= POSTAL_CODE_MIN && post <= POSTAL_CODE_MAX ? post : null;
}

function error(
  field: SpecialDeliveryLocationField | null,
  key: SpecialDeliveryLocationError['key'],
): SpecialDeliveryLocationError {
  return { field, key, message: SPECIAL_DELIVERY_LOCATION_MESSAGES.sl[key] };
}

/**
 * SPEC §5: all four fields blank gives only the whole-form message; otherwise each failing
 * field gives its message, in the SPEC order: postal code, location name, contact name, phone.
 * Blank means missing or only white space. Success carries the SPEC §5 success text.
 */
export function validateSpecialDeliveryLocation(
  input: SpecialDeliveryLocationInput,
): SpecialDeliveryLocationResult {
  const name = text(input.name);
  const postText = text(input.post);
  const contactPerson = text(input.contactPerson);
  const contactPhone = text(input.contactPhone);

  if (!name && !postText && !contactPerson && !contactPhone) {
    return { ok: false, errors: [error(null, 'specialDeliveryLocation.allBlank')] };
  }

  const post = parsePostalCode(postText);
  const errors: SpecialDeliveryLocationError[] = [];
  const fits = (value: string, field: keyof typeof SPECIAL_DELIVERY_LOCATION_LIMITS) =>
    value.normalize('NFC').length <= SPECIAL_DELIVERY_LOCATION_LIMITS[field];
  if (post === null) errors.push(error('post', 'specialDeliveryLocation.invalidPost'));
  if (!name || !fits(name, 'name')) {
    errors.push(error('name', 'specialDeliveryLocation.invalidName'));
  }
  if (!contactPerson || !fits(contactPerson, 'contactPerson')) {
    errors.push(error('contactPerson', 'specialDeliveryLocation.invalidContactPerson'));
  }
  if (!contactPhone || !fits(contactPhone, 'contactPhone')) {
    errors.push(error('contactPhone', 'specialDeliveryLocation.invalidContactPhone'));
  }
  if (post === null || errors.length > 0) return { ok: false, errors };

  return {
    ok: true,
    value: {
      name: name.normalize('NFC'),
      post,
      contactPerson: contactPerson.normalize('NFC'),
      contactPhone: contactPhone.normalize('NFC'),
      description: text(input.description).normalize('NFC'),
    },
    key: 'specialDeliveryLocation.saved',
    message: SPECIAL_DELIVERY_LOCATION_SAVED,
  };
}
