import { createTestDatabase } from './packages/db/src/testing.ts';
import { startApi, tokensFor, bearer, DEMO } from './apps/api/test/helpers.ts';
const t0 = performance.now();
const h = await createTestDatabase({ products: 400 });
console.log('db', Math.round(performance.now() - t0));
const app = await startApi(h.db);
const token = (await tokensFor(app, DEMO.admin)).access_token;
for (const url of ['/api/search/typeahead?query=plo', '/api/search/typeahead?query=ploscce', '/api/search/autocomplete?query=cemnt',
  '/api/search?query=ploscice', '/api/search?query=plošč&ff.attr.category=9', '/api/search?query=vrt&page=2', '/api/search?query=', '/api/search?query=x&foo=1', '/api/search']) {
  const r = await app.inject({ url, headers: { ...bearer(token), 'accept-language': 'sl' } });
  console.log(url, r.statusCode, r.body.slice(0, 1500));
}
await app.close(); await h.close();
