// Issue #3 / SPEC §2: browsing the catalogue the way a buyer does — the mega menu by keyboard,
// category pages with filters, sorting, pages and the back button, table or grid remembered,
// product pages, CMS pages through the catch-all, English names, server-rendered HTML.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { demo, signIn, submitLogin } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.admin.email);
});

function search(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

function productTable(page: Page) {
  return page.getByRole('table');
}

/** Product names of the list on screen, in order. */
async function productNames(page: Page): Promise<string[]> {
  return productTable(page).getByRole('rowheader').allTextContents();
}

test('the mega menu opens by keyboard and leads to a category', async ({ page }) => {
  const trigger = page.getByRole('button', { name: 'Kategorije' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Kategorije izdelkov' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Gradnja', exact: true })).toBeFocused();

  // Down to the second top category and back, then into Gradnja's subcategories.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Orodje', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(menu.getByRole('link', { name: 'Vse v kategoriji Gradnja' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Cement in malte' })).toBeFocused();

  // Escape closes and returns focus; open again and follow the link.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  // As a person does: the keys once the menu is open and its first category has the focus.
  await expect(menu.getByRole('link', { name: 'Gradnja', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(menu.getByRole('link', { name: 'Vse v kategoriji Gradnja' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Cement in malte' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/gradnja\/cement-in-malte\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cement in malte' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Drobtinice' });
  await expect(crumbs.getByRole('link', { name: 'Gradnja' })).toHaveAttribute('href', '/gradnja/');
  await expect(productTable(page).getByRole('row')).not.toHaveCount(0);
});

test('filters, sorting and pages live in the address; back restores the previous state', async ({
  page,
}) => {
  // Seven navigations in one story.
  test.setTimeout(60_000);
  await page.goto('/gradnja/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gradnja' })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Strani' });
  const firstPageNames = await productNames(page);
  expect(firstPageNames).toHaveLength(16);

  // Page 2.
  await pages.getByRole('link', { name: 'Stran 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages.getByRole('link', { name: 'Stran 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => productNames(page)).not.toEqual(firstPageNames);
  const labelPage2 = await productNames(page);

  // Sorting goes back to page 1 and names the field and direction.
  await page.getByRole('link', { name: 'šifri (padajoče)' }).click();
  await expect(page).toHaveURL(/[?&]sort=code/);
  expect(search(page).get('dir')).toBe('desc');
  expect(search(page).get('page')).toBeNull();
  await expect(page.getByRole('link', { name: 'šifri (padajoče)' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Read a page only once its rows have arrived (the address may change first).
  await expect.poll(() => productNames(page)).not.toEqual(labelPage2);
  const sortedPage1 = await productNames(page);

  await pages.getByRole('link', { name: 'Stran 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages.getByRole('link', { name: 'Stran 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => productNames(page)).not.toEqual(sortedPage1);
  const sortedPage2 = await productNames(page);

  // A filter option goes back to page 1, keeps the sort and writes filters=.
  const option = page.getByRole('checkbox').and(page.locator('a')).first();
  await option.click();
  await expect(page).toHaveURL(/[?&]filters=\d+/);
  expect(search(page).get('page')).toBeNull();
  expect(search(page).get('sort')).toBe('code');
  await expect(page.getByRole('checkbox', { checked: true }).first()).toBeVisible();

  // Back: page 2 of the code-sorted list again, no filter.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  expect(search(page).get('filters')).toBeNull();
  await expect(pages.getByRole('link', { name: 'Stran 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'šifri (padajoče)' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect.poll(() => productNames(page)).toEqual(sortedPage2);

  // The state comes back from the address on a fresh load too.
  await page.reload();
  await expect.poll(() => productNames(page)).toEqual(sortedPage2);
});

test('options without products are disabled', async ({ page }) => {
  await page.goto('/gradnja/');
  // Choosing one option of a group leaves options elsewhere that no product has with it.
  await page.getByRole('checkbox').and(page.locator('a')).first().click();
  await expect(page).toHaveURL(/[?&]filters=/);
  const disabled = page.locator('[role="checkbox"][aria-disabled="true"]');
  await expect(disabled.first()).toBeVisible();
  await expect(disabled.first()).toContainText('(0)');
});

test('the grid view is remembered after a reload', async ({ page }) => {
  await page.goto('/gradnja/cement-in-malte/');
  await expect(productTable(page)).toBeVisible();
  await page.getByRole('button', { name: 'Mreža' }).click();
  await expect(page.getByRole('button', { name: 'Mreža' })).toHaveAttribute('aria-pressed', 'true');
  await expect(productTable(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Mreža' })).toHaveAttribute('aria-pressed', 'true');
  await expect(productTable(page)).toBeHidden();
  await expect(
    page.getByRole('region', { name: /Izdelki v kategoriji Cement in malte/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Tabela' }).click();
  await expect(productTable(page)).toBeVisible();
});

test('a product row leads to the product page with its name, code and EAN', async ({ page }) => {
  await page.goto('/gradnja/cement-in-malte/');
  const row = productTable(page).getByRole('row').nth(1);
  const link = row.getByRole('rowheader').getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  const cells = await row.getByRole('cell').allTextContents();
  const code = cells[1]?.trim() ?? '';
  const ean = cells[2]?.trim() ?? '';
  expect(code).not.toBe('');
  expect(ean).toMatch(/^\d{13}$/);

  await link.click();
  await expect(page).toHaveURL(/\/artikel\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText(ean, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Drobtinice' })).toContainText(
    'Cement in malte',
  );
  // The partner's price from the ERP (issue #4), in Slovenian format.
  await expect(page.getByText(/\d,\d{2}\s€/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enote in najmanjše količine' })).toBeVisible();

  // The gallery opens a larger picture in a dialog, closed with Escape.
  await page.getByRole('button', { name: /^Povečaj/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('an unknown product answers 404', async ({ page }) => {
  for (const path of ['/artikel/987654321', '/artikel/abc', '/en/products/987654321']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});

test('CMS pages render through the catch-all, the contact page with its links', async ({
  page,
}) => {
  const response = await page.goto('/splosni-prodajni-pogoji');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Splošni prodajni pogoji' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Splošno' })).toBeVisible();

  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'info@gradnik.si' }).first()).toHaveAttribute(
    'href',
    'mailto:info@gradnik.si',
  );
  await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    /facebook\.com/,
  );

  // The language switch keeps the path; the English page has its own slug.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

  await page.goto('/en/general-terms-of-sale');
  await expect(
    page.getByRole('heading', { level: 1, name: 'General terms of sale' }),
  ).toBeVisible();
});

test('a category address without its trailing slash moves to the slash form', async ({ page }) => {
  await page.goto('/gradnja/cement-in-malte?sort=code');
  await expect(page).toHaveURL(/\/gradnja\/cement-in-malte\/\?sort=code$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cement in malte' })).toBeVisible();
});

test('the English category page shows English names', async ({ page }) => {
  const response = await page.goto('/en/gradnja/cement-in-malte/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Cement and mortars' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Construction');
  await expect(page.getByRole('link', { name: /name \(A–Z\)/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const names = await productNames(page);
  expect(names.length).toBeGreaterThan(0);
  await expect(productTable(page).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/en\/products\/\d+$/,
  );
});

test('the category page arrives server-rendered with its product names', async ({ page }) => {
  await page.goto('/gradnja/cement-in-malte/');
  const names = await productNames(page);
  expect(names.length).toBeGreaterThan(0);
  const response = await page.request.get('/gradnja/cement-in-malte/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  for (const name of names) expect(html).toContain(escape(name));
});

test('new products list the newest first, 16 a page', async ({ page }) => {
  await page.goto('/novosti');
  await expect(page.getByRole('heading', { level: 1, name: 'Novosti' })).toBeVisible();
  expect(await productNames(page)).toHaveLength(16);
  await page
    .getByRole('navigation', { name: 'Strani' })
    .getByRole('link', { name: 'Stran 2', exact: true })
    .click();
  await expect(page).toHaveURL(/\/novosti\?page=2$/);
  expect(await productNames(page)).toHaveLength(16);
});

test('the categories sample page shows the tree', async ({ page }) => {
  await page.goto('/categoriesSample');
  await expect(page.getByRole('link', { name: 'Gradnja', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Cement in malte' }).click();
  await expect(page).toHaveURL(/\/gradnja\/cement-in-malte\/$/);
});

test.describe('visitors', () => {
  test.beforeEach(async ({ context }) => {
    await context.clearCookies();
  });

  test('a category address sends them to sign in and back (docs/decisions/005)', async ({
    page,
  }) => {
    await page.goto('/gradnja/cement-in-malte/?sort=code');
    await expect(page).toHaveURL(/\/prijava\?/);
    await submitLogin(page, demo.admin.email);
    await expect(page).toHaveURL(/\/gradnja\/cement-in-malte\/\?sort=code$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cement in malte' })).toBeVisible();
  });

  test('any other unknown address stays a plain 404', async ({ page }) => {
    for (const path of ['/splosni-prodajni-pogoji', '/ni-take-strani']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    }
  });
});
