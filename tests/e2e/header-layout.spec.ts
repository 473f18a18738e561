// Issue #10 §6: at 1366 px the header took three rows (logo and navigation, then tools, then
// search), pushing the catalogue down. It must take at most two, and at 390 px nothing may
// overflow sideways. Signed in, so the widest header (basket buttons, account) is measured.
import type { Locator, Page } from '@playwright/test';
import { demo, signIn } from './fixtures';
import { expect, test } from './test';

/** Distinct row tops (±8 px) of the visible boxes: how many rows the header's parts take. */
async function rowsOf(parts: Locator[]): Promise<number> {
  const tops: number[] = [];
  for (const part of parts) {
    const box = await part.boundingBox();
    if (!box || box.width === 0) continue;
    const centre = box.y + box.height / 2;
    if (!tops.some((top) => Math.abs(top - centre) <= 8)) tops.push(centre);
  }
  return tops.length;
}

function headerParts(page: Page) {
  const header = page.getByRole('banner');
  return {
    header,
    parts: [
      header.getByRole('link', { name: 'Gradnik, na začetno stran' }),
      header.getByRole('navigation', { name: 'Glavna navigacija' }),
      header.getByRole('list', { name: 'Orodja' }),
      header.getByRole('button', { name: /Uporabniški meni/ }),
      header.getByRole('search'),
    ],
  };
}

test('at 1366 × 768 the signed-in header takes at most two rows', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, demo.employee.email);
  await page.goto('/gradnja/');
  const { header, parts } = headerParts(page);
  for (const part of parts) await expect(part).toBeVisible();
  expect(await rowsOf(parts)).toBeLessThanOrEqual(2);
  // Two rows of 40-px controls with their padding; three rows were 180 px and more.
  const box = await header.boundingBox();
  await page.screenshot({ path: test.info().outputPath('header-1366.png') });
  expect(box?.height ?? 0).toBeLessThanOrEqual(140);
});

test('at 390 × 844 nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.employee.email);
  for (const path of ['/', '/gradnja/']) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});
