// Search service queries (SPEC §7 "Search service", ARCHITECTURE.md "Search", issue #3) on the
// search index of packages/db/src/schema/search.ts: PostgreSQL full text ('simple' tsvector of
// the unaccented names, code and EAN) for matching, f_unaccent so č/š/ž match c/s/z, and the
// keyword dictionary (search_keywords) for typeahead and typo correction.
//
// How a term is matched (one rule, used by results, autocomplete and the tests):
// 1. The term is normalised and split by PostgreSQL itself (`to_tsvector('simple',
//    lower(f_unaccent(term)))`), so its words are cut exactly like the indexed names.
// 2. Each word matches itself, any word it starts (`vrt` → vrtalnik; every word of 3+ characters
//    and always the last one, which the user may still be typing) and, when no dictionary word
//    starts with it, its typo corrections: the closest dictionary words within maxEdits() of it
//    (`cemnt` → cement, `dolzna` → dolzina). So a misspelt word finds what the right one finds.
// 3. Every word of the term must match (AND); a word's alternatives are OR'ed.
// 4. Rank: per word exact (1) > prefix (0.75) > correction (0.5 × similarity), summed; then
//    shorter names (the term covers more of them), then name and id for a stable order.
//
// Speed (issue #3: typeahead p95 <= 25 ms, results with facets <= 60 ms at 16 connections on
// 100 000 products). Trigram similarity over 100 000 names measured 30–300 ms a query, so typo
// tolerance works on the dictionary (a few thousand words, held in memory) and matching is one
// GIN bitmap scan of the narrow, category-clustered search_documents; the ranked ids, the total
// and every facet count come from one statement over the matched rows (a MATERIALIZED CTE). A term
// matching thousands of products still costs tens of milliseconds of database time, and PGlite
// runs queries on the server's only thread, so plans, result sets and keyword lists are kept for
// SEARCH_CACHE_TTL_MS per instance (ARCHITECTURE.md: caches are short-lived and per instance).
// Paging and facet clicks on the same term then cost one primary-key query for the page's rows.
// A product leaving the catalogue drops out of pages at once (the page query reads
// search_documents, which a trigger keeps current); totals and counts catch up within the TTL.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { executeRows, type Queryable } from '@gradnik/db/connection';
import type { Locale } from '@gradnik/domain/locale';

declare module 'fastify' {
  interface FastifyInstance {
    searchRepository: SearchRepository;
  }
}

/** Words shorter than this are never corrected: too many short words are one edit apart. */
export const MIN_FUZZY_LENGTH = 4;
/** Corrections kept per word (closest first). */
const MAX_CORRECTIONS = 5;

const EXACT_SCORE = 1;
const PREFIX_SCORE = 0.75;
const CORRECTION_SCORE = 0.5;

/** How long a computed plan, result set or keyword list serves before it is recomputed. */
export const SEARCH_CACHE_TTL_MS = 60_000;
/** Entries per cache; the oldest go first. A result set is at most a few hundred kB of ids. */
const CACHE_ENTRIES = 500;
const MATCHED_SET_ENTRIES = 100;

/**
 * Typo budget of a word by its length, as Elasticsearch's AUTO fuzziness: one edit for 4–5
 * characters, two from 6 (a transposition counts as one edit).
 */
export function maxEdits(length: number): number {
  if (length < MIN_FUZZY_LENGTH) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), by code point.
 * Stops early and returns `limit + 1` once the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        d = Math.min(d, (prevPrev[j - 2] ?? 0) + 1);
      }
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[t.length] ?? 0;
}

/**
 * A small time-bounded LRU of promises: concurrent callers of a missing key share one load,
 * and a failed load is not kept.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) {
      // Re-insert: Map order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry = { at: this.now(), value: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}

export interface DictionaryEntry extends Record<string, unknown> {
  keyword: string;
  /** `lower(f_unaccent(keyword))`, as stored. */
  normalized: string;
  words: number;
  total: number;
}

/** search_keywords in memory: typeahead and typo correction read it without a query. */
export interface Dictionary {
  /** Each language's keywords, largest total first. */
  byLocale: Record<Locale, DictionaryEntry[]>;
  /** The single words of both languages, once each (the correction candidates). */
  words: DictionaryEntry[];
  hasWordStartingWith(prefix: string): boolean;
  /** `lower(f_unaccent(term))` with runs of white space as one space, trimmed (see buildDictionary). */
  normalize(term: string): string;
}

/**
 * Character ranges whose `lower(f_unaccent(c))` the dictionary loads from PostgreSQL: Latin-1,
 * Latin Extended A/B and Additional, general punctuation, Latin ligatures. Typed text is then
 * normalised in memory by the database's own rule, without a query per keystroke.
 */
export const NORMALIZED_RANGES: [number, number][] = [
  [0x80, 0x24f],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0xfb00, 0xfb06],
];

export function buildDictionary(
  rows: (DictionaryEntry & { locale: Locale })[],
  characters: { c: string; n: string }[] = [],
): Dictionary {
  const fold = new Map(characters.map((row) => [row.c, row.n]));
  const byLocale: Record<Locale, DictionaryEntry[]> = { sl: [], en: [] };
  const words = new Map<string, DictionaryEntry>();
  for (const row of rows) {
    const entry = {
      keyword: row.keyword,
      normalized: row.normalized,
      words: row.words,
      total: row.total,
    };
    byLocale[row.locale].push(entry);
    const known = words.get(row.normalized);
    if (row.words === 1 && (!known || known.total < row.total)) words.set(row.normalized, entry);
  }
  const sorted = [...words.keys()].sort();
  return {
    byLocale,
    words: [...words.values()],
    hasWordStartingWith(prefix: string): boolean {
      // Binary search for the first word >= prefix: it starts with prefix if any does.
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((sorted[mid] ?? '') < prefix) lo = mid + 1;
        else hi = mid;
      }
      return (sorted[lo] ?? '').startsWith(prefix);
    },
    normalize(term: string): string {
      let out = '';
      // Outside the loaded ranges (ASCII above all) PostgreSQL's lower() is the same as ours.
      for (const ch of term) out += fold.get(ch) ?? ch.toLowerCase();
      return out.replace(/\s+/g, ' ').trim();
    },
  };
}

/**
 * The entries within the typo budget of `typed` (maxEdits) that are closest to it: 'dolzna'
 * gives dolzina (1 edit), not also dolzino (2), so a misspelt word finds what the right one
 * finds. Each with a similarity in (0, 1] for ranking.
 */
export function corrections<T extends { normalized: string }>(
  typed: string,
  candidates: T[],
): (T & { distance: number; similarity: number })[] {
  const length = [...typed].length;
  const budget = maxEdits(length);
  if (budget === 0) return [];
  const found: (T & { distance: number; similarity: number })[] = [];
  for (const c of candidates) {
    const other = [...c.normalized].length;
    if (Math.abs(other - length) > budget) continue;
    const distance = editDistance(typed, c.normalized, budget);
    if (distance <= budget) {
      found.push({ ...c, distance, similarity: 1 - distance / Math.max(length, other) });
    }
  }
  const best = Math.min(...found.map((c) => c.distance));
  return found
    .filter((c) => c.distance === best)
    .sort((a, b) => b.similarity - a.similarity || a.normalized.localeCompare(b.normalized));
}

/** A tsquery operand for one lexeme, quoted for the tsquery input syntax. */
function lexemeQuery(lexeme: string, prefix = false): string {
  const quoted = `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return prefix ? `${quoted}:*` : quoted;
}

export interface TermWord {
  /** Normalised (lower-case, unaccented) word of the term. */
  word: string;
  /** tsquery of the word itself. */
  exact: string;
  /** tsquery of the words it starts, or null (short, not last). */
  prefix: string | null;
  /** Typo corrections, closest first. */
  corrections: { word: string; query: string; similarity: number }[];
}

/** How a term matches: its words, and the tsquery that selects every matching product. */
export interface MatchPlan {
  words: TermWord[];
  /** AND over the words of (exact | prefix | corrections); null when the term has no words. */
  match: string | null;
}

/** Facet filters resolved to ids (the route maps `ff.attr.*` codes through the catalogue). */
export interface SearchFilters {
  /** Products in any of these categories (subtrees already expanded); null: no category filter. */
  categoryIds: number[] | null;
  /** Each: any of `optionIds` (OR); filters AND'ed. `allOptionIds`: every option of the attribute. */
  attributes: { attributeId: number; optionIds: number[]; allOptionIds: number[] }[];
}

export interface SearchHit {
  id: number;
  code: string;
  name: string;
  image: string | null;
}

/** Everything a term and its filters select, independent of the page. */
interface ResultSet {
  /** Matching product ids, best first. */
  ids: number[];
  /** Leaf category id → matching products, under every filter but the category's own. */
  categoryCounts: Map<number, number>;
  /** Option id → matching products, under every filter but its own attribute's (disjunctive). */
  optionCounts: Map<number, number>;
}

/**
 * Every product a term matches, best first, with what filters and facets read (issue #3: the
 * term's match is read once per TTL; each category × brand × option combination of it is then
 * filtered and counted here, not by another scan of the matched rows in the database).
 */
export interface MatchedSet {
  /** Product ids in rank order. */
  ids: Int32Array;
  /** Category id per row; 0 for none (ids are positive). */
  categoryIds: Int32Array;
  /** Row r's option ids are optionIds[optionStart[r] .. optionStart[r + 1]). */
  optionStart: Int32Array;
  optionIds: Int32Array;
}

export function matchedSetOf(
  rows: { product_id: unknown; category_id: unknown; option_ids: unknown }[],
): MatchedSet {
  const ids = new Int32Array(rows.length);
  const categoryIds = new Int32Array(rows.length);
  const optionStart = new Int32Array(rows.length + 1);
  const options: number[] = [];
  rows.forEach((row, r) => {
    ids[r] = Number(row.product_id);
    categoryIds[r] = row.category_id === null ? 0 : Number(row.category_id);
    optionStart[r] = options.length;
    if (Array.isArray(row.option_ids)) for (const id of row.option_ids) options.push(Number(id));
  });
  optionStart[rows.length] = options.length;
  return { ids, categoryIds, optionStart, optionIds: Int32Array.from(options) };
}

/**
 * The result set of `filters` over a term's matched rows — the same rules the database applied
 * before (decision 013): the ranked ids pass every filter; category counts drop the category
 * filter; option counts drop only their own attribute's filter (disjunctive facets), other
 * options count under every filter.
 */
export function filterMatchedSet(set: MatchedSet, filters: SearchFilters): ResultSet {
  const categories = filters.categoryIds === null ? null : new Set(filters.categoryIds);
  const attributes = filters.attributes.map((a) => new Set(a.optionIds));
  // Option id → the attribute filter that counts it (its own), or -1: counted under all filters.
  const countedBy = new Map<number, number>();
  filters.attributes.forEach((a, i) => {
    for (const id of a.allOptionIds) countedBy.set(id, i);
  });
  const ids: number[] = [];
  const categoryCounts = new Map<number, number>();
  const optionCounts = new Map<number, number>();
  const bump = (map: Map<number, number>, id: number) => map.set(id, (map.get(id) ?? 0) + 1);
  const { optionStart, optionIds } = set;
  for (let r = 0; r < set.ids.length; r++) {
    const from = optionStart[r] ?? 0;
    const to = optionStart[r + 1] ?? 0;
    const category = set.categoryIds[r] ?? 0;
    let failures = 0;
    // -1: the category filter failed; i >= 0: attribute filter i failed.
    let failed = -2;
    if (categories && !categories.has(category)) {
      failures++;
      failed = -1;
    }
    for (let i = 0; i < attributes.length && failures < 2; i++) {
      const wanted = attributes[i];
      let hit = false;
      for (let k = from; k < to && !hit; k++) hit = wanted?.has(optionIds[k] ?? 0) ?? false;
      if (!hit) {
        failures++;
        failed = i;
      }
    }
    if (failures >= 2) continue;
    if (failures === 0) ids.push(set.ids[r] ?? 0);
    if ((failures === 0 || failed === -1) && category !== 0) bump(categoryCounts, category);
    for (let k = from; k < to; k++) {
      const option = optionIds[k] ?? 0;
      const own = countedBy.get(option) ?? -1;
      // Counted when every filter but its own attribute's passes.
      if (failures === 0 ? true : own >= 0 && own === failed) bump(optionCounts, option);
    }
  }
  return { ids, categoryCounts, optionCounts };
}

export interface SearchPage {
  products: SearchHit[];
  total: number;
  categoryCounts: Map<number, number>;
  optionCounts: Map<number, number>;
}

export interface Snippets {
  products: SearchHit[];
  /** Category id → matching products, largest first. */
  categoryCounts: [number, number][];
  /** Categories whose name matches the term. */
  namedCategoryIds: number[];
}

export interface KeywordRow extends Record<string, unknown> {
  keyword: string;
  total: number;
}

function nameColumn(locale: Locale): SQL {
  return locale === 'en' ? sql`d.name_en` : sql`d.name_sl`;
}

/** Sum over the words of the best way each matches this row (see the header, rule 4). */
function scoreExpression(plan: MatchPlan): SQL {
  const perWord = plan.words.map((w) => {
    const branches: SQL[] = [
      sql`WHEN d.search_vector @@ ${w.exact}::tsquery THEN ${EXACT_SCORE}::real`,
    ];
    if (w.prefix) {
      branches.push(sql`WHEN d.search_vector @@ ${w.prefix}::tsquery THEN ${PREFIX_SCORE}::real`);
    }
    for (const c of w.corrections) {
      branches.push(
        sql`WHEN d.search_vector @@ ${c.query}::tsquery THEN ${CORRECTION_SCORE * c.similarity}::real`,
      );
    }
    return sql`(CASE ${sql.join(branches, sql` `)} ELSE 0::real END)`;
  });
  return perWord.length === 0 ? sql`0::real` : sql.join(perWord, sql` + `);
}

// Byte order ("C") for the name tie-break: the database's default collation would cost a
// strcoll() per comparison, and this key only has to be stable.
const RANK_ORDER = sql`score DESC, char_length(name), name COLLATE "C", product_id`;

/** The matched rows with their score, name in `locale` and the filter flags f0…fn. */
function matchedCte(match: string, plan: MatchPlan, locale: Locale, flags: (SQL | null)[]): SQL {
  const flagColumns = flags.map((flag, i) => sql`, ${flag ?? sql`true`} AS ${sql.raw(`f${i}`)}`);
  // A row failing two filters counts nowhere (each facet drops only its own filter): with two
  // or more filters such rows are not kept.
  const failures = flags.filter((flag) => flag !== null).map((flag) => sql`(NOT ${flag})::int`);
  const relevant = failures.length >= 2 ? sql`AND ${sql.join(failures, sql` + `)} <= 1` : sql``;
  return sql`WITH m AS MATERIALIZED (
    SELECT d.product_id, d.category_id, d.option_ids,
      ${nameColumn(locale)} AS name, ${scoreExpression(plan)} AS score ${sql.join(flagColumns, sql``)}
    FROM search_documents d
    WHERE d.search_vector @@ ${match}::tsquery ${relevant}
  )`;
}

interface CountRow extends Record<string, unknown> {
  kind: string;
  id: number | null;
  n: number;
  ids: number[] | null;
}

export function createSearchRepository(db: Queryable, opts: { ttlMs?: number } = {}) {
  const ttl = opts.ttlMs ?? SEARCH_CACHE_TTL_MS;
  const plans = new TtlCache<MatchPlan>(ttl, CACHE_ENTRIES);
  const resultSets = new TtlCache<ResultSet>(ttl, CACHE_ENTRIES);
  // Fewer than the result sets: one common word can match tens of thousands of rows
  // (~16 bytes per row plus its options).
  const matchedSets = new TtlCache<MatchedSet>(ttl, MATCHED_SET_ENTRIES);
  const snippetSets = new TtlCache<Snippets>(ttl, CACHE_ENTRIES);
  const keywordLists = new TtlCache<KeywordRow[]>(ttl, CACHE_ENTRIES);
  const dictionaries = new TtlCache<Dictionary>(ttl, 1);

  /** The keyword dictionary, held in memory for the TTL (a few thousand short rows). */
  function dictionary(): Promise<Dictionary> {
    return dictionaries.get('all', async () => {
      const ranges = NORMALIZED_RANGES.map(
        ([from, to]) => sql`SELECT generate_series(${from}::int, ${to}::int) AS code`,
      );
      const [rows, characters] = await Promise.all([
        executeRows<DictionaryEntry & { locale: Locale }>(
          db,
          sql`SELECT locale, keyword, keyword_unaccented AS normalized, words, total
              FROM search_keywords ORDER BY total DESC, keyword`,
        ),
        executeRows<{ c: string; n: string }>(
          db,
          sql`SELECT chr(code) AS c, lower(public.f_unaccent(chr(code))) AS n
              FROM (${sql.join(ranges, sql` UNION ALL `)}) codes`,
        ),
      ]);
      return buildDictionary(rows, characters);
    });
  }

  /** Splits and normalises the term in PostgreSQL, then corrects words the dictionary lacks. */
  async function computePlan(term: string): Promise<MatchPlan> {
    const [tokens, dict] = await Promise.all([
      executeRows<{ lexeme: string; pos: number }>(
        db,
        sql`SELECT t.lexeme, t.positions[1] AS pos
            FROM unnest(to_tsvector('simple'::regconfig, lower(public.f_unaccent(${term})))) AS t
            ORDER BY pos`,
      ),
      dictionary(),
    ]);
    if (tokens.length === 0) return { words: [], match: null };

    const last = tokens.length - 1;
    const words: TermWord[] = tokens.map((t, i) => {
      // A word some dictionary word starts with is being typed, not misspelt.
      const typo = !/\d/.test(t.lexeme) && !dict.hasWordStartingWith(t.lexeme);
      return {
        word: t.lexeme,
        exact: lexemeQuery(t.lexeme),
        prefix: i === last || [...t.lexeme].length >= 3 ? lexemeQuery(t.lexeme, true) : null,
        corrections: typo
          ? corrections(t.lexeme, dict.words)
              .slice(0, MAX_CORRECTIONS)
              .map((c) => ({
                word: c.normalized,
                query: lexemeQuery(c.normalized),
                similarity: c.similarity,
              }))
          : [],
      };
    });
    const match = words
      .map((w) => {
        const alternatives = [w.exact, w.prefix, ...w.corrections.map((c) => c.query)];
        return `(${alternatives.filter(Boolean).join(' | ')})`;
      })
      .join(' & ');
    return { words, match };
  }

  /** Every product the term matches, ranked, with its category and options (one scan). */
  async function computeMatchedSet(match: string, plan: MatchPlan, locale: Locale) {
    const rows = await executeRows<{
      product_id: number;
      category_id: number | null;
      option_ids: number[] | null;
    }>(
      db,
      sql`${matchedCte(match, plan, locale, [])}
        SELECT product_id, category_id, option_ids FROM m ORDER BY ${RANK_ORDER}`,
    );
    return matchedSetOf(rows);
  }

  async function computeSnippets(
    match: string,
    plan: MatchPlan,
    locale: Locale,
    limit: number,
  ): Promise<Snippets> {
    const rows = await executeRows<
      CountRow & { code: string | null; name: string | null; image: string | null }
    >(
      db,
      sql`${matchedCte(match, plan, locale, [])}
        (SELECT 'p' AS kind, page.product_id AS id, page.n, d.code, ${nameColumn(locale)} AS name, d.image
          FROM (
            SELECT product_id, (row_number() OVER ())::int AS n
            FROM (SELECT product_id FROM m ORDER BY ${RANK_ORDER} LIMIT ${limit}) best
          ) page
          JOIN search_documents d USING (product_id))
        UNION ALL
        (SELECT 'c', category_id, count(*)::int, NULL, NULL, NULL
          FROM m WHERE category_id IS NOT NULL GROUP BY category_id)
        UNION ALL
        (SELECT 'k', c.id, c.depth, NULL, NULL, NULL
          FROM categories c
          WHERE to_tsvector('simple'::regconfig, lower(public.f_unaccent(c.name_sl || ' ' || c.name_en))) @@ ${match}::tsquery)`,
    );
    const products: (SearchHit & { n: number })[] = [];
    const counts: [number, number][] = [];
    const named: { id: number; depth: number }[] = [];
    for (const row of rows) {
      const id = row.id ?? 0;
      if (row.kind === 'p') {
        products.push({
          id,
          code: row.code ?? '',
          name: row.name ?? '',
          image: row.image,
          n: row.n,
        });
      } else if (row.kind === 'c') counts.push([id, row.n]);
      else named.push({ id, depth: row.n });
    }
    return {
      products: products.sort((a, b) => a.n - b.n).map(({ n: _n, ...hit }) => hit),
      categoryCounts: counts.sort((a, b) => b[1] - a[1] || a[0] - b[0]),
      namedCategoryIds: named.sort((a, b) => a.depth - b.depth || a.id - b.id).map((c) => c.id),
    };
  }

  /** The rows of one page, in the order of `ids`; ids no longer in the index are left out. */
  async function pageRows(ids: number[], locale: Locale): Promise<SearchHit[]> {
    if (ids.length === 0) return [];
    const rows = await executeRows<{
      id: number;
      code: string;
      name: string;
      image: string | null;
    }>(
      db,
      sql`SELECT d.product_id AS id, d.code, ${nameColumn(locale)} AS name, d.image
          FROM search_documents d WHERE d.product_id = ANY(${sql.param(ids)}::int[])`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ id: row.id, code: row.code, name: row.name, image: row.image }] : [];
    });
  }

  async function computeKeywords(
    term: string,
    locale: Locale,
    limit: number,
  ): Promise<KeywordRow[]> {
    const dict = await dictionary();
    const typed = dict.normalize(term);
    if (typed === '') return [];
    const list = dict.byLocale[locale];
    const prefixed: DictionaryEntry[] = [];
    for (const entry of list) {
      if (entry.normalized.startsWith(typed) || entry.normalized.includes(` ${typed}`)) {
        prefixed.push(entry);
        if (prefixed.length === limit) break;
      }
    }
    // Only when nothing starts with the term: its closest corrections, still sorted by total.
    const chosen = prefixed.length > 0 ? prefixed : corrections(typed, list);
    return chosen
      .sort((a, b) => b.total - a.total || a.keyword.localeCompare(b.keyword))
      .slice(0, limit)
      .map((e) => ({ keyword: e.keyword, total: e.total }));
  }

  return {
    /** A term as typeahead compares it with keywords: `lower(f_unaccent(term))`, spaces folded. */
    async normalize(term: string): Promise<string> {
      return (await dictionary()).normalize(term);
    },

    /** How `term` matches (cached per term). */
    plan(term: string): Promise<MatchPlan> {
      const key = term.trim();
      if (key === '') return Promise.resolve({ words: [], match: null });
      return plans.get(key, () => computePlan(key));
    },

    /** One results page with its total and facet counts (SPEC §2 Search results). */
    async results(
      plan: MatchPlan,
      locale: Locale,
      filters: SearchFilters,
      page: { offset: number; limit: number },
    ): Promise<SearchPage> {
      const { match } = plan;
      if (match === null) {
        return { products: [], total: 0, categoryCounts: new Map(), optionCounts: new Map() };
      }
      const key = JSON.stringify([locale, match, filters.categoryIds, filters.attributes]);
      const set = await resultSets.get(key, async () =>
        filterMatchedSet(
          await matchedSets.get(JSON.stringify([locale, match]), () =>
            computeMatchedSet(match, plan, locale),
          ),
          filters,
        ),
      );
      return {
        products: await pageRows(set.ids.slice(page.offset, page.offset + page.limit), locale),
        total: set.ids.length,
        categoryCounts: set.categoryCounts,
        optionCounts: set.optionCounts,
      };
    },

    /** Autocomplete snippets: the best products, categories by matches and by name. */
    snippets(plan: MatchPlan, locale: Locale, limit: number): Promise<Snippets> {
      const { match } = plan;
      if (match === null) {
        return Promise.resolve({ products: [], categoryCounts: [], namedCategoryIds: [] });
      }
      return snippetSets.get(JSON.stringify([locale, match, limit]), () =>
        computeSnippets(match, plan, locale, limit),
      );
    },

    /**
     * Typeahead keywords (SPEC §7, §9): those starting with the term, or with a word of a phrase
     * starting with it; only when there are none, the term's typo corrections. Sorted by total.
     */
    keywords(term: string, locale: Locale, limit: number): Promise<KeywordRow[]> {
      const key = term.trim();
      if (key === '') return Promise.resolve([]);
      return keywordLists.get(JSON.stringify([locale, key, limit]), () =>
        computeKeywords(key, locale, limit),
      );
    },

    /** Forgets every cached plan, result and keyword list (after refresh_search_index(), tests). */
    clearCache(): void {
      plans.clear();
      resultSets.clear();
      matchedSets.clear();
      snippetSets.clear();
      keywordLists.clear();
      dictionaries.clear();
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

export const searchRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('searchRepository', createSearchRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-search-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
