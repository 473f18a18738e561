// Issue #3 / SPEC §2, §4, §9: the header search box suggests while typing and is driven by the
// keyboard; the results page finds products with typos and without diacritics, filters by
// facets kept in the address (ff.attr.*, page=1) and clears them; English under /en.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { demo, signIn } from './fixtures.ts';

function searchBox(page: Page, name = 'Išči izdelke') {
  return page.getByRole('combobox', { name });
}

/**
 * Types into the box until the suggestions show: keys pressed while the page is still
 * hydrating reach no handler, as they would not for a person on a slow connection either.
 */
async function typeUntilSuggested(page: Page, text: string, name = 'Išči izdelke') {
  const box = searchBox(page, name);
  await expect(async () => {
    await box.fill('');
    await box.pressSequentially(text, { delay: 20 });
    await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return box;
}

function resultRows(page: Page) {
  // Product names are the row headers of the shared product table.
  return page.getByRole('table').getByRole('rowheader');
}

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.admin.email);
});

test('typing suggests keywords, products and categories; arrow and Enter open a result', async ({ page }) => {
  const box = await typeUntilSuggested(page, 'cemen');
  const listbox = page.getByRole('listbox', { name: 'Predlogi iskanja' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const products = listbox.getByRole('group', { name: 'Izdelki' }).getByRole('option');
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeLessThanOrEqual(5);

  // Walk down to the first product: past every keyword.
  const keywords = await listbox.getByRole('group', { name: 'Ključne besede' }).getByRole('option').count();
  for (let i = 0; i <= keywords; i += 1) await box.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  const optionText = (await products.first().textContent()) ?? '';
  await box.press('Enter');
  await expect(page).toHaveURL(/\/artikel\/\d+$/);
  // The option shows the product's name (and code); the product page is titled with the name.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect(optionText).toContain((await heading.textContent())?.trim() ?? '\u0000');
});

test('Enter on free text opens its results page; Escape closes the suggestions', async ({ page }) => {
  const box = await typeUntilSuggested(page, 'cement');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/iskanje\/cement$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezultati iskanja za »cement«');
  await expect(resultRows(page).first()).toContainText(/cement/i);
  // The box keeps the term of the page on screen.
  await expect(searchBox(page)).toHaveValue('cement');
});

test('finds products despite a typo and without diacritics', async ({ page }) => {
  await page.goto('/iskanje/cemnt');
  await expect(resultRows(page).first()).toContainText(/cement/i);

  await page.goto('/iskanje/zaga');
  await expect(resultRows(page).first()).toContainText(/žag/i);
  await expect(page.getByText(/^Najden\w* (je|sta|so) \d+ izdel/)).toBeVisible();
});

test('a facet goes into the address with page=1, and clear all removes every facet', async ({ page }) => {
  await page.goto('/iskanje/zaga');
  const facets = page.getByRole('complementary', { name: 'Filtri' });
  await expect(facets).toBeVisible();
  const checkbox = facets.locator('input[type="checkbox"]:not([disabled])').first();
  if ((await checkbox.count()) > 0) {
    await checkbox.click();
    await expect(checkbox).toBeChecked();
  } else {
    await facets.getByRole('link').first().click();
  }
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await expect(page).toHaveURL(/ff\.attr\./);
  await expect(resultRows(page).first()).toBeVisible();

  await page.getByRole('group', { name: 'Izbrani filtri' }).getByRole('link', { name: 'Počisti vse' }).click();
  await expect(page).toHaveURL(/\/iskanje\/zaga\?page=1$/);
  await expect(page.getByRole('group', { name: 'Izbrani filtri' })).toHaveCount(0);
});

test('the results are paged, 12 a page', async ({ page }) => {
  await page.goto('/iskanje/ka');
  const rows = resultRows(page);
  await expect(rows.first()).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Strani' });
  // 'ka' matches far more than one page in the demo catalogue (kabel, kad, …): a pager must show.
  await expect(pager).toBeVisible();
  await expect(rows).toHaveCount(12);
  const first = await rows.first().textContent();
  await pager.getByRole('link', { name: 'Stran 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows.first()).not.toHaveText(first ?? '');
});

test('nothing found says so and offers the categories', async ({ page }) => {
  await page.goto('/iskanje/qqxxzzyy');
  await expect(page.getByText('Ni zadetkov za »qqxxzzyy«.')).toBeVisible();
  const offer = page.getByRole('navigation', { name: 'Poiščite po kategorijah' });
  await expect(offer.getByRole('link').first()).toBeVisible();
});

test('English search page', async ({ page }) => {
  await page.goto('/en');
  const box = await typeUntilSuggested(page, 'circular saw', 'Search products');
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\/circular%20saw$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “circular saw”');
  await expect(resultRows(page).first()).toContainText(/saw/i);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
