// Issue #12 / SPEC §2 Orders list and Order detail: a buyer finds a past order by status and
// date, in both languages, on a desktop screen and on a phone, and opens it. The demo data holds a year of
// orders for each demo company.
import type { Page } from '@playwright/test';
import { violations } from './axe.ts';
import { expect, test } from './test.ts';
import { demo, signIn } from './fixtures.ts';

function ordersTable(page: Page) {
  return page.getByRole('table', { name: /Naročila|Orders/ });
}

/** The Status column's texts of the table's rows. */
async function statusTexts(page: Page) {
  const rows = ordersTable(page).getByRole('row');
  const count = await rows.count();
  const texts: string[] = [];
  // Row 0 is the header; the status is the 7th cell.
  for (let i = 1; i < count; i += 1) {
    texts.push((await rows.nth(i).getByRole('cell').nth(6).innerText()).trim());
  }
  return texts;
}

test('sl: the orders list filters by status and date in the address, and opens an order', async ({
  page,
}) => {
  await signIn(page, demo.admin.email);
  await page.goto('/narocila');
  await expect(page.getByRole('heading', { name: 'Naročila', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /naročil/ })).toBeVisible();
  expect(await ordersTable(page).getByRole('row').count()).toBe(11);
  const filters = page.getByRole('form', { name: 'Iskanje naročil' });

  await filters.getByLabel('Status').selectOption({ label: 'Dostavljeno' });
  await filters.getByRole('button', { name: 'Uporabi filtre' }).click();
  await expect(page).toHaveURL(/status=delivered/);
  const statuses = await statusTexts(page);
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Dostavljeno']));

  // A day that does not exist is said so, and the list stays as it was.
  await filters.getByLabel('Od datuma').fill('31. 04. 2026');
  await filters.getByRole('button', { name: 'Uporabi filtre' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Datum »od« ni veljaven' })).toBeVisible();
  await expect(filters.getByLabel('Od datuma')).toHaveValue('31. 04. 2026');

  // A date range that holds nothing yet.
  await filters.getByLabel('Od datuma').fill('01. 01. 2001');
  await filters.getByLabel('Do datuma').fill('31. 12. 2001');
  await filters.getByRole('button', { name: 'Uporabi filtre' }).click();
  await expect(page.getByText('Ni naročil, ki bi ustrezala izbranim filtrom.')).toBeVisible();

  await page.getByRole('link', { name: 'Počisti filtre' }).click();
  const first = ordersTable(page).getByRole('row').nth(1).getByRole('link').first();
  const number = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/narocila\/\d+$/);
  expect(number).toMatch(/^[NP]\S*\d$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(
    page.getByRole('region', { name: 'Postavke' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expect(page.getByText('Za plačilo z DDV')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Nazaj na naročila' }).click();
  await expect(page).toHaveURL(/\/narocila$/);
});

test('en: the list sorts by value, pages 20 at a time, and reads as cards on a phone', async ({
  page,
}) => {
  await signIn(page, demo.admin.email, { locale: 'en' });
  await page.goto('/en/orders?sort=-value&per_page=20');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  expect(await ordersTable(page).getByRole('row').count()).toBe(21);
  await expect(page.getByLabel('Sort')).toHaveValue('-value');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();

  // Placed by one of the company's users: every row names them.
  const placedBy = page.getByLabel('Placed by');
  const option = placedBy.locator('option').nth(1);
  const name = (await option.innerText()).trim();
  await placedBy.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/narocil=\d+/);
  const rows = ordersTable(page).getByRole('row');
  for (let i = 1; i < (await rows.count()); i += 1) {
    await expect(rows.nth(i).getByRole('cell').nth(2)).toContainText(name);
  }
  await page.goto('/en/orders?sort=-value&per_page=20');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(ordersTable(page)).toBeHidden();
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  expect(await cards.count()).toBe(20);
  await expect(cards.first().getByText('Value incl. VAT')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The detail of the most valuable order, on the phone: its lines scroll in their own box.
  const first = cards.first().getByRole('link').first();
  const number = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/en\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.getByText('Total incl. VAT')).toBeVisible();
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
});
