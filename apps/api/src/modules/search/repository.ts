// Search service queries (SPEC §7 "Search service", ARCHITECTURE.md "Search", issue #3) on the
// search index of packages/db/src/schema/search.ts: PostgreSQL full text ('simple' tsvector of
// the unaccented names, code and EAN) for matching, pg_trgm on the keyword dictionary for typo
// correction, f_unaccent so č/š/ž match c/s/z.
//
// How a term is matched (one rule, used by results, autocomplete and the tests):
// 1. The term is normalised and split by PostgreSQL itself (`to_tsvector('simple',
//    lower(f_unaccent(term)))`), so its words are cut exactly like the indexed names.
// 2. Each word matches itself, any word it starts (`vrt` → vrtalnik; every word of 3+ characters
//    and always the last one, which the user may still be typing) and, when no dictionary word
//    starts with it, its typo corrections: the closest dictionary words within maxEdits() of it
//    (candidates from the trigram index, confirmed by edit distance): `cemnt` → cement,
//    `dolzna` → dolzina. So a misspelt word finds what the right one finds.
// 3. Every word of the term must match (AND); a word's alternatives are OR'ed.
// 4. Rank: per word exact (1) > prefix (0.75) > correction (0.5 × trigram similarity), summed;
//    then shorter names (the term covers more of them), then name and id for a stable order.
//
// Speed (issue #3: typeahead p95 <= 25 ms, results with facets <= 60 ms at 16 connections on
// 100 000 products). Matching is one GIN bitmap scan of the narrow, category-clustered
// search_documents; the ranked ids, the total and every facet count come from one statement
// over the matched rows (a MATERIALIZED CTE). A term matching thousands of products still costs
// tens of milliseconds of database time, and PGlite runs queries on the server's only thread,
// so results, plans and keywords are kept for SEARCH_CACHE_TTL_MS per instance
// (ARCHITECTURE.md: caches are short-lived and per instance). Paging and facet clicks on the
// same term then cost one primary-key query for the page's 12 rows. A product leaving the
// catalogue drops out of pages at once (the page query reads search_documents, which a trigger
// keeps current); totals and counts catch up within the TTL.
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
/** Trigram candidates fetched per word before the edit-distance check. */
const MAX_CANDIDATES = 30;

const EXACT_SCORE = 1;
const PREFIX_SCORE = 0.75;
const CORRECTION_SCORE = 0.5;

/** How long a computed plan, result set or keyword list serves before it is recomputed. */
export const SEARCH_CACHE_TTL_MS = 60_000;
/** Entries per cache; the oldest go first. A result set is at most a few hundred kB of ids. */
const CACHE_ENTRIES = 500;

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

/** The candidates at the smallest edit distance among them. */
function closest<T extends { distance: number }>(candidates: T[]): T[] {
  const best = Math.min(...candidates.map((c) => c.distance));
  return candidates.filter((c) => c.distance === best);
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
function matchedCte(match: string, plan: MatchPlan, locale: Locale, flags: SQL[]): SQL {
  const flagColumns = flags.map((flag, i) => sql`, ${flag} AS ${sql.raw(`f${i}`)}`);
  return sql`WITH m AS MATERIALIZED (
    SELECT d.product_id, d.category_id, d.option_ids,
      ${nameColumn(locale)} AS name, ${scoreExpression(plan)} AS score ${sql.join(flagColumns, sql``)}
    FROM search_documents d
    WHERE d.search_vector @@ ${match}::tsquery
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
  const snippetSets = new TtlCache<Snippets>(ttl, CACHE_ENTRIES);
  const keywordLists = new TtlCache<KeywordRow[]>(ttl, CACHE_ENTRIES);

  /** Splits and normalises the term in PostgreSQL, then looks up corrections for unknown words. */
  async function computePlan(term: string): Promise<MatchPlan> {
    const tokens = await executeRows<{ lexeme: string; pos: number; known: boolean }>(
      db,
      sql`SELECT t.lexeme, t.positions[1] AS pos,
            EXISTS (SELECT 1 FROM search_keywords k WHERE k.words = 1 AND starts_with(k.keyword_unaccented, t.lexeme)) AS known
          FROM unnest(to_tsvector('simple'::regconfig, lower(public.f_unaccent(${term})))) AS t
          ORDER BY pos`,
    );
    if (tokens.length === 0) return { words: [], match: null };

    const typos = tokens
      .filter((t) => !t.known && maxEdits([...t.lexeme].length) > 0 && !/\d/.test(t.lexeme))
      .map((t) => t.lexeme);
    const candidates = new Map<string, { word: string; similarity: number; distance: number }[]>();
    if (typos.length > 0) {
      const rows = await executeRows<{ token: string; word: string; sim: number }>(
        db,
        sql`SELECT t.token, k.word, similarity(k.word, t.token) AS sim
            FROM unnest(${sql.param(typos)}::text[]) AS t(token)
            CROSS JOIN LATERAL (
              SELECT DISTINCT s.keyword_unaccented AS word FROM search_keywords s
              WHERE s.words = 1 AND s.keyword_unaccented % t.token
              ORDER BY 1 LIMIT ${MAX_CANDIDATES}
            ) k`,
      );
      for (const row of rows) {
        const budget = maxEdits([...row.token].length);
        const distance = editDistance(row.token, row.word, budget);
        if (distance > budget) continue;
        const list = candidates.get(row.token) ?? [];
        list.push({ word: row.word, similarity: Number(row.sim), distance });
        candidates.set(row.token, list);
      }
    }

    const last = tokens.length - 1;
    const words: TermWord[] = tokens.map((t, i) => ({
      word: t.lexeme,
      exact: lexemeQuery(t.lexeme),
      prefix: i === last || [...t.lexeme].length >= 3 ? lexemeQuery(t.lexeme, true) : null,
      // Only the closest corrections: 'dolzna' means dolzina (1 edit), not also dolzino (2).
      corrections: closest(candidates.get(t.lexeme) ?? [])
        .sort(
          (a, b) =>
            a.distance - b.distance || b.similarity - a.similarity || a.word.localeCompare(b.word),
        )
        .slice(0, MAX_CORRECTIONS)
        .map((c) => ({ word: c.word, query: lexemeQuery(c.word), similarity: c.similarity })),
    }));
    const match = words
      .map((w) => {
        const alternatives = [w.exact, w.prefix, ...w.corrections.map((c) => c.query)];
        return `(${alternatives.filter(Boolean).join(' | ')})`;
      })
      .join(' & ');
    return { words, match };
  }

  async function computeResultSet(
    match: string,
    plan: MatchPlan,
    locale: Locale,
    filters: SearchFilters,
  ): Promise<ResultSet> {
    // Flag f0 is the category filter, f1… one per attribute filter.
    const flags: SQL[] = [
      filters.categoryIds === null
        ? sql`true`
        : sql`d.category_id = ANY(${sql.param(filters.categoryIds)}::int[])`,
      ...filters.attributes.map((a) => sql`d.option_ids && ${sql.param(a.optionIds)}::int[]`),
    ];
    const all = (except?: number) => {
      const kept = flags.map((_, i) => i).filter((i) => i !== except);
      return sql.raw(kept.map((i) => `f${i}`).join(' AND ') || 'true');
    };
    // unnest() in the select list (ProjectSet) is several times cheaper than a lateral join.
    const optionCounts = (where: SQL) =>
      sql`SELECT option_id, count(*)::int AS n
          FROM (SELECT unnest(option_ids) AS option_id FROM m WHERE ${where}) o GROUP BY option_id`;
    const arms: SQL[] = [
      sql`(SELECT 'r' AS kind, NULL::int AS id, count(*)::int AS n,
            array_agg(product_id ORDER BY ${RANK_ORDER}) AS ids FROM m WHERE ${all()})`,
      sql`(SELECT 'c', category_id, count(*)::int, NULL::int[]
            FROM m WHERE ${all(0)} AND category_id IS NOT NULL GROUP BY category_id)`,
      sql`(SELECT 'o', option_id, n, NULL::int[] FROM (${optionCounts(all())}) o)`,
      // Disjunctive facets: an attribute's own selection does not narrow its option counts.
      // Every option is counted (a hash aggregate over a few hundred groups); only the
      // attribute's own are kept below.
      ...filters.attributes.map(
        (_, i) =>
          sql`(SELECT ${`o${i + 1}`}::text, option_id, n, NULL::int[] FROM (${optionCounts(all(i + 1))}) o)`,
      ),
    ];
    const rows = await executeRows<CountRow>(
      db,
      sql`${matchedCte(match, plan, locale, flags)} ${sql.join(arms, sql` UNION ALL `)}`,
    );
    // Which attribute filter (kind `o<i>`) counts each filtered attribute's options.
    const countedBy = new Map<number, string>();
    filters.attributes.forEach((a, i) => {
      for (const id of a.allOptionIds) countedBy.set(id, `o${i + 1}`);
    });
    const set: ResultSet = { ids: [], categoryCounts: new Map(), optionCounts: new Map() };
    for (const row of rows) {
      const id = row.id ?? 0;
      if (row.kind === 'r') set.ids = (row.ids ?? []).map(Number);
      else if (row.kind === 'c') set.categoryCounts.set(id, row.n);
      else if (row.kind === (countedBy.get(id) ?? 'o')) set.optionCounts.set(id, row.n);
    }
    return set;
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
    const normalized = sql`btrim(regexp_replace(lower(public.f_unaccent(${term})), '\\s+', ' ', 'g'))`;
    const prefixed = await executeRows<KeywordRow>(
      db,
      sql`SELECT k.keyword, k.total FROM search_keywords k
          WHERE k.locale = ${locale}
            AND (starts_with(k.keyword_unaccented, ${normalized}) OR strpos(k.keyword_unaccented, ' ' || ${normalized}) > 0)
          ORDER BY k.total DESC, k.keyword LIMIT ${limit}`,
    );
    // No typo budget for a short term (see maxEdits): nothing a fuzzy lookup could confirm.
    if (prefixed.length > 0 || maxEdits([...term].length) === 0) return prefixed;
    const fuzzy = await executeRows<KeywordRow & { normalized: string; term: string }>(
      db,
      sql`SELECT k.keyword, k.total, k.keyword_unaccented AS normalized, q.p AS term
          FROM search_keywords k, (SELECT ${normalized} AS p) q
          WHERE k.locale = ${locale} AND k.keyword_unaccented % q.p
          ORDER BY similarity(k.keyword_unaccented, q.p) DESC, k.keyword LIMIT ${MAX_CANDIDATES}`,
    );
    const corrections = fuzzy.flatMap((r) => {
      const budget = maxEdits([...r.term].length);
      const distance = editDistance(r.term, r.normalized, budget);
      return distance <= budget ? [{ ...r, distance }] : [];
    });
    return closest(corrections)
      .sort((a, b) => b.total - a.total || a.keyword.localeCompare(b.keyword))
      .slice(0, limit)
      .map((r) => ({ keyword: r.keyword, total: r.total }));
  }

  return {
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
      const set = await resultSets.get(key, () => computeResultSet(match, plan, locale, filters));
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
      snippetSets.clear();
      keywordLists.clear();
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
