import { openDatabase } from './packages/db/src/connection.ts';
import { createSearchRepository } from './apps/api/src/modules/search/repository.ts';
const h = await openDatabase({ url: 'postgres://postgres@127.0.0.1:55472/gradnik_bench', poolMax: 1 });
const r = createSearchRepository(h.db);
async function time(label: string, f: () => Promise<unknown>, n = 20) {
  await f();
  const t = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(label, ((performance.now() - t) / n).toFixed(2), 'ms');
}
await time('keywords plo', () => r.keywords('plo', 'sl', 5));
await time('keywords ploscce', () => r.keywords('ploscce', 'sl', 5));
await time('plan ploscice', () => r.plan('ploščice'));
await time('plan cemnt', () => r.plan('cemnt'));
const p1 = await r.plan('ploščice');
await time('results ploscice', () => r.results(p1, 'sl', { categoryIds: null, attributes: [] }, { offset: 0, limit: 12 }), 5);
const p2 = await r.plan('vijak za les');
await time('results vijak za les', () => r.results(p2, 'sl', { categoryIds: null, attributes: [] }, { offset: 0, limit: 12 }), 5);
const p3 = await r.plan('cemnt');
await time('results cemnt', () => r.results(p3, 'sl', { categoryIds: null, attributes: [] }, { offset: 0, limit: 12 }), 5);
console.log(p3);
await h.close();
