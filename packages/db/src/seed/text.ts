// Small text helpers for the demo data.

// The slug rule lives in packages/domain (SPEC §3 CMS page slug; one rule, one place): the
// seed's CMS slugs and category URL segments must equal what the API derives.
export { slugify, stripDiacritics } from '@gradnik/domain/slug';

/** Slovenian decimal formatting for names: 1.44 → '1,44', 42.5 → '42,5'. */
export function slNumber(value: number): string {
  return String(value).replace('.', ',');
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
