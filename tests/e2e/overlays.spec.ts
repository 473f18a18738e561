// Issue #3 / SPEC §2 overlays: the product popup (quick view) from the category list, search
// results and new products, and the filters / search-facets modal on a phone-sized screen —
// found by role and visible text, closed with Escape, focus back where it was, in both languages.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { demo, signIn } from './fixtures.ts';

function search(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** The first row's product name and its quick-view button. */
async function firstQuickView(page: Page, label: 'Hitri pregled' | 'Quick view') {
  const row = page.getByRole('table').getByRole('row').nth(1);
  const name = ((await row.getByRole('rowheader').getByRole('link').textContent()) ?? '').trim();
  expect(name).not.toBe('');
  const trigger = row.getByRole('button', { name: `${label}: ${name}` });
  return { name, trigger };
}

test.describe('product popup', () => {
  test('opens from a category row, shows the product, closes on Escape and gives focus back', async ({
    page,
  }) => {
    await signIn(page, demo.admin.email);
    await page.goto('/gradnja/cement-in-malte/');
    const { name, trigger } = await firstQuickView(page, 'Hitri pregled');
    await trigger.click();

    const popup = page.getByRole('dialog', { name });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name })).toBeVisible();
    // The description arrives (the spinner goes), with the list's price and stock cells.
    await expect(popup.getByText('Nalaganje opisa …')).toHaveCount(0);
    await expect(popup.getByText('Šifra')).toBeVisible();
    await expect(popup.getByText('Cena', { exact: true })).toBeVisible();
    await expect(popup.getByText(/€/).first()).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Podrobnosti izdelka' })).toHaveAttribute(
      'href',
      /^\/artikel\/\d+$/,
    );
    // Modal: the page behind cannot scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(trigger).toBeFocused();
    // The name itself still leads to the product page.
    await page.getByRole('table').getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(/\/artikel\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('English search results: quick view and its product details link', async ({ page }) => {
    await signIn(page, demo.admin.email, { locale: 'en' });
    await page.goto('/en/search/cement');
    const { name, trigger } = await firstQuickView(page, 'Quick view');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('Loading the description …')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await popup.getByRole('link', { name: 'Product details' }).click();
    await expect(page).toHaveURL(/\/en\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('new products have the quick view too', async ({ page }) => {
    await signIn(page, demo.admin.email);
    await page.goto('/novosti');
    const { name, trigger } = await firstQuickView(page, 'Hitri pregled');
    await trigger.click();
    const popup = page.getByRole('dialog', { name });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Zapri hitri pregled' }).click();
    await expect(popup).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('filters on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Picks the first option that has products; returns nothing (the address tells). */
  async function pickFirstOption(dialog: Locator) {
    const input = dialog.locator('input[type="checkbox"]:not([disabled])');
    if ((await input.count()) > 0) {
      await input.first().click();
      return;
    }
    // Category filter options and search category facets are links.
    await dialog.locator('a[role="checkbox"], a[href*="ff.attr."]').first().click();
  }

  test('category page: the filters modal picks an option, resets the page and closes', async ({
    page,
  }) => {
    await signIn(page, demo.admin.email);
    await page.goto('/gradnja/?page=2');
    // The column is not shown; the button is.
    await expect(page.getByRole('heading', { name: 'Filtri', level: 2 })).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Filtri', exact: true });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Filtri' });
    await expect(dialog).toBeVisible();

    await pickFirstOption(dialog);
    await expect(page).toHaveURL(/[?&]filters=\d+/);
    expect(search(page).get('page')).toBeNull();
    // Still open for more choices; the button behind it (hidden from readers meanwhile) counts one.
    await expect(dialog.getByRole('checkbox', { checked: true }).first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Filtri (1)', includeHidden: true }),
    ).toBeAttached();

    await dialog.getByRole('button', { name: /^Prikaži izdelke \(\d+\)$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtri (1)' })).toBeFocused();
    await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();

    // 'Počisti vse' removes every filter.
    await page.getByRole('button', { name: 'Filtri (1)' }).click();
    await dialog.getByRole('link', { name: 'Počisti vse' }).click();
    await expect(page).toHaveURL(/\/gradnja\/$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('English category page: Filters and Show products', async ({ page }) => {
    await signIn(page, demo.admin.email, { locale: 'en' });
    await page.goto('/en/gradnja/?page=2');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await pickFirstOption(dialog);
    await expect(page).toHaveURL(/\/en\/gradnja\/\?filters=\d+/);
    expect(search(page).get('page')).toBeNull();
    await dialog.getByRole('button', { name: /^Show products \(\d+\)$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  });

  test('search results: the search-facets modal, page=1 and ff.attr in the address', async ({
    page,
  }) => {
    await signIn(page, demo.admin.email);
    await page.goto('/iskanje/ka?page=2');
    await expect(page.getByRole('complementary', { name: 'Filtri' })).toBeHidden();
    await page.getByRole('button', { name: 'Filtri', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtri' });
    await expect(dialog).toBeVisible();
    await pickFirstOption(dialog);
    await expect(page).toHaveURL(/ff\.attr\./);
    expect(search(page).get('page')).toBe('1');
    await dialog.getByRole('button', { name: /^Prikaži izdelke \(\d+\)$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtri (1)' })).toBeFocused();
  });

  test('English search results: the search-facets modal', async ({ page }) => {
    await signIn(page, demo.admin.email, { locale: 'en' });
    await page.goto('/en/search/saw?page=1');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await pickFirstOption(dialog);
    await expect(page).toHaveURL(/ff\.attr\./);
    expect(search(page).get('page')).toBe('1');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  });
});

test.describe('categories modal on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('drills down a level, back up, and opens a subcategory', async ({ page }) => {
    await signIn(page, demo.admin.email);
    await page.goto('/');
    // The mega menu's wide-screen button is hidden; the modal's is the one on screen.
    const trigger = page.getByRole('button', { name: 'Kategorije', exact: true });
    await trigger.click();
    await expect(page.getByRole('dialog', { name: 'Kategorije izdelkov' })).toBeVisible();
    // The dialog takes the opened level's name below; one dialog is open throughout.
    const dialog = page.getByRole('dialog');

    await dialog.getByRole('button', { name: 'Podkategorije: Gradnja' }).click();
    // The level's title is the category; focus moves into the new level.
    await expect(page.getByRole('dialog', { name: 'Gradnja' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Nazaj' })).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Vse v kategoriji Gradnja' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Nazaj' }).click();
    await expect(page.getByRole('dialog', { name: 'Kategorije izdelkov' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Podkategorije: Gradnja' }).click();
    await dialog.getByRole('link', { name: 'Cement in malte', exact: true }).click();
    await expect(page).toHaveURL(/\/gradnja\/cement-in-malte\/$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Cement in malte' })).toBeVisible();
  });

  test('the English modal leads to English category names', async ({ page }) => {
    await signIn(page, demo.admin.email, { locale: 'en' });
    await page.getByRole('button', { name: 'Categories', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Product categories' });
    await expect(dialog.getByRole('button', { name: /^Subcategories: / }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Categories', exact: true })).toBeFocused();
  });
});

test('a failed category tree load shows the SPEC §8 alert, and the menu retries', async ({
  page,
}) => {
  // The tree is the one call the header's menus make from the browser: make it fail.
  let fail = true;
  await page.route(/\/jsonapi\/catalog\?/, (route) =>
    fail ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
  );
  await signIn(page, demo.admin.email);
  const alert = page.getByRole('alert').filter({ hasText: 'Napaka pri pridobivanju podatkov' });
  await expect(alert).toBeVisible();
  // SPEC §9: the error alert goes after 3 s.
  await expect(alert).toBeHidden({ timeout: 6_000 });

  fail = false;
  await page.getByRole('button', { name: 'Kategorije', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Kategorije izdelkov' });
  await expect(menu.getByText('Kategorij ni bilo mogoče naložiti.')).toBeVisible();
  await menu.getByRole('button', { name: 'Poskusi znova' }).click();
  await expect(menu.getByRole('link', { name: 'Gradnja', exact: true })).toBeVisible();
});
