// User-facing texts of GET /api/customer, in both languages (issue #5: every 4xx has a clear
// message in the request's language).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const CUSTOMER_LIST_MESSAGES = {
  usersForAdminsOnly: {
    sl: 'Seznam uporabnikov podjetja lahko pregleduje le administrator podjetja.',
    en: "Only the company's administrator can see the company's users.",
  },
  partnerNotFound: {
    sl: 'Partner ne obstaja ali ni med partnerji, ki jih lahko pregledujete.',
    en: 'The partner does not exist or is not one you may see.',
  },
  addressNotFound: {
    sl: 'Naslov ne obstaja ali ne pripada partnerju, ki ga lahko pregledujete.',
    en: 'The address does not exist or does not belong to a partner you may see.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: customerListMessage, error: customerListError } =
  localizedErrors(CUSTOMER_LIST_MESSAGES);
