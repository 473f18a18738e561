// Issue #5 / SPEC §5 Adding, §8 alerts, §2 side panels: filling the cart and the inquiry basket
// from category rows (single and bulk), search results and the product page, in Slovenian and
// English, and removing a line in the cart panel through the confirm modal. The tests share one
// buyer's baskets, so they run one after another and compare counts before and after.
import type { Page } from '@playwright/test';
import { demo, signIn, waitForHydration, type Locale } from './fixtures.ts';
import { expect, test } from './test.ts';

test.describe.configure({ mode: 'serial' });

const CATEGORY = '/gradnja/cement-in-malte/';

const text = {
  sl: {
    cart: /^Košarica \((\d+)\)$/,
    inquiry: /^Povpraševanje \((\d+)\)$/,
    cartTitle: 'Košarica',
    inquiryTitle: 'Povpraševanje',
    addToCart: 'Dodaj v košarico',
    addToInquiry: 'Dodaj v povpraševanje',
    added: 'Izdelek je bil uspešno dodan v košarico',
    addedInquiry: 'Izdelek je bil uspešno dodan v povpraševanje',
    link: 'V košarico',
    linkInquiry: 'V povpraševanje',
    quantityRequired: 'Potrebno je izbrati količino izdelka',
  },
  en: {
    cart: /^Cart \((\d+)\)$/,
    inquiry: /^Inquiry \((\d+)\)$/,
    cartTitle: 'Cart',
    inquiryTitle: 'Inquiry',
    addToCart: 'Add to cart',
    addToInquiry: 'Add to inquiry',
    added: 'The product was added to the cart',
    addedInquiry: 'The product was added to the inquiry',
    link: 'To the cart',
    linkInquiry: 'To the inquiry',
    quantityRequired: 'Please choose the quantity of the product',
  },
} as const;

/** Product rows of the page's product table (the name is the row header). */
function rows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

async function basketCount(page: Page, locale: Locale, kind: 'cart' | 'inquiry') {
  const button = page.getByRole('button', { name: text[locale][kind] });
  const name = (await button.getAttribute('aria-label')) ?? '';
  return Number(text[locale][kind].exec(name)?.[1] ?? NaN);
}

/** Types a quantity into the first quantity field of a row and confirms it (Enter). */
async function setQuantity(scope: ReturnType<Page['locator']>, value: string) {
  const input = scope.getByRole('textbox').first();
  await input.fill(value);
  await input.press('Enter');
}

async function accessToken(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    accessToken: string;
  };
  return session.accessToken;
}

/** Product ids in one of the buyer's baskets (SPEC §7 GET /jsonapi/basket?id=). */
async function basketProductIds(page: Page, id: 'default' | 'inquiry'): Promise<Set<string>> {
  const res = await page.request.get(`/jsonapi/basket?id=${id}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(res.ok()).toBe(true);
  const doc = (await res.json()) as {
    included: Array<{ attributes: { 'order.product.prodid': string } }>;
  };
  return new Set(doc.included.map((line) => line.attributes['order.product.prodid']));
}

interface ErpProduct {
  id: string;
  name: string;
  basket: number;
  list: number;
}

/** Products with their ERP price and stock for the signed-in partner (the simulator's rules). */
async function erpProducts(page: Page): Promise<ErpProduct[]> {
  const token = await accessToken(page);
  const found: ErpProduct[] = [];
  for (let offset = 0; offset < 200; offset += 50) {
    const res = await page.request.get(
      `/jsonapi/product?include=price,stock&page[offset]=${offset}&page[limit]=50`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.ok()).toBe(true);
    const doc = (await res.json()) as {
      data: Array<{
        id: string;
        attributes: { name: string };
        relationships: {
          price: { data: Array<{ attributes: { status: string; retail?: { list: number } } }> };
          stock: { data: Array<{ attributes: { status: string; Basket?: number } }> };
        };
      }>;
    };
    for (const product of doc.data) {
      const price = product.relationships.price.data[0]?.attributes;
      const stock = product.relationships.stock.data[0]?.attributes;
      if (price?.status !== 'ok' || stock?.status !== 'ok') continue;
      found.push({
        id: product.id,
        name: product.attributes.name,
        basket: stock.Basket ?? NaN,
        list: price.retail?.list ?? 0,
      });
    }
  }
  return found;
}

for (const locale of ['sl', 'en'] as const) {
  const t = text[locale];
  const prefix = locale === 'en' ? '/en' : '';

  test(`${locale}: add from a category row → alert with link, header count, cart panel`, async ({
    page,
  }) => {
    await signIn(page, demo.admin.email, { locale });
    await page.goto(`${prefix}${CATEGORY}`);
    // A product not yet in the cart, so the line count grows by one.
    const inCart = await basketProductIds(page, 'default');
    const candidates = rows(page).filter({
      has: page.getByRole('button', { name: t.addToCart }),
    });
    await expect(candidates.first()).toBeVisible();
    let row = candidates.first();
    for (let i = 0; i < (await candidates.count()); i += 1) {
      const link = candidates.nth(i).getByRole('rowheader').getByRole('link');
      const id = /(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
      if (!inCart.has(id)) {
        row = candidates.nth(i);
        break;
      }
    }
    await expect(row).toBeVisible();
    const name = ((await row.getByRole('rowheader').getByRole('link').textContent()) ?? '').trim();
    const before = await basketCount(page, locale, 'cart');

    // Quantity 0: the SPEC §8 quantity error, nothing added.
    await row.getByRole('button', { name: t.addToCart }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.quantityRequired })).toBeVisible();

    await setQuantity(row, '2');
    await row.getByRole('button', { name: t.addToCart }).click();
    const alert = page.getByRole('status').filter({ hasText: t.added });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: t.link })).toHaveAttribute(
      'href',
      `${prefix}${locale === 'en' ? '/cart' : '/kosarica'}#naročila`,
    );
    // SPEC §4: the row's quantity returns to 0.
    await expect(row.getByRole('textbox').first()).toHaveValue('0');
    await expect(page.getByRole('button', { name: t.cart })).toHaveAttribute(
      'aria-label',
      locale === 'en' ? `Cart (${before + 1})` : `Košarica (${before + 1})`,
    );

    await page.getByRole('button', { name: t.cart }).click();
    const panel = page.getByRole('dialog', { name: t.cartTitle });
    await expect(panel.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  });
}

test('bulk: nothing checked says Izberi izdelke; checked in-stock rows go in one request', async ({
  page,
}) => {
  await signIn(page, demo.admin.email);
  await page.goto(CATEGORY);
  await page.getByRole('button', { name: 'Dodaj izbrane v košarico' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Izberi izdelke' })).toBeVisible();

  const inStock = rows(page).filter({
    has: page.getByRole('button', { name: 'Dodaj v košarico' }),
  });
  expect(await inStock.count()).toBeGreaterThanOrEqual(2);
  for (const index of [0, 1]) {
    const row = inStock.nth(index);
    const name = ((await row.getByRole('rowheader').getByRole('link').textContent()) ?? '').trim();
    await row.getByRole('checkbox', { name }).check();
    await setQuantity(row, '3');
  }
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/jsonapi/basket')) {
      posts.push(request.url());
    }
  });
  await page.getByRole('button', { name: 'Dodaj izbrane v košarico' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Izdelki so bili uspešno dodani v košarico' }),
  ).toBeVisible();
  expect(posts).toEqual([expect.stringContaining('id=default&related=product')]);
  await expect(page.getByText('Označeno: 0')).toBeVisible();
});

test('add to the inquiry from a product with Basket 0 → the inquiry panel lists it', async ({
  page,
}) => {
  await signIn(page, demo.admin.email);
  const asked = await basketProductIds(page, 'inquiry');
  const product = (await erpProducts(page)).find(
    (p) => p.basket <= 0 && p.list > 0 && !asked.has(p.id),
  );
  expect(product, 'the simulator leaves about a fifth of the items out of stock').toBeTruthy();
  await page.goto(`/artikel/${product!.id}`);
  const before = await basketCount(page, 'sl', 'inquiry');
  // No quantity: the inquiry asks for the minimum retail unit (SPEC §5).
  await page.getByRole('button', { name: 'Dodaj v povpraševanje' }).click();
  const alert = page.getByRole('status').filter({ hasText: text.sl.addedInquiry });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'V povpraševanje' })).toHaveAttribute(
    'href',
    '/kosarica#povpraševanja',
  );
  await expect(page.getByRole('button', { name: text.sl.inquiry })).toHaveAttribute(
    'aria-label',
    `Povpraševanje (${before + 1})`,
  );
  await page.getByRole('button', { name: text.sl.inquiry }).click();
  const panel = page.getByRole('dialog', { name: 'Povpraševanje' });
  await expect(panel.getByRole('listitem').filter({ hasText: product!.name })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Pošlji povpraševanje' })).toBeVisible();
});

test('add from the product page and from search results', async ({ page }) => {
  await signIn(page, demo.admin.email);
  const products = (await erpProducts(page)).filter((p) => p.basket > 0 && p.list > 0);
  const [onPage, searched] = products;
  expect(searched, 'two products in stock').toBeTruthy();

  await page.goto(`/artikel/${onPage!.id}`);
  await setQuantity(page.getByRole('group', { name: `Količina: ${onPage!.name}` }), '1');
  await page.getByRole('main').getByRole('button', { name: 'Dodaj v košarico' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: text.sl.added })).toBeVisible();

  await page.goto(`/iskanje/${encodeURIComponent(searched!.name)}`);
  const row = rows(page).filter({
    has: page.getByRole('link', { name: searched!.name, exact: true }),
  });
  await setQuantity(row.first(), '1');
  await row.first().getByRole('button', { name: 'Dodaj v košarico' }).click();
  await expect(page.getByRole('status').filter({ hasText: text.sl.added })).toBeVisible();

  await page.getByRole('button', { name: text.sl.cart }).click();
  const panel = page.getByRole('dialog', { name: 'Košarica' });
  await expect(panel.getByRole('listitem').filter({ hasText: onPage!.name })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: searched!.name })).toBeVisible();
});

test('a cart line is removed in the panel through the confirm modal', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await page.goto(CATEGORY);
  const before = await basketCount(page, 'sl', 'cart');
  expect(before, 'earlier tests filled the cart').toBeGreaterThan(0);
  await page.getByRole('button', { name: text.sl.cart }).click();
  const panel = page.getByRole('dialog', { name: 'Košarica' });
  const line = panel.getByRole('listitem').first();
  const remove = line.getByRole('button', { name: /^Odstrani: / });
  const name = ((await remove.getAttribute('aria-label')) ?? '').replace(/^Odstrani: /, '');

  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Odstrani izdelek' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Prekliči' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(before);

  await remove.click();
  await confirm.getByRole('button', { name: 'Odstrani', exact: true }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(before - 1);
  await expect(panel.getByRole('button', { name: `Odstrani: ${name}` })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Nazaj v trgovino' }).click();
  await expect(page.getByRole('button', { name: text.sl.cart })).toHaveAttribute(
    'aria-label',
    `Košarica (${before - 1})`,
  );
});

// Issue #12 reorder, here because it adds to this buyer's cart like the tests above (serial).
test('sl: two lines of a past order go into the cart again, at today’s prices', async ({
  page,
}) => {
  await signIn(page, demo.admin.email);
  await page.goto('/narocila?status=invoiced&sort=-value');
  await page
    .getByRole('table', { name: 'Naročila' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/narocila\/\d+$/);
  await waitForHydration(page);
  const choices = page.getByRole('checkbox', { name: /za ponovno naročilo$/ });
  expect(await choices.count()).toBeGreaterThanOrEqual(2);
  await choices.nth(0).check();
  await choices.nth(1).check();
  await expect(page.getByText('Izbrani sta 2 postavki')).toBeVisible();

  const answer = page.waitForResponse((r) => /\/api\/orders\/\d+\/reorder$/.test(r.url()));
  await page.getByRole('button', { name: 'Dodaj izbrane v košarico' }).click();
  const result = (await (await answer).json()) as {
    data: { added: { productId: string; name: string }[]; skipped: { name: string }[] };
  };
  expect(result.data.added.length + result.data.skipped.length).toBe(2);
  const report = page.getByRole('region', { name: 'Rezultat ponovnega naročila' });
  await expect(report).toBeVisible();
  for (const line of [...result.data.added, ...result.data.skipped]) {
    await expect(report.getByText(line.name, { exact: false })).toBeVisible();
  }
  // One alert names what was added and what was skipped.
  await expect(
    page.getByRole(result.data.added.length > 0 ? 'status' : 'alert').filter({
      hasText: result.data.added.length > 0 ? 'V košarico' : 'Nobenega izdelka',
    }),
  ).toBeVisible();
  const inCart = await basketProductIds(page, 'default');
  for (const line of result.data.added) expect(inCart).toContain(line.productId);
});

test('en: an invoice’s lines go into the cart again from the documents screen', async ({
  page,
}) => {
  await signIn(page, demo.admin.email, { locale: 'en' });
  await page.goto('/en/documents?type=invoice');
  const row = page
    .getByRole('table', { name: 'Documents' })
    .locator('tbody')
    .getByRole('row')
    .first();
  const number = (await row.getByRole('cell').nth(1).innerText()).trim();
  const answer = page.waitForResponse((r) => /\/api\/documents\/\d+\/reorder$/.test(r.url()));
  await row.getByRole('button', { name: `Reorder ${number}` }).click();
  const result = (await (await answer).json()) as {
    data: { added: { productId: string }[]; skipped: unknown[] };
  };
  expect(result.data.added.length + result.data.skipped.length).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Reorder result' })).toBeVisible();
  const inCart = await basketProductIds(page, 'default');
  for (const line of result.data.added) expect(inCart).toContain(line.productId);
});
