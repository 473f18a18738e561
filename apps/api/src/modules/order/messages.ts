// User-facing texts of the order calls, in both languages (issue #5: every 4xx has a clear
// message in the request's language).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const ORDER_MESSAGES = {
  noPartner: {
    sl: 'Zastopnik brez izbranega partnerja nima naročil. Najprej prevzemite uporabnika partnerja.',
    en: 'An agent without a partner has no orders. Impersonate a partner user first.',
  },
  orderNotFound: { sl: 'Naročilo ne obstaja.', en: 'The order does not exist.' },
  inquiryHasNoInvoice: {
    sl: 'Za povpraševanje račun ni mogoč.',
    en: 'An inquiry has no invoice.',
  },
  reorderLineNotFound: {
    sl: 'Izbrane postavke ni na tem dokumentu.',
    en: 'The chosen line is not on this document.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: orderMessage, error: orderError } = localizedErrors(ORDER_MESSAGES);
