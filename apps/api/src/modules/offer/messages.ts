// User-facing texts of the inquiry offer calls, in both languages (issue #5: every 4xx has a clear
// message in the request's language; decision 036).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const OFFER_MESSAGES = {
  noPartner: {
    sl: 'Zastopnik brez izbranega partnerja nima povpraševanj. Najprej prevzemite uporabnika partnerja.',
    en: 'An agent without a partner has no inquiries. Impersonate a partner user first.',
  },
  inquiryNotFound: { sl: 'Povpraševanje ne obstaja.', en: 'The inquiry does not exist.' },
  offerNotFound: { sl: 'Ponudba ne obstaja.', en: 'The offer does not exist.' },
  // SPEC §6: only partners with a type-3 caretaker may send inquiries.
  inquiriesNotAllowed: {
    sl: 'Povpraševanja so na voljo le partnerjem s skrbnikom.',
    en: 'Inquiries are available only to partners with a caretaker.',
  },
  offerRevised: {
    sl: 'Ponudba je bila medtem popravljena. Preglejte novo različico.',
    en: 'The offer has been revised meanwhile. Please review the new revision.',
  },
  offerExpired: {
    sl: 'Ponudba je potekla. Zahtevate lahko novo ponudbo.',
    en: 'The offer has expired. You can request a new offer.',
  },
  offerNotOpen: {
    sl: 'Ponudba ni več odprta.',
    en: 'The offer is no longer open.',
  },
  actionNotAllowed: {
    sl: 'V tem stanju povpraševanja to ni mogoče.',
    en: 'This is not possible in the inquiry’s current state.',
  },
  offerLineNotFound: {
    sl: 'Izbrane postavke ni v ponudbi.',
    en: 'The chosen line is not in the offer.',
  },
  nothingToAccept: {
    sl: 'Nobene izbrane postavke ni mogoče dodati v košarico: izdelkov ni več v ponudbi trgovine.',
    en: 'None of the chosen lines can be added to the cart: the products are no longer sold.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: offerMessage, error: offerError } = localizedErrors(OFFER_MESSAGES);

/** The caretaker's name when the partner's contacts do not give one. */
export const CARETAKER_FALLBACK: Record<Locale, string> = { sl: 'Skrbnik', en: 'Caretaker' };
