// User-facing texts of the company profile's calls and the translations of the ERP's internal
// statuses, in both languages (SPEC §1: Slovenian default, English alternative; issue #5: every
// 4xx has a clear message in the request's language).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const PARTNER_MESSAGES = {
  noPartner: {
    sl: 'Zastopnik brez izbranega partnerja nima profila podjetja. Najprej prevzemite uporabnika partnerja.',
    en: 'An agent without a partner has no company profile. Impersonate a partner user first.',
  },
  partnerNotFound: {
    sl: 'Partner ne obstaja.',
    en: 'The partner does not exist.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { error: partnerError } = localizedErrors(PARTNER_MESSAGES);

/**
 * SPEC §3 internalStatus {state, status} and InternalPartnerAddressStatus are the ERP's codes;
 * SPEC asks for the address status's translation and does not list the codes, so these are the
 * ones the ERP uses for partners and their addresses (both "partner" and "naslov" are masculine).
 * A code without a translation is shown as it is.
 */
const STATUS_TRANSLATIONS: Readonly<Record<string, Record<Locale, string>>> = {
  active: { sl: 'Aktiven', en: 'Active' },
  inactive: { sl: 'Neaktiven', en: 'Inactive' },
  blocked: { sl: 'Blokiran', en: 'Blocked' },
  suspended: { sl: 'Začasno ustavljen', en: 'Suspended' },
  closed: { sl: 'Zaprt', en: 'Closed' },
  approved: { sl: 'Odobren', en: 'Approved' },
  pending: { sl: 'V obravnavi', en: 'Pending' },
  rejected: { sl: 'Zavrnjen', en: 'Rejected' },
};

/** The translation of an internal status code in `locale`; the code itself when unknown. */
export function statusTranslation(code: string | null, locale: Locale): string | null {
  if (code === null) return null;
  const known = Object.hasOwn(STATUS_TRANSLATIONS, code.toLowerCase())
    ? STATUS_TRANSLATIONS[code.toLowerCase()]
    : undefined;
  return known ? known[locale] : code;
}
