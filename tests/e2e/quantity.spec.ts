// Issue #4 / SPEC §5 Quantity entry: on a real product page the quantity is raised to whole
// packages, base and retail amounts stay consistent, and only digits (and one decimal comma
// for the base unit) can be typed. Products are picked from the seeded catalogue by their units.
import type { Page } from '@playwright/test';
import { demo, signIn } from './fixtures.ts';
import { expect, test } from './test.ts';

interface ProductAttributes {
  id: string;
  name: string;
  BaseUnitOfMeasure: string;
  RetailUnitOfMeasure: string;
  MinimumSalesUnitRetail: number;
  FactorUnitRetail: number;
}

async function findProduct(
  page: Page,
  wanted: (p: ProductAttributes) => boolean,
): Promise<ProductAttributes> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    accessToken: string;
  };
  for (let offset = 0; offset < 400; offset += 100) {
    const res = await page.request.get(`/jsonapi/product?page[offset]=${offset}&page[limit]=100`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(res.ok()).toBe(true);
    const doc = (await res.json()) as { data: Array<{ attributes: ProductAttributes }> };
    const hit = doc.data.map((d) => d.attributes).find(wanted);
    if (hit) return hit;
  }
  throw new Error('the demo catalogue has no product with the wanted units');
}

test('a quantity is raised to the next whole package of the minimum retail unit', async ({
  page,
}) => {
  await signIn(page, demo.admin.email);
  const product = await findProduct(
    page,
    (p) =>
      p.BaseUnitOfMeasure === p.RetailUnitOfMeasure &&
      p.FactorUnitRetail === 1 &&
      Number.isInteger(p.MinimumSalesUnitRetail) &&
      p.MinimumSalesUnitRetail > 1,
  );
  const step = product.MinimumSalesUnitRetail;
  const unit = product.BaseUnitOfMeasure;
  await page.goto(`/artikel/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Same unit, minimum above 1: base and package inputs (SPEC §5), and the 'Paket:' line.
  const base = page.getByRole('textbox', { name: `Količina (${unit})` }).first();
  const packages = page.getByRole('textbox', { name: 'paket' }).first();
  await expect(page.getByText(`Paket: ${step} ${unit}`).first()).toBeVisible();

  await base.fill(String(step + 1));
  await base.press('Enter');
  await expect(base).toHaveValue(String(step * 2));
  await expect(packages).toHaveValue('2');

  await packages.fill('3');
  await packages.press('Enter');
  await expect(base).toHaveValue(String(step * 3));
});

test('base and retail amounts stay consistent for goods sold in packs', async ({ page }) => {
  await signIn(page, demo.admin.email);
  const product = await findProduct(
    page,
    (p) =>
      p.BaseUnitOfMeasure !== p.RetailUnitOfMeasure &&
      p.MinimumSalesUnitRetail === 1 &&
      !Number.isInteger(p.FactorUnitRetail),
  );
  await page.goto(`/artikel/${product.id}`);
  const base = page
    .getByRole('textbox', { name: `Količina (${product.BaseUnitOfMeasure})` })
    .first();
  const retail = page
    .getByRole('textbox', { name: `Količina (${product.RetailUnitOfMeasure})` })
    .first();

  // Letters never reach the field; one decimal comma does for the base unit.
  await base.fill('');
  await base.pressSequentially('2a,5b');
  await expect(base).toHaveValue('2,5');
  await base.press('Enter');

  // The fewest whole packs that cover 2.5 base units, and base = packs × factor (3 decimals).
  const packs = Math.ceil(2.5 / product.FactorUnitRetail);
  const expectedBase = Math.round(packs * product.FactorUnitRetail * 1000) / 1000;
  await expect(retail).toHaveValue(String(packs));
  await expect(base).toHaveValue(String(expectedBase).replace('.', ','));
});
