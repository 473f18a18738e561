// Issue #14 (decision 036): an inquiry becomes an offer, and the offer an order, the way a
// buyer does it; an expired offer is asked for again; a partner without a type-3 caretaker is
// told why. The ERP simulator answers at once here (ERP_SIM_OFFER_DELAY=0, playwright.config.ts).
// Each test signs in as a user no other spec uses (Gradnje Kovač's other employees).
import type { APIRequestContext } from '@playwright/test';
import { violations } from './axe.ts';
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, signIn } from './fixtures.ts';

test.setTimeout(120_000);

async function tokenOf(request: APIRequestContext, email: string) {
  const response = await request.post('/api/token', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { access_token: string; csrf_token: string };
}

/**
 * Two products with an EAN that the cart can take (the catalogue's first), named as the inquiry's
 * lines keep them: the Slovenian name, snapshotted when the inquiry is placed (as order lines).
 */
async function twoProducts(request: APIRequestContext, token: string) {
  const response = await request.get('/jsonapi/product?page[limit]=10', {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'sl' },
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

const text = {
  sl: {
    buyer: 'rok.zajc@gradnje-kovac.si',
    inquiryCart: '/kosarica#povpraševanja',
    cart: '/kosarica#naročila',
    ean: 'EAN koda',
    add: 'Dodaj',
    next: 'Naprej',
    checking: 'Preverjam dobavo …',
    send: 'Pošlji povpraševanje',
    sent: 'Povpraševanje uspešno poslano',
    sentNumber: /Povpraševanje (\S+) je poslano/,
    list: '/povprasevanje-ponudbe',
    listName: 'Povpraševanja in ponudbe',
    heading: 'Povpraševanje',
    lines: 'Povpraševanje in ponudba po postavkah',
    requested: 'Zahtevano',
    offered: 'Ponujeno',
    refresh: 'Preveri, ali je ponudba že prispela',
    pdf: 'Prenesi ponudbo (PDF)',
    acceptChosen: 'Sprejmi izbrane postavke',
    added: 'Dodano v košarico: 2 postavki',
    fromOffer: (n: string) => `iz ponudbe ${n}`,
    place: 'Oddaj naročilo',
    placed: /Naročilo \S+ je oddano/,
    accepted: 'Sprejeto (naročeno)',
  },
  en: {
    buyer: 'janez.zupan@gradnje-kovac.si',
    inquiryCart: '/en/cart#povpraševanja',
    cart: '/en/cart#naročila',
    ean: 'EAN code',
    add: 'Add',
    next: 'Next',
    checking: 'Checking delivery …',
    send: 'Send the inquiry',
    sent: 'Inquiry sent successfully',
    sentNumber: /Inquiry (\S+) has been sent/,
    list: '/en/inquiry-offers',
    listName: 'Inquiries and offers',
    heading: 'Inquiry',
    lines: 'Inquiry and offer, line by line',
    requested: 'Requested',
    offered: 'Offered',
    refresh: 'Check whether the offer has arrived',
    pdf: 'Download the offer (PDF)',
    acceptChosen: 'Accept chosen lines',
    added: 'Added to the cart: 2 lines',
    fromOffer: (n: string) => `from offer ${n}`,
    place: 'Place the order',
    placed: /Order \S+ has been placed/,
    accepted: 'Accepted (ordered)',
  },
} as const;

for (const locale of ['sl', 'en'] as const) {
  const t = text[locale];

  test(`${locale}: an inquiry from the cart gets an offer; two lines are ordered at the offered prices`, async ({
    page,
    request,
  }) => {
    const { access_token: token, csrf_token: csrf } = await tokenOf(request, t.buyer);
    await emptyBaskets(request, token, csrf);
    const products = await twoProducts(request, token);

    await signIn(page, t.buyer, { locale });
    await page.goto(t.inquiryCart);
    for (const product of products) {
      await page.getByLabel(t.ean, { exact: true }).fill(product.ean);
      await page.getByRole('button', { name: t.add, exact: true }).click();
      await expect(page.getByLabel(t.ean, { exact: true })).toHaveValue('');
    }
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.sent)).toBeVisible({ timeout: 15_000 });
    const sentHeading = page.getByRole('heading', { name: t.sentNumber });
    const inquiryNumber = (await sentHeading.textContent())?.match(t.sentNumber)?.[1];
    expect(inquiryNumber).toBeTruthy();

    // This inquiry (the other language's test, in the same company, sends one at the same time);
    // its offer has arrived (the simulator answers at once).
    await page.goto(t.list);
    const list = page.getByRole('table', { name: t.listName });
    await list
      .getByRole('row', { name: new RegExp(inquiryNumber!) })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.heading);
    const lines = page.getByRole('table', { name: t.lines });
    await expect(async () => {
      if ((await lines.count()) === 0) await page.getByRole('button', { name: t.refresh }).click();
      await expect(lines).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(lines.getByRole('columnheader', { name: t.requested, exact: true })).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: t.offered, exact: true })).toBeVisible();
    for (const product of products) await expect(lines).toContainText(product.name);
    expect(await violations(page), 'offer detail').toEqual([]);
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
    await page.getByRole('button', { name: t.pdf }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // Both lines into the cart at the offered prices, marked as from the offer.
    for (const box of await lines.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: t.acceptChosen }).click();
    await expect(page.getByText(t.added).first()).toBeVisible();

    await page.goto(t.cart);
    const cart = page.getByRole('table');
    await expect(cart.getByRole('link', { name: t.fromOffer(offerNumber!) })).toHaveCount(2);
    const next = page.getByRole('button', { name: t.next, exact: true });
    await next.click();
    await expect(async () => {
      await expect(page.getByText(t.checking)).toHaveCount(0, { timeout: 1_000 });
      await expect(next).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await next.click();
    await page.getByRole('button', { name: t.place }).click();
    await expect(page.getByRole('heading', { name: t.placed })).toBeVisible({ timeout: 15_000 });

    // The offer is now accepted, with the order it became.
    await page.goto(`${t.list}?status=accepted`);
    await expect(
      page
        .getByRole('table', { name: t.listName })
        .getByRole('row', { name: new RegExp(offerNumber!) }),
    ).toContainText(t.accepted);
  });
}

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
