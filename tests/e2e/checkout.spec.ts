// Issue #5 / SPEC §2 Cart page (/kosarica, /en/cart), §4 Cart mode, Packages, Delivery method,
// §5 special delivery location, §8 unknown EAN and inquiry texts: a buyer fills the cart by EAN,
// goes through the three steps and places an order; sends an inquiry; resets the choices; in
// Slovenian and in English. The EANs come from the shop API, as a buyer would read them off the
// catalogue. One buyer's basket is shared by the tests that sign in as that buyer, so they run
// one after another; they use the purchasing employee (Luka) and the second partner, never the
// administrator, whose baskets adding.spec.ts fills in another worker at the same time.
import type { APIRequestContext, Page } from '@playwright/test';
import { simItemTraits, type SimItemTraits } from '@gradnik/erp/simulator-rules';
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, demo, signIn, type Locale } from './fixtures.ts';

// In order, one worker, yet a failure does not skip the rest ('default' opts out of fullyParallel).
test.describe.configure({ mode: 'default' });
test.setTimeout(120_000);

interface Caller {
  token: string;
  csrf: string;
}

async function callerFor(request: APIRequestContext, email: string): Promise<Caller> {
  const response = await request.post('/api/token', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { access_token: string; csrf_token: string };
  return { token: body.access_token, csrf: body.csrf_token };
}

/** Two products with an EAN, in catalogue order, named in the page's language. */
async function twoEans(request: APIRequestContext, caller: Caller, locale: Locale = 'sl') {
  const response = await request.get('/jsonapi/product?page[limit]=10', {
    headers: { Authorization: `Bearer ${caller.token}`, 'Accept-Language': locale },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { attributes: { ean: string | null; name: string } }[];
  };
  const products = body.data
    .map((product) => product.attributes)
    .filter((product): product is { ean: string; name: string } => Boolean(product.ean));
  expect(products.length).toBeGreaterThanOrEqual(2);
  return products.slice(0, 2);
}

/** Starts from empty baskets (a previous test of the same buyer may have left lines). */
async function emptyBaskets(request: APIRequestContext, caller: Caller) {
  for (const id of ['default', 'inquiry']) {
    const response = await request.delete(`/jsonapi/basket?id=${id}`, {
      headers: { Authorization: `Bearer ${caller.token}`, 'X-CSRF-Token': caller.csrf },
    });
    expect(response.ok()).toBe(true);
  }
}

const text = {
  sl: {
    cart: '/kosarica#naročila',
    inquiry: '/kosarica#povpraševanja',
    ean: 'EAN koda',
    add: 'Dodaj',
    next: 'Naprej',
    reset: 'Ponastavi',
    steps: ['Košarica', 'Dostava in plačilo', 'Potrditev naročila'],
    inquirySteps: ['Povpraševanje', 'Dostava in plačilo', 'Potrditev povpraševanja'],
    unknownEan: 'Izdelek s to EAN kodo ne obstaja oziroma ni bil najden.',
    deliveryToAddress: /Dostava na naslov/,
    location: {
      name: 'Ime lokacije',
      post: 'Poštna številka',
      contact: 'Ime kontakta',
      phone: 'Telefonska številka',
      save: 'Shrani lokacijo',
      invalidPost: 'Poštna številka ni veljavna',
      saved: 'Lokacija uspešno nastavljena',
    },
    carLift: 'Potrebujem avto dvigalo',
    reference: 'Referenčna številka',
    note: 'Opomba k naročilu',
    checking: 'Preverjam dobavo …',
    acceptPrice: 'Sprejmi novo ceno',
    place: 'Oddaj naročilo',
    placed: /Naročilo \S+ je oddano/,
    newOrder: 'Novo naročilo',
    empty: 'Vaša košarica je prazna.',
    send: 'Pošlji povpraševanje',
    sent: 'Povpraševanje uspešno poslano',
    counter: (n: number, limit: number) => `${n}/${limit} znakov`,
  },
  en: {
    cart: '/en/cart#naročila',
    inquiry: '/en/cart#povpraševanja',
    ean: 'EAN code',
    add: 'Add',
    next: 'Next',
    reset: 'Reset',
    steps: ['Cart', 'Delivery and payment', 'Order confirmation'],
    inquirySteps: ['Inquiry', 'Delivery and payment', 'Inquiry confirmation'],
    unknownEan: 'A product with this EAN code does not exist or was not found.',
    deliveryToAddress: /Delivery to address/,
    location: {
      name: 'Location name',
      post: 'Postal code',
      contact: 'Contact name',
      phone: 'Phone number',
      save: 'Save the location',
      invalidPost: 'The postal code is not valid',
      saved: 'Location set successfully',
    },
    carLift: 'I need a truck lift',
    reference: 'Reference number',
    note: 'Note to the order',
    checking: 'Checking delivery …',
    acceptPrice: 'Accept the new price',
    place: 'Place the order',
    placed: /Order \S+ has been placed/,
    newOrder: 'New order',
    empty: 'Your cart is empty.',
    send: 'Send the inquiry',
    sent: 'Inquiry sent successfully',
    counter: (n: number, limit: number) => `${n}/${limit} characters`,
  },
} as const;

function activeStep(page: Page) {
  return page.locator('nav ol > li[aria-current="step"]');
}

async function addByEan(page: Page, locale: Locale, ean: string) {
  const t = text[locale];
  await page.getByLabel(t.ean, { exact: true }).fill(ean);
  await page.getByRole('button', { name: t.add, exact: true }).click();
  await expect(page.getByLabel(t.ean, { exact: true })).toHaveValue('');
}

/** Waits for the routing check, accepting changed prices until none is left. */
async function settleRouting(page: Page, locale: Locale) {
  const t = text[locale];
  const next = page.getByRole('button', { name: t.next, exact: true });
  await expect(async () => {
    await expect(page.getByText(t.checking)).toHaveCount(0, { timeout: 1_000 });
    const accept = page.getByRole('button', { name: t.acceptPrice }).first();
    if (await accept.isVisible()) {
      await accept.click();
      throw new Error('accepted a changed price; checking again');
    }
    await expect(next).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

for (const locale of ['sl', 'en'] as const) {
  const buyer = demo.employee;
  const t = text[locale];

  test(`${locale}: quick add by EAN, three steps with a site location, the order is placed`, async ({
    page,
    request,
  }) => {
    const caller = await callerFor(request, buyer.email);
    await emptyBaskets(request, caller);
    const products = await twoEans(request, caller, locale);
    await signIn(page, buyer.email, { locale });
    await page.goto(t.cart);

    const steps = page.getByRole('navigation', { name: locale === 'sl' ? 'Koraki' : 'Steps' });
    await expect(steps.getByRole('listitem')).toHaveText(t.steps.map((s) => new RegExp(s)));
    await expect(activeStep(page)).toHaveCount(1);
    await expect(activeStep(page)).toContainText(t.steps[0]);
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(page.getByRole('button', { name: t.next, exact: true })).toBeDisabled();

    // SPEC §8: an EAN nobody has.
    await page.getByLabel(t.ean, { exact: true }).fill('2000000000008');
    await page.getByRole('button', { name: t.add, exact: true }).click();
    await expect(page.getByText(t.unknownEan)).toBeVisible();

    for (const product of products) await addByEan(page, locale, product.ean);
    const table = page.getByRole('table');
    for (const product of products) {
      await expect(table.getByRole('link', { name: product.name })).toBeVisible();
      await expect(table.getByRole('cell', { name: product.ean, exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(activeStep(page)).toContainText(t.steps[1]);

    await page.getByRole('radio', { name: t.deliveryToAddress }).check();
    await page.getByLabel(t.location.name).fill('Gradbišče Rožna dolina');
    await page.getByLabel(t.location.post).fill('99');
    await page.getByLabel(t.location.contact).fill('Ana Novak');
    await page.getByLabel(t.location.phone).fill('041 123 456');
    await page.getByRole('button', { name: t.location.save }).click();
    await expect(page.getByText(t.location.invalidPost)).toBeVisible();
    await expect(page.getByText(t.location.saved)).toHaveCount(0);
    await page.getByLabel(t.location.post).fill('1000');
    await page.getByRole('button', { name: t.location.save }).click();
    await expect(page.getByText(t.location.saved)).toBeVisible();
    await expect(page.getByText(t.location.invalidPost)).toHaveCount(0);
    await page.getByLabel(t.carLift).check();

    await page.getByLabel(t.reference, { exact: true }).fill('PO-2024-17');
    await expect(page.getByText(t.counter(10, 64))).toBeVisible();
    await page.getByLabel(t.note, { exact: true }).fill('Dostava po 7. uri');
    await expect(page.getByText(t.counter(17, 2000))).toBeVisible();

    await settleRouting(page, locale);
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(activeStep(page)).toContainText(t.steps[2]);
    await expect(page.getByText('PO-2024-17')).toBeVisible();
    await expect(page.getByText(/Gradbišče Rožna dolina, 1000, Ana Novak/)).toBeVisible();

    const place = page.getByRole('button', { name: t.place });
    await place.dblclick();
    await expect(page.getByRole('heading', { name: t.placed })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: t.newOrder }).click();
    await expect(page.getByText(t.empty)).toBeVisible();

    // A double click placed one order: the basket holds nothing and the API agrees.
    const basket = await request.get('/jsonapi/basket?id=default', {
      headers: { Authorization: `Bearer ${caller.token}` },
    });
    expect(((await basket.json()) as { included: unknown[] }).included).toHaveLength(0);
  });

  test(`${locale}: an inquiry goes through its three steps and is sent`, async ({
    page,
    request,
  }) => {
    const caller = await callerFor(request, buyer.email);
    await emptyBaskets(request, caller);
    const [product] = await twoEans(request, caller, locale);
    await signIn(page, buyer.email, { locale });
    await page.goto(t.inquiry);
    await expect(
      page.getByRole('tab', { name: locale === 'sl' ? 'Povpraševanja' : 'Inquiries' }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(activeStep(page)).toContainText(t.inquirySteps[0]);

    await addByEan(page, locale, product!.ean);
    await expect(page.getByRole('table').getByRole('link', { name: product!.name })).toBeVisible();
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(activeStep(page)).toContainText(t.inquirySteps[1]);
    await page.getByLabel(t.note, { exact: true }).fill('Prosimo za ponudbo');
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(activeStep(page)).toContainText(t.inquirySteps[2]);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.sent)).toBeVisible({ timeout: 15_000 });
  });
}

test('sl: reset returns to step 1 and clears the reference number and the note, also after a reload', async ({
  page,
  request,
}) => {
  const t = text.sl;
  const caller = await callerFor(request, demo.employee.email);
  await emptyBaskets(request, caller);
  const [product] = await twoEans(request, caller);
  await signIn(page, demo.employee.email);
  await page.goto(t.cart);
  await addByEan(page, 'sl', product!.ean);
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await page.getByLabel(t.reference, { exact: true }).fill('REF-1');
  await page.getByLabel(t.note, { exact: true }).fill('Opomba');

  // What was typed is stored: a reload keeps it.
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(page.getByLabel(t.reference, { exact: true })).toHaveValue('REF-1', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByLabel(t.note, { exact: true })).toHaveValue('Opomba');

  await page.getByRole('button', { name: t.reset }).click();
  await expect(activeStep(page)).toContainText(t.steps[0]);
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByLabel(t.reference, { exact: true })).toHaveValue('');
  await expect(page.getByLabel(t.note, { exact: true })).toHaveValue('');
  await expect(page.getByText(t.counter(0, 64))).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByLabel(t.reference, { exact: true })).toHaveValue('');
  await expect(page.getByLabel(t.note, { exact: true })).toHaveValue('');
});

test('sl: a partner without a type-3 caretaker is told why inquiries are not available', async ({
  page,
}) => {
  await signIn(page, demo.mojster.email);
  await page.goto(text.sl.inquiry);
  await expect(
    page.getByText('Povpraševanja so na voljo, ko vam je dodeljen skrbnik.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: text.sl.next, exact: true })).toBeDisabled();
  await expect(page.getByLabel(text.sl.ean, { exact: true })).toHaveCount(0);
});

/**
 * A product whose simulated ERP behaviour is `want` for the caller's partner (the built-in
 * simulator is deterministic per item and partner: packages/erp/src/simulator-rules.ts).
 */
async function productWith(
  request: APIRequestContext,
  caller: Caller,
  want: (traits: SimItemTraits) => boolean,
) {
  const headers = { Authorization: `Bearer ${caller.token}` };
  const customer = await request.get('/jsonapi/customer?include=partner', { headers });
  expect(customer.ok()).toBe(true);
  const included = (
    (await customer.json()) as { included?: { attributes: { PartnerNo?: string } }[] }
  ).included;
  const partnerNo = included?.find((r) => r.attributes.PartnerNo)?.attributes.PartnerNo;
  expect(partnerNo).toBeTruthy();
  const list = await request.get('/jsonapi/product?page[limit]=100', { headers });
  expect(list.ok()).toBe(true);
  const products = (
    (await list.json()) as {
      data: { attributes: { code: string; ean: string | null; name: string } }[];
    }
  ).data.map((p) => p.attributes);
  const found = products.find((p) => p.ean && want(simItemTraits(p.code, partnerNo!)));
  expect(found, 'the demo catalogue has a product with the wanted ERP behaviour').toBeTruthy();
  return found as { code: string; ean: string; name: string };
}

test('sl: the routing check flags price_changed and stock_conflict; accept the price, move the line to the inquiry basket', async ({
  page,
  request,
}) => {
  const t = text.sl;
  const caller = await callerFor(request, demo.employee.email);
  await emptyBaskets(request, caller);
  const drifting = await productWith(
    request,
    caller,
    (p) => p.stockClass === 'in-stock' && p.routingPriceDrift,
  );
  const missing = await productWith(
    request,
    caller,
    (p) => p.stockClass === 'out-of-stock' && !p.routingPriceDrift,
  );
  await signIn(page, demo.employee.email);
  await page.goto(t.cart);
  await addByEan(page, 'sl', drifting.ean);
  await addByEan(page, 'sl', missing.ean);
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(activeStep(page)).toContainText(t.steps[1]);

  // SPEC §4 Cart line errors, shown on the affected lines; placing waits until they are
  // resolved. stock_conflict is "checked only when no price error so far": it shows once the
  // changed price is accepted.
  const priceChanged = page.getByText('Cena izdelka se je spremenila.');
  const stockConflict = page.getByText('Izdelka ni mogoče dobaviti v izbrani količini.');
  await expect(priceChanged).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: t.next, exact: true })).toBeDisabled();

  await page.getByRole('button', { name: t.acceptPrice }).click();
  await expect(priceChanged).toHaveCount(0, { timeout: 20_000 });
  await expect(stockConflict).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: t.next, exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Prestavi v povpraševanje' }).click();
  await expect(stockConflict).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: t.next, exact: true })).toBeEnabled({
    timeout: 20_000,
  });

  // The moved line now waits in the inquiry basket, and only there.
  await page.goto(t.inquiry);
  await expect(page.getByRole('table').getByRole('link', { name: missing.name })).toBeVisible();
  await page.goto(t.cart);
  const cartTable = page.getByRole('table');
  await expect(cartTable.getByRole('link', { name: drifting.name })).toBeVisible();
  await expect(cartTable.getByRole('link', { name: missing.name })).toHaveCount(0);
});
