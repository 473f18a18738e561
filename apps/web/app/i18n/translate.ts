// t(key, vars) without an i18n library: one catalogue per locale (ARCHITECTURE.md), plural
// forms through plural() of @gradnik/domain/format (Slovenian has 4 forms, SPEC §9).
import { plural } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { en } from './en';
import type { MessageKey, Messages } from './message-keys';
import type { Message } from './message-types';
import { sl } from './sl';

export type MessageVars = Readonly<Record<string, string | number>>;

const catalogues: Readonly<Record<Locale, Messages>> = { sl, en };

/** The text of `key` in `locale`, {placeholders} filled from `vars`; plurals need `count`. */
export function translate(locale: Locale, key: MessageKey, vars: MessageVars = {}): string {
  return fillMessage(catalogues[locale][key], locale, vars);
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
