// User-facing texts of the document calls, in both languages (issue #5: every 4xx has a clear
// message in the request's language).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const DOCUMENT_MESSAGES = {
  documentNotFound: { sl: 'Dokument ne obstaja.', en: 'The document does not exist.' },
  nothingToReorder: {
    sl: 'Na tem dokumentu ni postavk, ki bi jih lahko ponovno naročili.',
    en: 'This document has no lines that can be reordered.',
  },
  nothingToZip: {
    sl: 'Izbrani dokumenti ne obstajajo.',
    en: 'The chosen documents do not exist.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: documentMessage, error: documentError } =
  localizedErrors(DOCUMENT_MESSAGES);
