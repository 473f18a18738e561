// Slovenian (and English) number, currency, date and plural formats: SPEC §1, §9.
import { CURRENCY } from './constants.ts';
import type { Locale } from './locale.ts';

const intlLocale = (locale: Locale) => (locale === 'sl' ? 'sl-SI' : 'en-GB');

const currencyFormats = new Map<Locale, Intl.NumberFormat>();

/** 1234.5 → '1234,50 €' and 12345.67 → '12.345,67 €' on the Slovenian side. */
export function formatCurrency(amount: number, locale: Locale = 'sl'): string {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: CURRENCY });
    currencyFormats.set(locale, format);
  }
  return format.format(amount);
}

// Building an Intl formatter costs far more than using one (issue #3: a category page formats
// hundreds of numbers on the server), so each (locale, digits) formatter is made once.
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, locale: Locale = 'sl', maxFractionDigits = 3): string {
  const key = `${locale}:${maxFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      maximumFractionDigits: maxFractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** SPEC §9: dates are DD. MM. YYYY (the same on both sides, as the retailer prints them). */
export function formatDate(date: Date | string | number): string {
  const d = date instanceof Date ? date : new Date(date);
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return `${dd}. ${mm}. ${d.getFullYear()}`;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Picks the plural form for `count`. Slovenian has four (one, two, few, other);
 * a catalogue entry missing a form falls back to 'other' (SPEC §9 fallback).
 */
export function plural(count: number, forms: PluralForms, locale: Locale = 'sl'): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale));
    pluralRules.set(locale, rules);
  }
  const rule = rules.select(count);
  return (forms[rule] ?? forms.other).replace('{count}', formatNumber(count, locale));
}

const ljubljanaDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Ljubljana',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment in Ljubljana time (the same on server and browser, so the page
 * hydrates without a mismatch): date as DD. MM. YYYY (SPEC §9) and time as HH:MM.
 */
export function ljubljanaDateTimeParts(at: Date | string): { date: string; time: string } {
  const parts = ljubljanaDateTime.formatToParts(typeof at === 'string' ? new Date(at) : at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('day')}. ${part('month')}. ${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}
