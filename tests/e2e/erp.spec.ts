// Issue #4 / SPEC §4 Product price and stock: the partner's prices and stock on the catalogue
// screens — loading (a spinner), loaded (Slovenian money format, availability texts), MPC mode,
// and the error state switched with the ERP simulator's per-request fault header (the server
// forwards `x-erp-sim-fault` in test mode only). The server caches ERP answers for 60 s per item,
// so every test uses a category no other test of this file visits.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './test.ts';
import { demo, signIn } from './fixtures.ts';

/** Slovenian EUR: decimal comma, non-breaking space, '€' after (e.g. '12,34 €'). */
const SL_MONEY = /\d,\d{2}\s€/;

/** The browser's one price-and-stock request of a page (features/pricing/use-product-erp.ts). */
function isErpRequest(url: URL): boolean {
  return url.pathname === '/jsonapi/product' && url.searchParams.get('include') === 'price,stock';
}

function rows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

test('a category page shows partner prices in Slovenian format and stock texts', async ({
  page,
}) => {
  await signIn(page, demo.admin.email);
  await page.goto('/gradnja/izolacija/');
  const first = rows(page).first();
  await expect(first).toContainText(SL_MONEY);
  const count = await rows(page).count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const row = rows(page).nth(i);
    await expect(row.getByRole('status')).toHaveCount(0);
    // Price cell and stock cell both filled (availability text, '/' or the error message).
    await expect(row.getByRole('cell').nth(4)).toContainText(/€|—/);
    await expect(row.getByRole('cell').nth(5)).not.toBeEmpty();
  }
  await expect(page.getByText('Napaka pri preverjanju zaloge')).toHaveCount(0);
});

test('a partner with the MPC flag sees MPC prices with VAT', async ({ page }) => {
  await signIn(page, demo.mojster.email);
  await page.goto('/orodje/rocno-orodje/');
  await expect(rows(page).first()).toContainText(SL_MONEY);
  await expect(rows(page).first()).toContainText('MPC z DDV');
});

test('prices show a spinner while loading, then the values', async ({ page }) => {
  await signIn(page, demo.admin.email);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isErpRequest, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/orodje/pribor-za-orodje/');
  const first = rows(page).first();
  await expect(first.getByRole('status').filter({ hasText: 'Nalaganje cene …' })).toBeVisible();
  await expect(first.getByRole('status').filter({ hasText: 'Nalaganje zaloge …' })).toBeVisible();
  release();
  await expect(first).toContainText(SL_MONEY);
  await expect(first.getByRole('status')).toHaveCount(0);
});

test('an ERP error shows the stock error and no partner price', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await page.route(isErpRequest, (route: Route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-erp-sim-fault': 'error' } }),
  );
  await page.goto('/gradnja/suha-gradnja/');
  const first = rows(page).first();
  await expect(first).toContainText('Napaka pri preverjanju zaloge');
  // SPEC §4: on a price error only the default price — the last the ERP gave for the item, or
  // nothing ('—') when this server never had one; never a made-up partner price.
  await expect(first.getByRole('cell').nth(4)).toContainText(/VPC|—/);
  await expect(first.locator('strong')).toHaveCount(0);
});

test('the product page shows price and stock, and opens the stock by store', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await page.goto('/vrt/vrtno-orodje/');
  await rows(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(SL_MONEY).first()).toBeVisible();
  await expect(page.getByText('Nalaganje cene …')).toHaveCount(0);
  await page.getByRole('button', { name: 'Zaloga po trgovinah' }).click();
  const panel = page.getByRole('dialog', { name: /Zaloga izdelka/ });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Centralno skladišče');
});
