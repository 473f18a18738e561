// Issue #12 / SPEC §2 Documents (/dokumenti, /en/documents): a buyer sees the company's account
// summary, finds the overdue invoices, downloads a document's PDF and exports the list as CSV
// and XLSX. The demo data holds a year of invoices, some of them overdue, for each company.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { expect, test } from './test.ts';
import { demo, signIn } from './fixtures.ts';

function documentsTable(page: Page) {
  return page.getByRole('table', { name: /Dokumenti|Documents/ });
}

/** The body rows of the table (row 0 is the header). */
function bodyRows(page: Page) {
  return documentsTable(page).locator('tbody').getByRole('row');
}

/** Runs `click` and waits for the file it downloads. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<[Download, Buffer]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(await download.failure()).toBeNull();
  return [download, await readFile(await download.path())];
}

test('sl: the account summary, the overdue documents and a PDF', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await page.goto('/dokumenti');
  await expect(page.getByRole('heading', { name: 'Dokumenti', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Finančno stanje' });
  await expect(summary.getByText('Odprte obveznosti', { exact: true })).toBeVisible();
  await expect(summary.getByText('Od tega zapadlo')).toBeVisible();
  await expect(
    summary.getByRole('table', { name: 'Odprte obveznosti po dnevih zamude' }),
  ).toBeVisible();
  await expect(summary.getByText('Kreditni limit', { exact: true })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Iskanje dokumentov' });
  await filters.getByLabel('Status plačila').selectOption({ label: 'Zapadlo' });
  await filters.getByRole('button', { name: 'Uporabi filtre' }).click();
  await expect(page).toHaveURL(/status=overdue/);
  const rows = bodyRows(page);
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    // Cells: choice, number, type, date, due date, amount, status, order, actions.
    await expect(rows.nth(i).getByRole('cell').nth(6)).toHaveText(/^Zapadlo/);
  }

  const first = rows.first();
  const number = (await first.getByRole('cell').nth(1).innerText()).trim();
  const [pdf, bytes] = await downloadOf(page, () =>
    first.getByRole('button', { name: `Prenesi PDF ${number}` }).click(),
  );
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  expect(text).toContain(number);
});

test('sl: exports the filtered list as CSV and the chosen row as XLSX', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await page.goto('/dokumenti?status=overdue');
  await expect(bodyRows(page).first()).toBeVisible();

  const [csv, csvBytes] = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Izvozi CSV' }).click(),
  );
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csvBytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toContain(';');
  expect(lines[0]).toContain('Številka');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.includes(';Zapadlo;'))).toBe(true);
  await expect(page.getByText(/Datoteka .+\.csv je prenesena\./)).toBeVisible();

  const first = bodyRows(page).first();
  const number = (await first.getByRole('cell').nth(1).innerText()).trim();
  await first.getByRole('checkbox', { name: `Izberi dokument ${number}` }).check();
  await expect(page.getByText('Izvoz zajame samo 1 izbrani dokument.')).toBeVisible();
  const [xlsx, xlsxBytes] = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Izvozi XLSX' }).click(),
  );
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  // ExcelJS types its own `Buffer extends ArrayBuffer`; at run time it takes a Node Buffer.
  await workbook.xlsx.load(xlsxBytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  expect(sheet?.getRow(1).values).toEqual(
    expect.arrayContaining(['Številka', 'Vrsta', 'Datum', 'Znesek z DDV', 'Status']),
  );
  expect(sheet?.rowCount).toBe(2);
  expect(sheet?.getCell('A2').value).toBe(number);
});

test('en: the documents screen in English', async ({ page }) => {
  await signIn(page, demo.admin.email, { locale: 'en' });
  await page.goto('/en/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account summary' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /documents?$/ })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Find documents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  const number = (await bodyRows(page).first().getByRole('cell').nth(1).innerText()).trim();
  await expect(page.getByRole('button', { name: `Download PDF ${number}` })).toBeVisible();

  // On a phone the table scrolls inside its own box; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(documentsTable(page)).toBeAttached();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
