// The e-mail a question sends to the partner's caretaker (issue #14: "The question reaches the
// partner's caretaker by e-mail"; decision 037). Plain text, like the other mails (decision 029).
// The caretaker is the retailer's staff: the mail is in Slovenian (SPEC §1 default); the English
// text exists for a retailer that wants it (and for the tests of both).
import type { Locale } from '@gradnik/domain/locale';

export interface QuestionMailInput {
  locale: Locale;
  kind: 'product' | 'general';
  /** The buyer (company user) and their company. */
  buyerName: string;
  buyerEmail: string;
  company: string;
  /** The sales agent who asked while acting for the buyer (SPEC §3 Impersonation). */
  agentName: string | null;
  subject: string | null;
  message: string;
  product: { code: string; name: string; link: string } | null;
  productCodes: readonly string[];
  attachmentNames: readonly string[];
  questionId: number;
}

/** `<origin>/artikel/{id}` (sl) or `<origin>/en/products/{id}` (en): the web's product page. */
export function productLink(origin: string, locale: Locale, productId: number): string {
  return new URL(locale === 'en' ? `/en/products/${productId}` : `/artikel/${productId}`, origin)
    .href;
}

/** One header line: no line breaks from user input in a subject. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').slice(0, 150);

export function questionMail(input: QuestionMailInput): { subject: string; text: string } {
  const en = input.locale === 'en';
  const about =
    input.kind === 'product' && input.product
      ? `${input.product.code} ${input.product.name}`
      : (input.subject ?? '');
  const subject = oneLine(
    en
      ? `${input.kind === 'product' ? 'Product question' : 'Question'} from ${input.company}: ${about}`
      : `${input.kind === 'product' ? 'Vprašanje o izdelku' : 'Vprašanje'} – ${input.company}: ${about}`,
  );
  const lines: string[] = [];
  if (en) {
    lines.push(
      'Hello,',
      '',
      `${input.buyerName} (${input.buyerEmail}) of ${input.company} sent a question through the Gradnik web shop.`,
    );
    if (input.agentName)
      lines.push(`It was sent on their behalf by the sales agent ${input.agentName}.`);
  } else {
    lines.push(
      'Pozdravljeni!',
      '',
      `${input.buyerName} (${input.buyerEmail}) iz podjetja ${input.company} je v spletni trgovini Gradnik poslal(a) vprašanje.`,
    );
    if (input.agentName) lines.push(`V njegovem imenu ga je poslal zastopnik ${input.agentName}.`);
  }
  lines.push('');
  if (input.product) {
    lines.push(
      `${en ? 'Product' : 'Izdelek'}: ${input.product.code} ${input.product.name}`,
      input.product.link,
    );
  }
  if (input.subject) lines.push(`${en ? 'Subject' : 'Zadeva'}: ${input.subject}`);
  if (input.productCodes.length > 0)
    lines.push(`${en ? 'Product codes' : 'Šifre izdelkov'}: ${input.productCodes.join(', ')}`);
  lines.push('', en ? 'Message:' : 'Sporočilo:', input.message, '');
  if (input.attachmentNames.length > 0) {
    lines.push(
      en
        ? `Attachments (kept in the shop with question no. ${input.questionId}): ${input.attachmentNames.join(', ')}`
        : `Priloge (shranjene v trgovini pri vprašanju št. ${input.questionId}): ${input.attachmentNames.join(', ')}`,
      '',
    );
  }
  lines.push(
    en
      ? `Question no. ${input.questionId}. Reply through the integration, or to the buyer's e-mail above.`
      : `Vprašanje št. ${input.questionId}. Odgovorite prek integracije ali na kupčev e-naslov zgoraj.`,
    '',
    'Gradnik',
    '',
  );
  return { subject, text: lines.join('\n') };
}
