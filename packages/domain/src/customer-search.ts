// The agent's and the admin's customer search (issue #13; decision 031): how the typed text
// becomes words. Every word must match. A word of digits only is a partner number (agents find
// companies by it, SPEC §3 Partner.PartnerNo): it matches partner numbers by prefix, never
// names or e-mails, so '71' does not scan every user whose e-mail holds '71'. Any other word
// matches names, e-mails and company names anywhere in them.

export type CustomerSearchWord =
  { kind: 'partnerNo'; prefix: string } | { kind: 'text'; text: string };

/** The search's words, each once, in the order typed. */
export function customerSearchWords(search: string | undefined): CustomerSearchWord[] {
  if (!search) return [];
  const words = [...new Set(search.split(/\s+/).filter((word) => word.length > 0))];
  return words.map((word) =>
    /^\d+$/.test(word) ? { kind: 'partnerNo', prefix: word } : { kind: 'text', text: word },
  );
}
