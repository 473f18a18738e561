// User-facing texts of the basket and address calls, in both languages (SPEC §1: Slovenian
// default, English alternative; issue #5: every 4xx has a clear message in the request language).
// SPEC §5 texts (special delivery location) come from @gradnik/domain, not from here.
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const BASKET_MESSAGES = {
  noPartner: {
    sl: 'Zastopnik brez izbranega partnerja nima košarice. Najprej prevzemite uporabnika partnerja.',
    en: 'An agent without a partner has no basket. Impersonate a partner user first.',
  },
  lineNotFound: {
    sl: 'Izdelka ni v košarici.',
    en: 'This product is not in the basket.',
  },
  productNotFound: {
    sl: 'Izdelek ne obstaja ali ni več v prodaji.',
    en: 'The product does not exist or is no longer sold.',
  },
  serviceNotFound: {
    sl: 'Način dostave ali plačila ne obstaja ali ni na voljo.',
    en: 'The delivery or payment method does not exist or is not available.',
  },
  recipientNotFound: {
    sl: 'Izbrani prejemnik ne pripada vašemu podjetju.',
    en: 'The chosen recipient does not belong to your company.',
  },
  payerNotFound: {
    sl: 'Izbrani plačnik ne pripada vašemu podjetju.',
    en: 'The chosen payer does not belong to your company.',
  },
  partnerMismatch: {
    sl: 'Naročilo se ne ujema s podjetjem prijavljenega uporabnika.',
    en: 'The order does not match the signed-in user’s company.',
  },
  emptyBasket: {
    sl: 'Košarica je prazna.',
    en: 'The basket is empty.',
  },
  storeRequired: {
    sl: 'Za prevzem v trgovini izberite trgovino.',
    en: 'Choose a store for pick-up in store.',
  },
  storeNotFound: {
    sl: 'Izbrana trgovina ne obstaja. Izberite trgovino s seznama.',
    en: 'The chosen store does not exist. Choose a store from the list.',
  },
  noLinesChosen: {
    sl: 'Izberite izdelke, ki jih želite odstraniti.',
    en: 'Choose the products to remove.',
  },
  inquiriesNotAllowed: {
    sl: 'Povpraševanja niso mogoča: vaše podjetje nima dodeljenega skrbnika za povpraševanja.',
    en: 'Inquiries are not possible: your company has no caretaker assigned for inquiries.',
  },
  priceChanged: {
    sl: 'Cene nekaterih izdelkov so se spremenile. Preverite in potrdite nove cene.',
    en: 'The prices of some products have changed. Check and accept the new prices.',
  },
  stockConflict: {
    sl: 'Nekaterih izdelkov ni mogoče dobaviti. Odstranite jih ali jih prestavite v povpraševanje.',
    en: 'Some products cannot be delivered. Remove them or move them to the inquiry basket.',
  },
  transportChanged: {
    sl: 'Strošek prevoza se je spremenil. Novi strošek prevoza:',
    en: 'The transport cost has changed. The new transport cost:',
  },
  basketChanged: {
    sl: 'Košarica se je medtem spremenila. Preverite jo in poskusite znova.',
    en: 'The basket changed in the meantime. Check it and try again.',
  },
  // Issue #14: an offer in the cart was declined or revised while the order was being placed.
  offerChanged: {
    sl: 'Ponudba, iz katere so postavke v košarici, se je medtem spremenila. Preverite košarico.',
    en: 'The offer the cart lines come from changed in the meantime. Check the cart.',
  },
  erpUnavailable: {
    sl: 'Preverjanje cen in dobave trenutno ni mogoče. Košarica je ostala nespremenjena; poskusite znova čez nekaj trenutkov.',
    en: 'Prices and delivery cannot be checked right now. Your basket is unchanged; try again in a moment.',
  },
  sameBasket: {
    sl: 'Izdelkov ni mogoče prestaviti v isto košarico.',
    en: 'Products cannot be moved into the same basket.',
  },
  wrongBody: {
    sl: 'Neveljavna zahteva.',
    en: 'Invalid request.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type BasketMessageKey = keyof typeof BASKET_MESSAGES;

const basketErrors = localizedErrors(BASKET_MESSAGES);
export const basketMessage = basketErrors.message;
/** An HttpError with the message in the request's language. */
export const basketError = basketErrors.error;
