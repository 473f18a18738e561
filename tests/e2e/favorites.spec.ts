// Issue #15, SPEC §2 favourites (side panel, page, list modal), §4 rules, §8 texts: a buyer hearts
// products, sees them in the side panel, makes a list and moves a product into it, and uses the
// page's bulk dropdown. Users no other spec signs in as (Gradnje Kovač's employees).
import type { Page } from '@playwright/test';
import { violations } from './axe.ts';
import { expect, test } from './test.ts';
import { signIn } from './fixtures.ts';

test.setTimeout(120_000);

const text = {
  sl: {
    buyer: 'polona.mlakar@gradnje-kovac.si',
    category: '/gradnja/cement-in-malte/',
    favorites: '/priljubljeni',
    add: 'Dodaj med priljubljene: ',
    edit: 'Priljubljeni seznami izdelka: ',
    panel: 'Priljubljeni izdelki',
    allLists: 'Vsi seznami',
    list: 'Seznam priljubljenih',
    newList: 'Nov seznam',
    createTitle: 'Nov seznam priljubljenih',
    name: 'Ime seznama',
    save: 'Shrani',
    created: 'Seznam je bil ustvarjen.',
    choose: 'Priljubljeni seznami',
    defaultList: 'Priljubljeni',
    rename: 'Preimenuj seznam',
    deleteList: 'Izbriši seznam',
    bulk: 'Dejanje za izbrane izdelke',
    bulkCart: 'Dodaj v košarico',
    bulkDelete: 'Odstrani s seznama',
    nothingChecked: 'Izberi izdelke',
    removed: 'Izdelek je bil uspešno odstranjen iz priljubljenih',
    bulkBuyer: 'barbara.kolar@gradnje-kovac.si',
    bulkAdded: 'Izdelki so bili uspešno dodani v košarico',
    quantity: 'Količina',
    cart: '/kosarica',
  },
  en: {
    buyer: 'sara.hocevar@gradnje-kovac.si',
    category: '/en/gradnja/cement-in-malte/',
    favorites: '/en/favorites',
    add: 'Add to favourites: ',
    edit: 'Favourites lists of the product: ',
    panel: 'Favourite products',
    allLists: 'All lists',
    list: 'Favourites list',
    newList: 'New list',
    createTitle: 'New favourites list',
    name: 'List name',
    save: 'Save',
    created: 'The list was created.',
    choose: 'Favourites lists',
    defaultList: 'Priljubljeni',
    rename: 'Rename list',
    deleteList: 'Delete list',
    bulk: 'Action for the selected products',
    bulkCart: 'Add to cart',
    bulkDelete: 'Remove from the list',
    nothingChecked: 'Select products',
    removed: 'The product was removed from favourites',
    bulkBuyer: 'primoz.petek@gradnje-kovac.si',
    bulkAdded: 'The products were added to the cart',
    quantity: 'Quantity',
    cart: '/en/cart',
  },
} as const;

type Texts = (typeof text)[keyof typeof text];

/** Hearts the first product of the category not yet in a list; returns its name. */
async function heartFirst(page: Page, t: Texts): Promise<string> {
  const heart = page.getByRole('button', { name: new RegExp(`^${t.add}`) }).first();
  await expect(heart).toBeEnabled();
  const name = ((await heart.getAttribute('aria-label')) ?? '').slice(t.add.length);
  await heart.click();
  await expect(page.getByRole('button', { name: `${t.edit}${name}` }).first()).toBeVisible();
  return name;
}

/** Picks a list in the page's list select, whose options read 'name (count)'. */
async function chooseList(page: Page, t: Texts, name: string) {
  const select = page.getByLabel(t.list, { exact: true });
  const labels = await select.locator('option').allTextContents();
  const label = labels.find((l) => l === name || l.startsWith(`${name} (`));
  expect(label, `a list named ${name}`).toBeDefined();
  await select.selectOption({ label: label! });
}

for (const locale of ['sl', 'en'] as const) {
  const t = text[locale];

  test(`${locale}: a product hearted on the category page shows in the panel and moves to a new list`, async ({
    page,
  }) => {
    await signIn(page, t.buyer, { locale });
    await page.goto(t.category);
    const product = await heartFirst(page, t);

    // The side panel lists the default list's products.
    await page.getByRole('button', { name: t.panel, exact: true }).click();
    const panel = page.getByRole('dialog', { name: t.panel });
    await expect(panel).toContainText(product);
    expect(await violations(page), 'favourites panel').toEqual([]);
    await panel.getByRole('link', { name: t.allLists }).click();
    await expect(page).toHaveURL(new RegExp(`${t.favorites}$`));

    // A new list through the create modal.
    const listName = locale === 'sl' ? 'Gradbišče Vič' : 'Site Vic';
    await page.getByRole('button', { name: t.newList, exact: true }).click();
    const modal = page.getByRole('dialog', { name: t.createTitle });
    await modal.getByLabel(t.name).fill(listName);
    await modal.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.created).first()).toBeVisible();

    // The default list can be neither renamed nor deleted (SPEC §6).
    await chooseList(page, t, t.defaultList);
    await expect(page.getByRole('button', { name: t.rename })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.deleteList })).toHaveCount(0);
    // Nothing checked: SPEC §5 'Izberi izdelke'.
    await page.getByLabel(t.bulk).selectOption({ label: t.bulkCart });
    await expect(page.getByText(t.nothingChecked).first()).toBeVisible();

    // Move the product: the filled heart opens the list choice.
    await page.goto(t.category);
    await page
      .getByRole('button', { name: `${t.edit}${product}` })
      .first()
      .click();
    const choice = page.getByRole('dialog', { name: t.choose });
    // Each box saves at once; it shows its new state when the server has answered.
    const into = choice.getByRole('checkbox', { name: listName });
    await into.click();
    await expect(into).toBeChecked();
    const outOf = choice.getByRole('checkbox', { name: t.defaultList });
    await outOf.click();
    await expect(outOf).not.toBeChecked();
    await page.keyboard.press('Escape');

    await page.goto(t.favorites);
    await chooseList(page, t, listName);
    const row = page.getByRole('checkbox', { name: product, exact: true });
    await expect(row).toBeVisible();
    await expect(page.getByRole('button', { name: t.rename })).toBeVisible();
    expect(await violations(page), 'favourites page').toEqual([]);

    // Removed from the list with SPEC §8's success text.
    await row.check();
    await page.getByLabel(t.bulk).selectOption({ label: t.bulkDelete });
    await expect(page.getByText(t.removed).first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: product, exact: true })).toHaveCount(0);
  });
}

for (const locale of ['sl', 'en'] as const) {
  const t = text[locale];

  test(`${locale}: two checked products go to the cart with one bulk action`, async ({ page }) => {
    await signIn(page, t.bulkBuyer, { locale });
    await page.goto(t.category);
    const first = await heartFirst(page, t);
    const second = await heartFirst(page, t);

    await page.goto(t.favorites);
    await chooseList(page, t, t.defaultList);
    // Nothing checked yet: SPEC §5 'Izberi izdelke', and nothing is added.
    const bulk = page.getByLabel(t.bulk);
    await bulk.selectOption({ label: t.bulkCart });
    await expect(page.getByText(t.nothingChecked).first()).toBeVisible();

    for (const name of [first, second]) {
      await page.getByRole('checkbox', { name, exact: true }).check();
      // The quantity starts at 0, which SPEC §5 refuses: the buyer types 2 and moves on (a
      // quantity is confirmed on Enter, change or blur).
      const quantity = page
        .getByRole('group', { name: `${t.quantity}: ${name}` })
        .getByRole('textbox');
      await quantity.fill('2');
      await quantity.press('Tab');
    }
    await bulk.selectOption({ label: t.bulkCart });
    await expect(page.getByText(t.bulkAdded).first()).toBeVisible();
    // SPEC §4: the dropdown returns to its placeholder after each action.
    await expect(bulk).toHaveValue('');

    await page.goto(t.cart);
    await expect(page.getByRole('main')).toContainText(first);
    await expect(page.getByRole('main')).toContainText(second);
  });
}
