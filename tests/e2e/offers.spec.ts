// Issue #14 (decision 036): an inquiry becomes an offer, and the offer an order, the way a
// buyer does it; an expired offer is asked for again; a partner without a type-3 caretaker is
// told why. The ERP simulator answers at once here (ERP_SIM_OFFER_DELAY=0, playwright.config.ts).
// Each test signs in as a user no other spec uses (Gradnje Kovač's other employees).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, signIn } from './fixtures.ts';

test.setTimeout(120_000);

async function tokenOf(request: APIRequestContext, email: string) {
  const response = await request.post('/api/token', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { access_token: string; csrf_token: string };
}

/** Two products with an EAN that the cart can take (the catalogue's first). */
async function twoProducts(request: APIRequestContext, token: string) {
  const response = await request.get('/jsonapi/product?page[limit]=10', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    data: { attributes: { ean: string | null; name: string } }[];
  };
  const products = body.data
    .map((p) => p.attributes)
    .filter((p): p is { ean: string; name: string } => Boolean(p.ean));
  expect(products.length).toBeGreaterThanOrEqual(2);
  return products.slice(0, 2);
}

async function emptyBaskets(request: APIRequestContext, token: string, csrf: string) {
  for (const id of ['default', 'inquiry']) {
    const response = await request.delete(`/jsonapi/basket?id=${id}`, {
      headers: { Authorization: `Bearer ${token}`, 'X-CSRF-Token': csrf },
    });
    expect(response.ok()).toBe(true);
  }
}

async function addByEan(page: Page, ean: string) {
  await page.getByLabel('EAN koda', { exact: true }).fill(ean);
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page.getByLabel('EAN koda', { exact: true })).toHaveValue('');
}

/** Waits for the routing check of the cart, accepting changed prices until none is left. */
async function settleRouting(page: Page) {
  const next = page.getByRole('button', { name: 'Naprej', exact: true });
  await expect(async () => {
    await expect(page.getByText('Preverjam dobavo …')).toHaveCount(0, { timeout: 1_000 });
    await expect(next).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('sl: an inquiry from the cart gets an offer; two lines are ordered at the offered prices', async ({
  page,
  request,
}) => {
  const buyer = 'rok.zajc@gradnje-kovac.si';
  const { access_token: token, csrf_token: csrf } = await tokenOf(request, buyer);
  await emptyBaskets(request, token, csrf);
  const products = await twoProducts(request, token);

  await signIn(page, buyer);
  await page.goto('/kosarica#povpraševanja');
  for (const product of products) await addByEan(page, product.ean);
  await page.getByRole('button', { name: 'Naprej', exact: true }).click();
  await page.getByRole('button', { name: 'Naprej', exact: true }).click();
  await page.getByRole('button', { name: 'Pošlji povpraševanje' }).click();
  await expect(page.getByText('Povpraševanje uspešno poslano')).toBeVisible({ timeout: 15_000 });

  // The newest inquiry heads the list; its offer has arrived (the simulator answers at once).
  await page.goto('/povprasevanje-ponudbe');
  const list = page.getByRole('table', { name: 'Povpraševanja in ponudbe' });
  const newest = list.getByRole('row').nth(1);
  await newest.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Povpraševanje');
  const lines = page.getByRole('table', { name: 'Povpraševanje in ponudba po postavkah' });
  await expect(async () => {
    if ((await lines.count()) === 0) {
      await page.getByRole('button', { name: 'Preveri, ali je ponudba že prispela' }).click();
    }
    await expect(lines).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(lines.getByRole('columnheader', { name: 'Zahtevano' })).toBeVisible();
  await expect(lines.getByRole('columnheader', { name: 'Ponujeno' })).toBeVisible();
  for (const product of products) await expect(lines).toContainText(product.name);
  // The number the ERP gave the offer, beside its term.
  const offerNumber = (
    await page
      .getByText(/^PN[\w-]+$/)
      .first()
      .textContent()
  )?.trim();
  expect(offerNumber).toMatch(/^PN/);

  // The offer as a PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Prenesi ponudbo (PDF)' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Both lines into the cart at the offered prices, marked as from the offer.
  for (const box of await lines.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Sprejmi izbrane postavke' }).click();
  await expect(page.getByText('Dodano v košarico: 2 postavki').first()).toBeVisible();

  await page.goto('/kosarica#naročila');
  const cart = page.getByRole('table');
  await expect(cart.getByRole('link', { name: `iz ponudbe ${offerNumber}` })).toHaveCount(2);
  await page.getByRole('button', { name: 'Naprej', exact: true }).click();
  await settleRouting(page);
  await page.getByRole('button', { name: 'Naprej', exact: true }).click();
  await page.getByRole('button', { name: 'Oddaj naročilo' }).click();
  await expect(page.getByRole('heading', { name: /Naročilo \S+ je oddano/ })).toBeVisible({
    timeout: 15_000,
  });

  // The offer is now accepted, with the order it became.
  await page.goto('/povprasevanje-ponudbe?status=accepted');
  await expect(
    page.getByRole('table', { name: 'Povpraševanja in ponudbe' }).getByRole('row', {
      name: new RegExp(offerNumber!),
    }),
  ).toContainText('Sprejeto (naročeno)');
});

test('en: an expired offer is read-only and asks for a new offer', async ({ page }) => {
  await signIn(page, 'spela.mlakar@gradnje-kovac.si', { locale: 'en' });
  await page.goto('/en/inquiry-offers?status=expired');
  const list = page.getByRole('table', { name: 'Inquiries and offers' });
  const expired = list.getByRole('row').nth(1);
  await expect(expired).toContainText('Expired');
  await expired.getByRole('link').first().click();

  await expect(page.getByRole('button', { name: 'Accept the whole offer' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Request a new offer' }).click();
  await expect(page.getByText(/New inquiry \S+ has been sent\./).first()).toBeVisible();
  await expect(page).toHaveURL(/\/en\/inquiry-offers\/inquiry\/\d+$/);
});

test('sl: a partner without a type-3 caretaker sees why inquiries are not available', async ({
  page,
}) => {
  await signIn(page, 'gregor.korosec@keramika-novak.si');
  await page.goto('/povprasevanje-ponudbe');
  await expect(
    page.getByText('Povpraševanja so na voljo le partnerjem s skrbnikom.').first(),
  ).toBeVisible();
});
