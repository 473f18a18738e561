// User-facing texts of the customer calls, in both languages (issue #5: every 4xx has a clear
// message in the request's language). The field rules' texts live with the rules
// (@gradnik/domain/profile PROFILE_MESSAGES).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const CUSTOMER_MESSAGES = {
  agentHasNoProfile: {
    sl: 'Zastopnik tukaj nima svojega profila stranke. Za urejanje podatkov stranke jo najprej prevzemite.',
    en: 'An agent has no customer profile of their own here. Impersonate the customer to edit their data.',
  },
  notYourProfile: {
    sl: 'Spremenite lahko le svoj profil: id v zahtevi ni vaš.',
    en: 'You can change only your own profile: the id in the request is not yours.',
  },
  invalidProfile: {
    sl: 'Podatki profila niso veljavni',
    en: 'The profile data is not valid',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: customerMessage, error: customerError } =
  localizedErrors(CUSTOMER_MESSAGES);
