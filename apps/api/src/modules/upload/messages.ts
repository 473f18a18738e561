// User-facing texts of uploads (issue #14, #16; decision 037): every refusal is a clear 4xx in
// the request's language (SPEC §1: Slovenian default, English alternative). `{name}` is the
// file's name as sent, `{max}` a limit.
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const UPLOAD_MESSAGES = {
  notMultipart: {
    sl: 'Pošljite obrazec kot multipart/form-data.',
    en: 'Send the form as multipart/form-data.',
  },
  malformed: {
    sl: 'Obrazca ni bilo mogoče prebrati. Poskusite znova.',
    en: 'The form could not be read. Please try again.',
  },
  tooManyFiles: {
    sl: 'Priložite lahko največ {max} datotek.',
    en: 'You can attach at most {max} files.',
  },
  fileTooLarge: {
    sl: 'Datoteka »{name}« je prevelika: največ {max} MB.',
    en: 'The file "{name}" is too large: at most {max} MB.',
  },
  tooManyParts: {
    sl: 'Obrazec ima preveč polj.',
    en: 'The form has too many fields.',
  },
  fieldTooLong: {
    sl: 'Polje »{name}« je predolgo.',
    en: 'The field "{name}" is too long.',
  },
  unexpectedFile: {
    sl: 'Ta obrazec ne sprejema datotek v polju »{name}«.',
    en: 'This form takes no files in the field "{name}".',
  },
  empty: {
    sl: 'Datoteka »{name}« je prazna.',
    en: 'The file "{name}" is empty.',
  },
  type: {
    sl: 'Datoteka »{name}« ni slika JPG, PNG ali WEBP ali dokument PDF (preverjena je vsebina, ne ime).',
    en: 'The file "{name}" is not a JPG, PNG or WEBP image or a PDF document (its content was checked, not its name).',
  },
  // Issue #16: an iPhone's default photo format; sharp here has no HEVC decoder (decision 043).
  heic: {
    sl: 'Slika »{name}« je v zapisu HEIC, ki ni podprt. V telefonu izberite JPEG (Nastavitve › Kamera › Formati › Najbolj združljivo) ali fotografirajte znova.',
    en: 'The image "{name}" is in the HEIC format, which is not supported. Choose JPEG on the phone (Settings › Camera › Formats › Most Compatible) or take the photo again.',
  },
  damaged: {
    sl: 'Datoteke »{name}« ni bilo mogoče odpreti: je poškodovana ali njena vsebina ni, kar pravi njena vrsta.',
    en: 'The file "{name}" could not be opened: it is damaged or its content is not what its type says.',
  },
  encrypted: {
    sl: 'Dokument »{name}« je zaščiten z geslom. Priložite nezaščiteno različico.',
    en: 'The document "{name}" is password-protected. Attach an unprotected copy.',
  },
  tooManyPixels: {
    sl: 'Slika »{name}« ima preveč slikovnih točk. Priložite manjšo sliko.',
    en: 'The image "{name}" has too many pixels. Attach a smaller image.',
  },
  tooManyPages: {
    sl: 'Dokument »{name}« ima preveč strani.',
    en: 'The document "{name}" has too many pages.',
  },
  // Decision 043: the S3-compatible bucket does not answer (FILE_STORAGE=s3); worded as the
  // basket's ERP outage: what failed, that nothing else changed, and to try again.
  storageUnavailable: {
    sl: 'Datotek trenutno ni mogoče shraniti. Vse drugo je ostalo nespremenjeno; poskusite znova čez nekaj trenutkov.',
    en: 'Files cannot be saved right now. Everything else is unchanged; try again in a moment.',
  },
  storageReadUnavailable: {
    sl: 'Datoteke trenutno ni mogoče prebrati. Poskusite znova čez nekaj trenutkov.',
    en: 'The file cannot be read right now. Try again in a moment.',
  },
  storageMissing: {
    sl: 'Datoteke ni več v shrambi.',
    en: 'The file is no longer in the storage.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

const localized = localizedErrors(UPLOAD_MESSAGES);

export type UploadMessageKey = keyof typeof UPLOAD_MESSAGES;

/** What a file's text names: the file's name as sent, a limit. */
export interface FileMessageVars {
  name?: string;
  max?: number;
}

/** `text` with its `{name}` and `{max}` filled in (one not given: empty). */
export function fillFileVars(text: string, vars: FileMessageVars = {}): string {
  return text
    .replace('{name}', vars.name ?? '')
    .replace('{max}', vars.max === undefined ? '' : String(vars.max));
}

/** The text with its `{name}` and `{max}` filled in. */
export function uploadMessage(
  key: UploadMessageKey,
  locale: Locale,
  vars: FileMessageVars = {},
): string {
  return fillFileVars(localized.message(key, locale), vars);
}
