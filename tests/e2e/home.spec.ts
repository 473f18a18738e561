// Issue #3 / SPEC §2, §9: the home page's promo list (2 to 10 actions) and the entry points to
// the top categories; /akcije, 9 a page with page 2; the footer's CMS pages in their columns.
import { expect, test } from './test.ts';
import { demo, signIn } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.admin.email);
});

test('home greets the user, lists 2 to 10 promotions and the top categories', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dobrodošli, ${demo.admin.firstname}`);
  const promos = page.getByRole('list', { name: 'Aktualne akcije' }).getByRole('listitem');
  const count = await promos.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(10);
  const first = promos.first();
  await expect(first.getByRole('heading')).toBeVisible();
  await expect(first.locator('time').first()).toHaveText(/^\d{2}\. \d{2}\. \d{4}$/);
  await expect(first.getByRole('link')).toBeVisible();

  const categories = page.getByRole('region', { name: 'Kategorije izdelkov' }).getByRole('link');
  await expect(categories.first()).toBeVisible();
  const gradnja = page.getByRole('region', { name: 'Kategorije izdelkov' }).getByRole('link', { name: 'Gradnja' });
  await expect(gradnja).toHaveAttribute('href', '/gradnja/');
});

test('/akcije shows 9 promotions a page and page 2 works', async ({ page }) => {
  await page.goto('/akcije');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Akcije');
  const items = page.getByRole('list', { name: 'Akcije' }).getByRole('listitem');
  await expect(items).toHaveCount(9);
  const firstTitle = await items.first().getByRole('heading').textContent();
  await expect(page.getByText('Stran 1 od 14')).toBeVisible();

  await page.getByRole('navigation', { name: 'Strani' }).getByRole('link', { name: 'Stran 2' }).click();
  await expect(page).toHaveURL(/\/akcije\?page=2$/);
  await expect(items).toHaveCount(9);
  await expect(items.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
  await expect(page.getByText('Stran 2 od 14')).toBeVisible();
});

test('the English actions page', async ({ page }) => {
  await page.goto('/en/actions?page=14');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
  // 120 promotions: the last page holds the remaining 3.
  await expect(page.getByRole('list', { name: 'Promotions' }).getByRole('listitem')).toHaveCount(3);
});

test('the footer lists the CMS pages in their columns', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  const column = (name: string) => footer.getByRole('region', { name });
  await expect(column('Spletna prodaja').getByRole('link', { name: 'Splošni prodajni pogoji' })).toHaveAttribute(
    'href',
    '/splosni-prodajni-pogoji',
  );
  await expect(column('Spletna prodaja').getByRole('link', { name: 'Prodajni program' })).toBeVisible();
  await expect(column('Ugodnosti za vas').getByRole('link', { name: 'Program zvestobe' })).toBeVisible();
  await expect(column('Trgovski centri').getByRole('link', { name: 'Delovni čas trgovskih centrov' })).toBeVisible();
  await expect(column('O podjetju').getByRole('link', { name: 'Kontakt' })).toBeVisible();
  // A page not flagged for the footer stays out of it.
  await expect(footer.getByRole('link', { name: 'Piškotki' })).toHaveCount(0);
  // The contact page's lines.
  await expect(footer.getByRole('link', { name: 'info@gradnik.si' })).toHaveAttribute('href', 'mailto:info@gradnik.si');

  await page.goto('/en');
  await expect(
    page.getByRole('contentinfo').getByRole('region', { name: 'Online sales' }).getByRole('link', { name: 'General terms of sale' }),
  ).toHaveAttribute('href', '/en/general-terms-of-sale');
});
