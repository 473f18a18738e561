// Issue #11 (docs/decisions/023-paint-first.md, "The cart's lines in the first paint"): the
// server's HTML of the cart carries the order basket's lines, so they are in the first paint and
// need no JavaScript. Mizarstvo Horvat's buyer (seed partner 15) is signed in as by no other spec,
// so no parallel test changes this basket.
//
// Not `test.use({ javaScriptEnabled: false })`: this suite's `page.goto` waits for hydration
// (test.ts) and signing in needs the page's script. The buyer signs in with JavaScript; a second
// browser context with the same cookies and JavaScript off then opens the cart.
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, signIn } from './fixtures.ts';

const buyer = 'mateja.kotnik@mizarstvo-horvat.si';

test('sl: a buyer with lines in the cart sees them on /kosarica without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  // Two products in the order basket, put there through the shop API.
  const token = await request.post('/api/token', {
    data: { email: buyer, password: DEMO_PASSWORD },
  });
  expect(token.ok()).toBe(true);
  const { access_token, csrf_token } = (await token.json()) as {
    access_token: string;
    csrf_token: string;
  };
  const headers = { Authorization: `Bearer ${access_token}`, 'X-CSRF-Token': csrf_token };
  expect((await request.delete('/jsonapi/basket?id=default', { headers })).ok()).toBe(true);
  const list = await request.get('/jsonapi/product?page[limit]=2', { headers });
  expect(list.ok()).toBe(true);
  const products = (
    (await list.json()) as {
      data: { id: string; attributes: { name: string; MinimumSalesUnitRetail?: number } }[];
    }
  ).data;
  expect(products).toHaveLength(2);
  // The answer is the priced basket: the API's 60 s pricing cache is warm for the page's loader.
  const added = await request.post('/jsonapi/basket?id=default&related=product', {
    headers,
    data: {
      data: products.map((product) => ({
        attributes: {
          'product.id': product.id,
          quantity: product.attributes.MinimumSalesUnitRetail ?? 1,
        },
      })),
    },
  });
  expect(added.ok()).toBe(true);

  await signIn(page, buyer);
  const noScript = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const cart = await noScript.newPage();
  // The loader waits 400 ms for the basket and renders the loading line past that; a loaded CI
  // machine may miss it once, so the page is loaded again until the lines are there.
  await expect(async () => {
    await cart.goto('/kosarica');
    const table = cart.getByRole('table');
    for (const product of products) {
      await expect(table.getByRole('link', { name: product.attributes.name })).toBeVisible({
        timeout: 1_000,
      });
    }
  }).toPass({ timeout: 20_000 });
  await expect(cart.getByText('Nalaganje košarice …')).toHaveCount(0);
  await expect(cart.getByText('Skupaj z DDV')).toBeVisible();
  await expect(cart.getByRole('heading', { name: 'Hitro dodajanje po EAN kodi' })).toBeVisible();
  await noScript.close();
});
