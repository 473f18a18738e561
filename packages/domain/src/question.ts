// Questions to the caretaker (issue #14): the product inquiry modal (SPEC §2 dialogs, §7 POST
// /api/forms/product-inquiry {message, productID}) and the inquiry page /povprasevanje (a general
// question with a subject, product codes and attachments). Rules shared by the shop API and the
// web; docs/decisions/037-questions-and-uploads.md.
import type { Locale } from './locale.ts';

/**
 * SPEC §5: "The product inquiry message has no client-side rule: not shown"; the server needs a
 * bound all the same (decision 016), and the counter 'n/limit znakov' shows it. 2000 like the
 * order and line notes (checkout-steps.ts), so a question fits where a note fits.
 */
export const QUESTION_MESSAGE_MAX_LENGTH = 2000;
export const QUESTION_SUBJECT_MAX_LENGTH = 150;
/** The product codes field of the inquiry page, as typed, and how many codes it may name. */
export const QUESTION_PRODUCT_CODES_MAX_LENGTH = 500;
export const QUESTION_PRODUCT_CODES_MAX = 20;
/** One code's length (the catalogue's codes are far shorter). */
export const PRODUCT_CODE_MAX_LENGTH = 40;
/** The caretaker's answer through the integration call. */
export const QUESTION_ANSWER_MAX_LENGTH = 4000;

/** The list of earlier questions on the inquiry page. */
export const QUESTIONS_PAGE_SIZE = 10;

export type QuestionKind = 'product' | 'general';

/**
 * The inquiry page's product codes, typed as one text: split on commas, semicolons and white
 * space, each kept once in the order given (codes are compared as typed, upper case folded, as
 * the catalogue's codes are upper case).
 */
export function parseProductCodes(text: string): string[] {
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const code = part.trim().toUpperCase();
    if (code === '' || seen.has(code)) continue;
    seen.add(code);
    codes.push(code);
  }
  return codes;
}

/**
 * The simulated caretaker's short reply (decision 037: with the ERP simulator, a question older
 * than ERP_SIM_OFFER_DELAY is answered when the questions are read), in the asking buyer's
 * language, signed with the caretaker's name when the partner has one.
 */
export function simulatedAnswerText(locale: Locale, caretakerName: string | null): string {
  const text =
    locale === 'en'
      ? 'Thank you for your question. We are preparing the answer and will send it to you within one working day.'
      : 'Hvala za vprašanje. Odgovor pripravljamo in vam ga pošljemo v enem delovnem dnevu.';
  const name = caretakerName?.trim();
  return name ? `${text} — ${name}` : text;
}
