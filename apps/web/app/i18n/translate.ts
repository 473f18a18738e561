// t(key, vars) without an i18n library: one catalogue per locale (ARCHITECTURE.md), plural
// forms through plural() of @gradnik/domain/format (Slovenian has 4 forms, SPEC §9).
//
// Slovenian, the default locale (SPEC §2), is part of every page's first load. English is
// registered: the server and the tests register it at start, the browser loads it before
// hydrating an English page or rendering one after the language switch (./load-catalogue.ts).
// So a Slovenian page does not carry the English texts (issue #11; decision 044).
import { plural } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import type { MessageKey, Messages } from './message-keys';
import type { Message } from './message-types';
import { sl } from './sl';

export type MessageVars = Readonly<Record<string, string | number>>;

const catalogues: Partial<Record<Locale, Messages>> = { sl };

/** Makes a locale's catalogue available to translate(). */
export function registerCatalogue(locale: Locale, messages: Messages): void {
  catalogues[locale] = messages;
}

export function hasCatalogue(locale: Locale): boolean {
  return catalogues[locale] !== undefined;
}

/** The text of `key` in `locale`, {placeholders} filled from `vars`; plurals need `count`. */
export function translate(locale: Locale, key: MessageKey, vars: MessageVars = {}): string {
  // Slovenian stands in only if a page rendered before its catalogue arrived, which the loading
  // above rules out; a Slovenian word is better than a crash.
  return fillMessage((catalogues[locale] ?? sl)[key], locale, vars);
}

/** A catalogue message as text: its plural form for `count`, {placeholders} filled. */
export function fillMessage(message: Message, locale: Locale, vars: MessageVars = {}): string {
  const text =
    typeof message === 'string' ? message : plural(Number(vars.count ?? 0), message, locale);
  // Most texts have no placeholder: skip the regular expression (a page calls this hundreds of
  // times while rendering on the server).
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

export type Translate = (key: MessageKey, vars?: MessageVars) => string;
