// User-facing texts of the quick-order pad and the list import (issue #15; decision 040), in the
// request's language (SPEC §1: Slovenian default, English alternative). The pad's line rules
// have their texts in the domain (quick-order.ts, the web shows them too); the unknown-product
// text is SPEC §8's (domain adding.ts 'cart.unknownEan'); multipart failures and the empty
// file are the upload module's (upload/messages.ts).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';
import { fillFileVars, UPLOAD_MESSAGES, type FileMessageVars } from '../upload/messages.ts';

export const QUICK_ORDER_API_MESSAGES = {
  agentWithoutCustomer: {
    sl: 'Hitro naročilo je na voljo, ko delate v imenu stranke.',
    en: 'The quick order is available while you act for a customer.',
  },
  fileRequired: {
    sl: 'Izberite datoteko CSV ali XLSX.',
    en: 'Choose a CSV or XLSX file.',
  },
  oneFile: {
    sl: 'Naložite eno datoteko naenkrat.',
    en: 'Upload one file at a time.',
  },
  emptyFile: UPLOAD_MESSAGES.empty,
  notSpreadsheet: {
    sl: 'Datoteka »{name}« ni preglednica CSV ali XLSX (preverjena je vsebina, ne ime).',
    en: 'The file "{name}" is not a CSV or XLSX spreadsheet (its content was checked, not its name).',
  },
  damaged: {
    sl: 'Datoteke »{name}« ni bilo mogoče prebrati kot preglednice XLSX.',
    en: 'The file "{name}" could not be read as an XLSX spreadsheet.',
  },
  tooBigUnpacked: {
    sl: 'Preglednica »{name}« je razširjena prevelika.',
    en: 'The spreadsheet "{name}" is too large once unpacked.',
  },
  tooManyRows: {
    sl: 'Datoteka ima preveč vrstic: največ {max}.',
    en: 'The file has too many rows: at most {max}.',
  },
  noLines: {
    sl: 'V datoteki ni nobene vrstice s šifro ali EAN.',
    en: 'The file has no line with a code or EAN.',
  },
  formulaWithoutValue: {
    sl: 'Celica s formulo nima shranjene vrednosti (formule se ne izračunajo). Shranite datoteko v Excelu ali vpišite vrednost.',
    en: 'A formula cell has no stored value (formulas are not evaluated). Save the file in Excel or type the value.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type QuickOrderApiMessageKey = keyof typeof QUICK_ORDER_API_MESSAGES;

const localized = localizedErrors(QUICK_ORDER_API_MESSAGES);

/** The text with its `{name}` and `{max}` filled in. */
export function quickOrderApiMessage(
  key: QuickOrderApiMessageKey,
  locale: Locale,
  vars: FileMessageVars = {},
): string {
  return fillFileVars(localized.message(key, locale), vars);
}
