import { sql } from 'drizzle-orm';
import { openDatabase, executeRows } from './packages/db/src/connection.ts';
import { createSearchRepository } from './apps/api/src/modules/search/repository.ts';
const h = await openDatabase({ dataDir: 'bench/.data/pglite-100k' });
const db = h.db;
async function time(label: string, f: () => Promise<unknown>, n = 20) {
  await f();
  const t = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(label.padEnd(40), ((performance.now() - t) / n).toFixed(2), 'ms');
}
await time('select 1', () => db.execute(sql`select 1`));
await time('select 1 param', () => db.execute(sql`select ${1}::int`));
await time('f_unaccent', () => db.execute(sql`select f_unaccent(${'ploščice'})`));
await time('lower(f_unaccent) regexp', () => db.execute(sql`select btrim(regexp_replace(lower(public.f_unaccent(${'plošč'})), '\\s+', ' ', 'g'))`));
await time('prefix kw', () => db.execute(sql`SELECT k.keyword, k.total FROM search_keywords k WHERE k.locale = 'sl' AND (starts_with(k.keyword_unaccented, ${'plos'}) OR strpos(k.keyword_unaccented, ' ' || ${'plos'}) > 0) ORDER BY k.total DESC, k.keyword LIMIT 5`));
await time('fuzzy kw', () => db.execute(sql`SELECT k.keyword FROM search_keywords k WHERE k.locale = 'sl' AND k.keyword_unaccented % ${'plosice'} ORDER BY similarity(k.keyword_unaccented, ${'plosice'}) DESC LIMIT 30`));
await time('tokens', () => db.execute(sql`SELECT t.lexeme, t.positions[1] AS pos, EXISTS (SELECT 1 FROM search_keywords k WHERE k.words = 1 AND starts_with(k.keyword_unaccented, t.lexeme)) AS known FROM unnest(to_tsvector('simple'::regconfig, lower(public.f_unaccent(${'ploščice'})))) AS t ORDER BY pos`));
await time('page rows', () => db.execute(sql`SELECT d.product_id AS id, d.code, d.name_sl AS name, d.image FROM search_documents d WHERE d.product_id = ANY(${sql.param([1,2,3,4,5,6,7,8,9,10,11,12])}::int[])`));
const r = createSearchRepository(db, { ttlMs: 0 });
await time('repo keywords plos (no cache)', () => r.keywords('plos', 'sl', 5));
await time('repo keywords plosice typo (no cache)', () => r.keywords('plosice', 'sl', 5));
await time('repo plan ploscice', () => r.plan('ploščice'));
const p = await r.plan('ploščice');
await time('repo results ploscice', () => r.results(p, 'sl', { categoryIds: null, attributes: [] }, { offset: 0, limit: 12 }), 3);
const p2 = await r.plan('vijak za les');
await time('repo results vijak za les', () => r.results(p2, 'sl', { categoryIds: null, attributes: [] }, { offset: 0, limit: 12 }), 3);
console.log((await executeRows(db, sql`explain analyze SELECT k.keyword FROM search_keywords k WHERE k.locale = 'sl' AND k.keyword_unaccented % 'plosice' ORDER BY similarity(k.keyword_unaccented, 'plosice') DESC LIMIT 30`)).map(r => Object.values(r)[0]).join('\n'));
await h.close();
