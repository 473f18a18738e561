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
//    starts with it, its typo corrections: dictionary words within MAX_EDITS of it (found with the
//    trigram index, confirmed by edit distance): `cemnt` → cement, `dolzna` → dolzina.
// 3. Every word of the term must match (AND); a word's alternatives are OR'ed.
// 4. Rank: per word exact (1) > prefix (0.75) > correction (0.5 × trigram similarity), summed;
//    then shorter names (the term covers more of them), then name and id for a stable order.
//
// Costs (issue #3 speed targets; EXPLAIN on 100 000 products): matching is one GIN bitmap scan of
// search_documents; page, total and every facet count come from one statement over the matched
// rows (a MATERIALIZED CTE), so a request is 2–3 round trips whatever the page or facet count.
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

export interface SearchPage {
  products: SearchHit[];
  total: number;
  /** Leaf category id → matching products, under every filter but the category's own. */
  categoryCounts: Map<number, number>;
  /** Option id → matching products, under every filter but its own attribute's (disjunctive). */
  optionCounts: Map<number, number>;
}

export interface Snippets {
  products: SearchHit[];
  /** Category id → matching products, largest first. */
  categoryCounts: [number, number][];
  /** Categories whose name matches the term. */
  namedCategoryIds: number[];
}

export interface KeywordRow {
  keyword: string;
  total: number;
}

function nameColumn(locale: Locale): SQL {
  return locale === 'en' ? sql`d.name_en` : sql`d.name_sl`;
}

/** Sum over the words of the best way each matches this row (see the header, rule 4). */
function scoreExpression(plan: MatchPlan): SQL {
  const perWord = plan.words.map((w) => {
    const branches: SQL[] = [sql`WHEN d.search_vector @@ ${w.exact}::tsquery THEN ${EXACT_SCORE}::real`];
    if (w.prefix) branches.push(sql`WHEN d.search_vector @@ ${w.prefix}::tsquery THEN ${PREFIX_SCORE}::real`);
    for (const c of w.corrections) {
      branches.push(
        sql`WHEN d.search_vector @@ ${c.query}::tsquery THEN ${CORRECTION_SCORE * c.similarity}::real`,
      );
    }
    return sql`(CASE ${sql.join(branches, sql` `)} ELSE 0::real END)`;
  });
  return perWord.length === 0 ? sql`0::real` : sql.join(perWord, sql` + `);
}

const RANK_ORDER = sql`score DESC, char_length(name), name, product_id`;

interface ResultRow extends Record<string, unknown> {
  kind: string;
  id: number | null;
  name: string | null;
  code: string | null;
  image: string | null;
  n: number;
}

export function createSearchRepository(db: Queryable) {
  /** Splits and normalises the term in PostgreSQL, then looks up corrections for unknown words. */
  async function plan(term: string): Promise<MatchPlan> {
    if (term.trim() === '') return { words: [], match: null };
    const tokens = await executeRows<{ lexeme: string; pos: number; known: boolean }>(
      db,
      sql`SELECT t.lexeme, t.positions[1] AS pos,
            EXISTS (SELECT 1 FROM search_keywords k WHERE k.words = 1 AND starts_with(k.keyword_unaccented, t.lexeme)) AS known
          FROM unnest(to_tsvector('simple'::regconfig, lower(public.f_unaccent(${term})))) AS t
          ORDER BY pos`,
    );
    if (tokens.length === 0) return { words: [], match: null };

    const typos = tokens
      .filter((t) => !t.known && maxEdits(t.lexeme.length) > 0 && !/\d/.test(t.lexeme))
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
        const budget = maxEdits(row.token.length);
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
      corrections: (candidates.get(t.lexeme) ?? [])
        .sort((a, b) => a.distance - b.distance || b.similarity - a.similarity || a.word.localeCompare(b.word))
        .slice(0, MAX_CORRECTIONS)
        .map((c) => ({ word: c.word, query: lexemeQuery(c.word), similarity: c.similarity })),
    }));
    const match = words
      .map((w) => `(${[w.exact, w.prefix, ...w.corrections.map((c) => c.query)].filter(Boolean).join(' | ')})`)
      .join(' & ');
    return { words, match };
  }

  /** The matched rows with their score, name in `locale` and the filter flags f0…fn. */
  function matchedCte(matchPlan: MatchPlan & { match: string }, locale: Locale, flags: SQL[]): SQL {
    const flagColumns = flags.map((flag, i) => sql`, ${flag} AS ${sql.raw(`f${i}`)}`);
    return sql`WITH m AS MATERIALIZED (
      SELECT d.product_id, d.category_id, d.option_ids, d.code, d.image,
        ${nameColumn(locale)} AS name, ${scoreExpression(matchPlan)} AS score ${sql.join(flagColumns, sql``)}
      FROM search_documents d
      WHERE d.search_vector @@ ${matchPlan.match}::tsquery
    )`;
  }

  return {
    plan,

    /** One results page with its total and facet counts (SPEC §2 Search results). */
    async results(
      matchPlan: MatchPlan,
      locale: Locale,
      filters: SearchFilters,
      page: { offset: number; limit: number },
    ): Promise<SearchPage> {
      const empty: SearchPage = { products: [], total: 0, categoryCounts: new Map(), optionCounts: new Map() };
      if (matchPlan.match === null) return empty;

      // Flag f0 is the category filter, f1… one per attribute filter.
      const flags: SQL[] = [
        filters.categoryIds === null ? sql`true` : sql`d.category_id = ANY(${sql.param(filters.categoryIds)}::int[])`,
        ...filters.attributes.map((a) => sql`d.option_ids && ${sql.param(a.optionIds)}::int[]`),
      ];
      const all = (except?: number) => {
        const kept = flags.map((_, i) => i).filter((i) => i !== except);
        return sql.raw(kept.map((i) => `f${i}`).join(' AND ') || 'true');
      };

      const arms: SQL[] = [
        sql`(SELECT 'p' AS kind, product_id AS id, name, code, image,
              (row_number() OVER (ORDER BY ${RANK_ORDER}))::int AS n
            FROM m WHERE ${all()} ORDER BY ${RANK_ORDER} LIMIT ${page.limit} OFFSET ${page.offset})`,
        sql`(SELECT 't', NULL::int, NULL::text, NULL::text, NULL::text, count(*)::int FROM m WHERE ${all()})`,
        sql`(SELECT 'c', category_id, NULL::text, NULL::text, NULL::text, count(*)::int
            FROM m WHERE ${all(0)} AND category_id IS NOT NULL GROUP BY category_id)`,
        sql`(SELECT 'o', o.option_id, NULL::text, NULL::text, NULL::text, count(*)::int
            FROM m CROSS JOIN LATERAL unnest(m.option_ids) AS o(option_id) WHERE ${all()} GROUP BY o.option_id)`,
        // Disjunctive facets: an attribute's own selection does not narrow its option counts.
        ...filters.attributes.map(
          (a, i) =>
            sql`(SELECT ${`o${i + 1}`}::text, o.option_id, NULL::text, NULL::text, NULL::text, count(*)::int
                FROM m CROSS JOIN LATERAL unnest(m.option_ids) AS o(option_id)
                WHERE ${all(i + 1)} AND o.option_id = ANY(${sql.param(a.allOptionIds)}::int[])
                GROUP BY o.option_id)`,
        ),
      ];
      const rows = await executeRows<ResultRow>(
        db,
        sql`${matchedCte({ ...matchPlan, match: matchPlan.match }, locale, flags)} ${sql.join(arms, sql` UNION ALL `)}`,
      );

      const result = empty;
      const hits: (SearchHit & { n: number })[] = [];
      const filtered = new Set<number>();
      for (const a of filters.attributes) for (const id of a.allOptionIds) filtered.add(id);
      for (const row of rows) {
        const id = row.id ?? 0;
        if (row.kind === 'p') {
          hits.push({ id, code: row.code ?? '', name: row.name ?? '', image: row.image, n: row.n });
        } else if (row.kind === 't') {
          result.total = row.n;
        } else if (row.kind === 'c') {
          result.categoryCounts.set(id, row.n);
        } else if (row.kind === 'o') {
          if (!filtered.has(id)) result.optionCounts.set(id, row.n);
        } else {
          result.optionCounts.set(id, row.n);
        }
      }
      result.products = hits.sort((a, b) => a.n - b.n).map(({ n: _n, ...hit }) => hit);
      return result;
    },

    /** Autocomplete snippets: the best products, categories by matches and by name. */
    async snippets(matchPlan: MatchPlan, locale: Locale, limit: number): Promise<Snippets> {
      if (matchPlan.match === null) return { products: [], categoryCounts: [], namedCategoryIds: [] };
      const match = matchPlan.match;
      const rows = await executeRows<ResultRow>(
        db,
        sql`${matchedCte({ ...matchPlan, match }, locale, [])}
          (SELECT 'p' AS kind, product_id AS id, name, code, image,
              (row_number() OVER (ORDER BY ${RANK_ORDER}))::int AS n
            FROM m ORDER BY ${RANK_ORDER} LIMIT ${limit})
          UNION ALL
          (SELECT 'c', category_id, NULL::text, NULL::text, NULL::text, count(*)::int
            FROM m WHERE category_id IS NOT NULL GROUP BY category_id)
          UNION ALL
          (SELECT 'k', c.id, NULL::text, NULL::text, NULL::text, c.depth
            FROM categories c
            WHERE to_tsvector('simple'::regconfig, lower(public.f_unaccent(c.name_sl || ' ' || c.name_en))) @@ ${match}::tsquery)`,
      );
      const products: (SearchHit & { n: number })[] = [];
      const counts: [number, number][] = [];
      const named: { id: number; depth: number }[] = [];
      for (const row of rows) {
        const id = row.id ?? 0;
        if (row.kind === 'p') products.push({ id, code: row.code ?? '', name: row.name ?? '', image: row.image, n: row.n });
        else if (row.kind === 'c') counts.push([id, row.n]);
        else named.push({ id, depth: row.n });
      }
      return {
        products: products.sort((a, b) => a.n - b.n).map(({ n: _n, ...hit }) => hit),
        categoryCounts: counts.sort((a, b) => b[1] - a[1] || a[0] - b[0]),
        namedCategoryIds: named.sort((a, b) => a.depth - b.depth || a.id - b.id).map((c) => c.id),
      };
    },

    /**
     * Typeahead keywords (SPEC §7, §9): those starting with the term, or with a word of a phrase
     * starting with it; only when there are none, the term's typo corrections. Sorted by total.
     */
    async keywords(term: string, locale: Locale, limit: number): Promise<KeywordRow[]> {
      if (term.trim() === '') return [];
      const rows = await executeRows<{
        keyword: string;
        total: number;
        prefix: boolean;
        normalized: string;
        term: string;
      }>(
        db,
        sql`WITH q AS (SELECT btrim(regexp_replace(lower(public.f_unaccent(${term})), '\\s+', ' ', 'g')) AS p)
          (SELECT k.keyword, k.total, true AS prefix, k.keyword_unaccented AS normalized, q.p AS term
            FROM search_keywords k, q
            WHERE k.locale = ${locale}
              AND (starts_with(k.keyword_unaccented, q.p) OR strpos(k.keyword_unaccented, ' ' || q.p) > 0)
            ORDER BY k.total DESC, k.keyword LIMIT ${limit})
          UNION ALL
          (SELECT k.keyword, k.total, false, k.keyword_unaccented, q.p
            FROM search_keywords k, q
            WHERE k.locale = ${locale} AND k.keyword_unaccented % q.p
            ORDER BY similarity(k.keyword_unaccented, q.p) DESC, k.keyword LIMIT ${MAX_CANDIDATES})`,
      );
      const prefixed = rows.filter((r) => r.prefix);
      const chosen =
        prefixed.length > 0
          ? prefixed
          : rows.filter((r) => {
              const budget = maxEdits([...r.term].length);
              return budget > 0 && editDistance(r.term, r.normalized, budget) <= budget;
            });
      return chosen
        .sort((a, b) => b.total - a.total || a.keyword.localeCompare(b.keyword))
        .slice(0, limit)
        .map((r) => ({ keyword: r.keyword, total: r.total }));
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
