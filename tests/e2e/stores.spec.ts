// Issue #4 / SPEC §2 Stores side panel and overlays, §3 Store: the header's 'Trgovski centri'
// button opens a right-hand sheet titled 'IZBERITE SVOJ NAJBLIŽJI TRGOVSKI CENTER'; its search box
// finds a town with or without diacritics; a store expands to its phone and e-mail links;
// Escape, the backdrop and the close button close it and focus returns to the button; English
// under /en.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { demo, signIn } from './fixtures.ts';

const TITLE = 'IZBERITE SVOJ NAJBLIŽJI TRGOVSKI CENTER';

function storesButton(page: Page, name = 'Trgovski centri') {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

/**
 * Clicks the header button until the panel shows: right after sign-in the server-rendered button
 * can be on screen before React has hydrated it, and such a click does nothing.
 */
async function openPanel(page: Page, button = storesButton(page), title = TITLE) {
  const panel = page.getByRole('dialog', { name: title });
  await expect(async () => {
    if (!(await panel.isVisible())) await button.click();
    await expect(panel).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return panel;
}

function storeButtons(page: Page) {
  return page.getByRole('dialog').getByRole('list').getByRole('button');
}

test('the header opens the stores panel; searching a town, with or without diacritics, narrows the list', async ({
  page,
}) => {
  await signIn(page, demo.admin.email);
  const panel = await openPanel(page);
  // Every store is listed once the list has loaded.
  await expect(storeButtons(page).first()).toBeVisible();
  expect(await storeButtons(page).count()).toBeGreaterThan(5);
  // SPEC §2: body scroll is locked while an overlay is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  const search = panel.getByRole('searchbox', { name: 'Išči trgovski center' });
  await search.fill('maribor');
  await expect(storeButtons(page)).toHaveText(['Gradnik Maribor']);
  await search.fill('Maribor');
  await expect(storeButtons(page)).toHaveText(['Gradnik Maribor']);
  // č/š/ž match c/s/z.
  await search.fill('crnuce');
  await expect(storeButtons(page)).toHaveText(['Gradnik Ljubljana Črnuče']);
  await search.fill('2000');
  await expect(storeButtons(page)).toHaveText(['Gradnik Maribor']);
});

test('a store expands to its address, phone and e-mail links and opening hours', async ({
  page,
}) => {
  await signIn(page, demo.admin.email);
  const panel = await openPanel(page);
  await panel.getByRole('searchbox', { name: 'Išči trgovski center' }).fill('maribor');
  const store = panel.getByRole('button', { name: 'Gradnik Maribor' });
  await expect(store).toHaveAttribute('aria-expanded', 'false');
  await store.click();
  await expect(store).toHaveAttribute('aria-expanded', 'true');

  const details = panel.locator(`[id="${await store.getAttribute('aria-controls')}"]`);
  await expect(details.getByText('2000 Maribor')).toBeVisible();
  const phone = details.getByRole('link', { name: /^\+386 2 / });
  await expect(phone).toHaveAttribute('href', /^tel:\+3862\d+$/);
  const email = details.getByRole('link', { name: 'maribor@gradnik.si' });
  await expect(email).toHaveAttribute('href', 'mailto:maribor@gradnik.si');
  await expect(details.getByText('Ponedeljek–petek')).toBeVisible();
  await expect(details.getByText('Sobota')).toBeVisible();

  await store.click();
  await expect(store).toHaveAttribute('aria-expanded', 'false');
  await expect(details).toBeHidden();
});

test('Escape, the backdrop and the close button close the panel; focus returns to the button', async ({
  page,
}) => {
  await signIn(page, demo.admin.email);
  const button = storesButton(page);
  const panel = await openPanel(page, button);
  // Focus is trapped inside the panel.
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(panel).toBeVisible();
  // The backdrop to the left of the right-hand sheet.
  await page.mouse.click(20, 300);
  await expect(panel).toBeHidden();

  await button.click();
  await panel.getByRole('button', { name: 'Zapri' }).click();
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('the panel speaks English under /en', async ({ page }) => {
  await signIn(page, demo.admin.email, { locale: 'en' });
  const panel = await openPanel(page, storesButton(page, 'Stores'), 'CHOOSE YOUR NEAREST STORE');
  await panel.getByRole('searchbox', { name: 'Search stores' }).fill('celje');
  await expect(storeButtons(page)).toHaveText(['Gradnik Celje']);
  await storeButtons(page).first().click();
  await expect(panel.getByText('Monday–Friday')).toBeVisible();
});
