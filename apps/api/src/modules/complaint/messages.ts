// User-facing texts of the complaint calls, in both languages (issue #5: every 4xx has a clear
// message in the request's language; decision 043).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const COMPLAINT_MESSAGES = {
  noPartner: {
    sl: 'Zastopnik brez izbranega partnerja nima reklamacij. Najprej prevzemite uporabnika partnerja.',
    en: 'An agent without a partner has no complaints. Impersonate a partner user first.',
  },
  complaintNotFound: { sl: 'Reklamacija ne obstaja.', en: 'The complaint does not exist.' },
  fileNotFound: { sl: 'Datoteka ne obstaja.', en: 'The file does not exist.' },
  noThumbnail: {
    sl: 'Za to datoteko ni sličice (ni slika).',
    en: 'This file has no thumbnail (it is not an image).',
  },
  orderNotFound: {
    sl: 'Naročilo ne obstaja.',
    en: 'The order does not exist.',
  },
  orderNotDelivered: {
    sl: 'Reklamirate lahko le dostavljeno blago. To naročilo še ni dostavljeno.',
    en: 'Only delivered goods can be complained about. This order has not been delivered yet.',
  },
  deliveryNoteNotFound: {
    sl: 'Dobavnica ne pripada temu naročilu.',
    en: 'The delivery note does not belong to this order.',
  },
  lineNotFound: {
    sl: 'Izbrana postavka ni del tega naročila.',
    en: 'The chosen line is not part of this order.',
  },
  lineTwice: {
    sl: 'Vsako postavko lahko izberete le enkrat.',
    en: 'Each line can be chosen only once.',
  },
  quantityTooMany: {
    sl: 'Za »{name}« lahko reklamirate največ {max} {unit} (dostavljeno, manj že reklamirano).',
    en: 'For "{name}" you can claim at most {max} {unit} (delivered, less what is already claimed).',
  },
  quantityNotPositive: {
    sl: 'Količina za »{name}« mora biti večja od 0.',
    en: 'The quantity for "{name}" must be more than 0.',
  },
  descriptionRequired: {
    sl: 'Opišite, kaj je narobe.',
    en: 'Describe what is wrong.',
  },
  descriptionTooLong: {
    sl: 'Opis je predolg: največ {max} znakov.',
    en: 'The description is too long: at most {max} characters.',
  },
  messageRequired: {
    sl: 'Napišite sporočilo ali priložite fotografijo.',
    en: 'Write a message or attach a photo.',
  },
  messageTooLong: {
    sl: 'Sporočilo je predolgo: največ {max} znakov.',
    en: 'The message is too long: at most {max} characters.',
  },
  invalidCharacters: {
    sl: 'Besedilo vsebuje nedovoljene znake.',
    en: 'The text contains characters that are not allowed.',
  },
  filesClosed: {
    sl: 'Datoteke lahko reklamaciji dodate le prvi dan po oddaji. Fotografije pošljite s sporočilom.',
    en: 'Files can be added to a complaint only on the first day after filing. Send photos with a message.',
  },
  noFiles: {
    sl: 'Izberite vsaj eno datoteko.',
    en: 'Choose at least one file.',
  },
  tooManyFilesTotal: {
    sl: 'Reklamacija ima lahko največ {max} datotek; dodate lahko še {left}.',
    en: 'A complaint can have at most {max} files; you can add {left} more.',
  },
  // Decision 043: a filing's key is the user's; the same key in another company is refused.
  idempotencyKeyUsed: {
    sl: 'Ta ključ oddaje je bil že uporabljen za drugo podjetje. Osvežite stran in oddajte znova.',
    en: 'This filing key was already used for another company. Reload the page and file again.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ComplaintMessageKey = keyof typeof COMPLAINT_MESSAGES;

const localized = localizedErrors(COMPLAINT_MESSAGES);
export const complaintError = localized.error;

/** The text with its `{name}`-style variables filled in. */
export function complaintMessage(
  key: ComplaintMessageKey,
  locale: Locale,
  vars: Record<string, string | number> = {},
): string {
  return localized
    .message(key, locale)
    .replace(/\{(\w+)\}/g, (whole, name: string) =>
      vars[name] === undefined ? whole : String(vars[name]),
    );
}

/** The retailer's name in the thread (the ERP speaks for the complaints department). */
export const RETAILER_NAME: Record<Locale, string> = {
  sl: 'Reklamacijska služba',
  en: 'Complaints department',
};
