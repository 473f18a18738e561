// Issue #11 "No zod in the browser" (docs/decisions/020-page-weight.md): the production client
// build holds no zod at all (answers are checked against the contract in development and tests
// only, apps/web/app/lib/contract.ts), and the five measured pages run without loading it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test.ts';
import { demo, signIn, waitForHydration } from './fixtures.ts';

// zod's core module sets this global when it loads (classic and mini builds alike), and its
// error class is registered by this name: either string in a chunk means zod is in it.
const ZOD_SIGNATURES = ['__zod_globalConfig', '$ZodError'];

const assets = fileURLToPath(new URL('../../apps/web/build/client/assets', import.meta.url));

test('no chunk of the client build carries zod', () => {
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  const withZod = chunks.filter((file) => {
    const source = readFileSync(path.join(assets, file), 'utf8');
    return ZOD_SIGNATURES.some((signature) => source.includes(signature));
  });
  expect(withZod).toEqual([]);
});

test('the five measured pages load and use their data without zod', async ({ page }) => {
  // Six page loads after a sign-in: more than one ordinary test's time on a busy machine.
  test.slow();
  await signIn(page, demo.admin.email);
  const zodLoaded = () => page.evaluate(() => '__zod_globalConfig' in globalThis);
  for (const url of ['/', '/gradnja/cement-in-malte/', '/artikel/1', '/iskanje/lepilo']) {
    await page.goto(url);
    await waitForHydration(page);
    expect(await zodLoaded(), url).toBe(false);
  }
  // Prices and stock are parsed in the browser (features/pricing/use-product-erp.ts).
  await page.goto('/gradnja/cement-in-malte/');
  await expect(page.getByRole('table').getByText(/€/).first()).toBeVisible();
  expect(await zodLoaded(), 'after the prices').toBe(false);
  // The cart reads its basket document in the browser (lib/basket-client.ts).
  await page.goto('/kosarica');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await zodLoaded(), '/kosarica').toBe(false);
});
