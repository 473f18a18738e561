// Issue #10 §3: `TRACE` (and other methods no route serves) on any path, pages included, was a
// 500 without signing in — the web app's Request cannot be built for TRACE. Now a 405 with
// Allow, before any route runs (decision 016).
import { expect, test } from './test.ts';

for (const method of ['TRACE', 'PROPFIND']) {
  test(`${method} answers 405 on pages and API paths`, async ({ request }) => {
    for (const path of ['/', '/kosarica', '/en/no-such-page', '/api/token', '/jsonapi/basket']) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow, path).toContain('GET');
    }
  });
}
