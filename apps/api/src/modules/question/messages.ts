// User-facing texts of the questions to the caretaker (issue #14; decision 037): every 4xx has a
// clear message in the request's language (SPEC §1: Slovenian default, English alternative).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const QUESTION_MESSAGES = {
  noPartner: {
    sl: 'Zastopnik brez izbranega partnerja ne more pošiljati vprašanj. Najprej prevzemite uporabnika partnerja.',
    en: 'An agent without a partner cannot send questions. Impersonate a partner user first.',
  },
  noCaretaker: {
    sl: 'Vprašanja in povpraševanja lahko pošiljajo le partnerji s skrbnikom računa. Za pomoč pokličite splošno podporo.',
    en: 'Only partners with an account caretaker can send questions and inquiries. Please call general support for help.',
  },
  productNotFound: {
    sl: 'Izdelek ne obstaja ali ni več v ponudbi.',
    en: 'The product does not exist or is no longer offered.',
  },
  unknownProductCode: {
    sl: 'Izdelka s šifro »{code}« ni v katalogu.',
    en: 'There is no product with the code "{code}" in the catalogue.',
  },
  tooManyProductCodes: {
    sl: 'Navedete lahko največ {max} šifer izdelkov.',
    en: 'You can name at most {max} product codes.',
  },
  productCodeTooLong: {
    sl: 'Šifra izdelka »{code}« je predolga.',
    en: 'The product code "{code}" is too long.',
  },
  messageRequired: {
    sl: 'Vpišite sporočilo.',
    en: 'Enter a message.',
  },
  messageTooLong: {
    sl: 'Sporočilo je predolgo: največ {max} znakov.',
    en: 'The message is too long: at most {max} characters.',
  },
  subjectRequired: {
    sl: 'Vpišite zadevo.',
    en: 'Enter a subject.',
  },
  subjectTooLong: {
    sl: 'Zadeva je predolga: največ {max} znakov.',
    en: 'The subject is too long: at most {max} characters.',
  },
  invalidCharacters: {
    sl: 'Besedilo vsebuje nedovoljene kontrolne znake.',
    en: 'The text contains control characters that are not allowed.',
  },
  productRequired: {
    sl: 'Manjka izdelek, o katerem sprašujete.',
    en: 'The product you are asking about is missing.',
  },
  questionNotFound: {
    sl: 'Vprašanje ne obstaja ali ni vprašanje vašega podjetja.',
    en: 'The question does not exist or is not a question of your company.',
  },
  attachmentNotFound: {
    sl: 'Priloga ne obstaja ali ni priloga vašega podjetja.',
    en: 'The attachment does not exist or is not an attachment of your company.',
  },
  alreadyAnswered: {
    sl: 'Vprašanje je že odgovorjeno.',
    en: 'The question has already been answered.',
  },
  /** SPEC §8: the product inquiry's failure alert, after the server's first message. */
  sendFailed: {
    sl: 'Napaka pri pošiljanju povpraševanja',
    en: 'The inquiry could not be sent',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type QuestionMessageKey = keyof typeof QUESTION_MESSAGES;

const localized = localizedErrors(QUESTION_MESSAGES);

export function questionMessage(
  key: QuestionMessageKey,
  locale: Locale,
  vars: { code?: string; max?: number } = {},
): string {
  return localized
    .message(key, locale)
    .replace('{code}', vars.code ?? '')
    .replace('{max}', vars.max === undefined ? '' : String(vars.max));
}
