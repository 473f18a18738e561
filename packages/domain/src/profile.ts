// "My profile" (issue #13; SPEC §3 User): which of the user's own fields they may change and the
// rules a change must pass. SPEC §5 has no rules for this form; ours are recorded in
// docs/decisions/027-profile-editing.md. The postal code follows SPEC §9 (1000 to 9999, the rule
// of the special delivery location form). The shop API (PATCH /jsonapi/customer) accepts a
// change only through `validateProfileChange`; the web form shows the API's messages.
import { isCalendarDay, ljubljanaDay } from './date-range.ts';
import { LOCALES, type Locale } from './locale.ts';
import { parsePostalCode } from './special-delivery-location.ts';

/** Issue #13: the contact fields and the language. Not the e-mail (confirmation link), nor role. */
export const PROFILE_EDITABLE_FIELDS = [
  'salutation',
  'title',
  'firstname',
  'lastname',
  'telephone',
  'mobile',
  'telefax',
  'website',
  'birthday',
  'address1',
  'address2',
  'address3',
  'postal',
  'city',
  'languageid',
] as const;
export type ProfileField = (typeof PROFILE_EDITABLE_FIELDS)[number];

/**
 * Fields of the customer document (SPEC §3 User) that the user sees but may not change here:
 * sending one is a 400 naming it, so a client never believes a change was stored.
 */
export const PROFILE_READ_ONLY_FIELDS = [
  'id',
  'code',
  'label',
  'email',
  'company',
  'partner',
  'state',
  'countryid',
  'status',
  'group',
  'addresses',
  'contacts',
  'ssoId',
  'b2bUserKisId',
] as const;
export type ProfileReadOnlyField = (typeof PROFILE_READ_ONLY_FIELDS)[number];

/** Longest values, in characters; forms use them as maxLength. */
export const PROFILE_LIMITS = {
  salutation: 20,
  title: 60,
  firstname: 100,
  lastname: 100,
  telephone: 30,
  mobile: 30,
  telefax: 30,
  website: 200,
  address1: 200,
  address2: 200,
  address3: 200,
  city: 100,
} as const satisfies Partial<Record<ProfileField, number>>;

/** A phone number has at least this many digits (the shortest Slovenian numbers have 8). */
export const PHONE_MIN_DIGITS = 6;
/** E.164: at most 15 digits; a few more allowed for extensions written with the number. */
export const PHONE_MAX_DIGITS = 20;
/** The earliest birthday accepted: anything before is a typing mistake. */
export const BIRTHDAY_MIN = '1900-01-01';

const REQUIRED_FIELDS: ReadonlySet<ProfileField> = new Set<RequiredProfileField>([
  'firstname',
  'lastname',
  'languageid',
]);
const PHONE_FIELDS: ReadonlySet<ProfileField> = new Set(['telephone', 'mobile', 'telefax']);

export const PROFILE_MESSAGES = {
  sl: {
    'profile.required': 'To polje je obvezno.',
    'profile.notText': 'Vrednost mora biti besedilo.',
    'profile.tooLong': 'Vnesite največ {max} znakov.',
    'profile.invalidPostal': 'Poštna številka ni veljavna',
    'profile.invalidPhone':
      'Telefonska številka ni veljavna: uporabite števke, presledke in znake + ( ) / - .',
    'profile.invalidWebsite': 'Spletna stran ni veljaven naslov, npr. https://www.podjetje.si.',
    'profile.invalidBirthday': 'Datum rojstva ni veljaven datum.',
    'profile.futureBirthday': 'Datum rojstva mora biti v preteklosti.',
    'profile.invalidLanguage': 'Jezik mora biti slovenščina (sl) ali angleščina (en).',
    'profile.readOnly': 'Polja »{field}« tukaj ni mogoče spremeniti.',
    'profile.unknownField': 'Neznano polje »{field}«.',
    'profile.nothingToChange': 'Ni podatkov za spremembo.',
  },
  en: {
    'profile.required': 'This field is required.',
    'profile.notText': 'The value must be text.',
    'profile.tooLong': 'Enter at most {max} characters.',
    'profile.invalidPostal': 'The postal code is not valid',
    'profile.invalidPhone':
      'The phone number is not valid: use digits, spaces and the characters + ( ) / - .',
    'profile.invalidWebsite': 'The website is not a valid address, e.g. https://www.company.si.',
    'profile.invalidBirthday': 'The birthday is not a valid date.',
    'profile.futureBirthday': 'The birthday must be in the past.',
    'profile.invalidLanguage': 'The language must be Slovenian (sl) or English (en).',
    'profile.readOnly': 'The field “{field}” cannot be changed here.',
    'profile.unknownField': 'Unknown field “{field}”.',
    'profile.nothingToChange': 'There is nothing to change.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ProfileMessageKey = keyof (typeof PROFILE_MESSAGES)['sl'];

export interface ProfileError {
  /** The attribute the message belongs to (an editable, read-only or unknown name). */
  readonly field: string;
  readonly key: ProfileMessageKey;
  readonly max?: number;
}

type RequiredProfileField = 'firstname' | 'lastname' | 'languageid';

/** A change that passed: trimmed NFC text, blank optional fields as null, postal as digits. */
export type ProfileChange = Partial<Record<RequiredProfileField, string>> &
  Partial<Record<Exclude<ProfileField, RequiredProfileField>, string | null>>;

export type ProfileChangeResult =
  | { readonly ok: true; readonly value: ProfileChange }
  | { readonly ok: false; readonly errors: readonly ProfileError[] };

/** The message of an error in a language, with its field or limit filled in. */
export function profileMessage(error: ProfileError, locale: Locale = 'sl'): string {
  return PROFILE_MESSAGES[locale][error.key]
    .replace('{max}', String(error.max ?? ''))
    .replace('{field}', error.field);
}

function isEditable(name: string): name is ProfileField {
  return (PROFILE_EDITABLE_FIELDS as readonly string[]).includes(name);
}

function isReadOnly(name: string): name is ProfileReadOnlyField {
  return (PROFILE_READ_ONLY_FIELDS as readonly string[]).includes(name);
}

/** Digits, spaces and + ( ) / - . ; a '+' only first (+386 …). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ()/.-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/**
 * An http(s) address with a host that has a dot ('www.podjetje.si' is taken as https://…):
 * never javascript: or another scheme, since the address is shown as a link.
 */
export function websiteHref(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  if (/\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const labels = url.hostname.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  return url.href;
}

/**
 * A real calendar day (YYYY-MM-DD, from 1900) before `today` (the Ljubljana day, where the
 * retailer is); null when valid, otherwise the reason.
 */
function birthdayError(
  value: string,
  today: string,
): 'profile.invalidBirthday' | 'profile.futureBirthday' | null {
  if (!isCalendarDay(value) || value < BIRTHDAY_MIN) return 'profile.invalidBirthday';
  return value < today ? null : 'profile.futureBirthday';
}

/**
 * Checks a change of the user's own profile. `input` is the JSON:API attributes as sent: any
 * key may be present. Read-only and unknown keys are errors (never silently dropped), each
 * editable field present is checked; fields left out are not changed. `today` ('YYYY-MM-DD')
 * is for tests; by default the Ljubljana day now.
 */
export function validateProfileChange(
  input: Readonly<Record<string, unknown>>,
  today: string = ljubljanaDay(new Date()),
): ProfileChangeResult {
  const errors: ProfileError[] = [];
  // Filled field by field; its shape is ProfileChange (required fields never get null).
  const value: Record<string, string | null> = {};
  const keys = Object.keys(input);
  if (keys.length === 0) {
    return { ok: false, errors: [{ field: 'attributes', key: 'profile.nothingToChange' }] };
  }
  for (const field of keys) {
    if (!isEditable(field)) {
      errors.push({ field, key: isReadOnly(field) ? 'profile.readOnly' : 'profile.unknownField' });
      continue;
    }
    const raw = input[field];
    if (raw !== null && raw !== undefined && typeof raw !== 'string') {
      errors.push({ field, key: 'profile.notText' });
      continue;
    }
    const text = (raw ?? '').trim().normalize('NFC');
    if (text === '') {
      if (REQUIRED_FIELDS.has(field)) errors.push({ field, key: 'profile.required' });
      else value[field] = null;
      continue;
    }
    const max = (PROFILE_LIMITS as Partial<Record<ProfileField, number>>)[field];
    if (max !== undefined && text.length > max) {
      errors.push({ field, key: 'profile.tooLong', max });
      continue;
    }
    if (field === 'postal') {
      const post = parsePostalCode(text);
      if (post === null) errors.push({ field, key: 'profile.invalidPostal' });
      else value.postal = String(post);
    } else if (PHONE_FIELDS.has(field)) {
      if (isPhoneNumber(text)) value[field] = text;
      else errors.push({ field, key: 'profile.invalidPhone' });
    } else if (field === 'website') {
      if (websiteHref(text)) value.website = text;
      else errors.push({ field, key: 'profile.invalidWebsite' });
    } else if (field === 'birthday') {
      const problem = birthdayError(text, today);
      if (problem) errors.push({ field, key: problem });
      else value.birthday = text;
    } else if (field === 'languageid') {
      if ((LOCALES as readonly string[]).includes(text)) value.languageid = text;
      else errors.push({ field, key: 'profile.invalidLanguage' });
    } else {
      value[field] = text;
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}
