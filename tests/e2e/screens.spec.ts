// Issue #2 / SPEC §2: every screen exists in Slovenian and under /en with its title. (The test
// that a screen not built yet says so went with the last such screens, issue #16.)
import { expect, test } from './test.ts';
import { demo, signIn } from './fixtures.ts';

const screens: Array<[sl: string, en: string, slTitle: string, enTitle: string]> = [
  ['/akcije', '/en/actions', 'Akcije', 'Promotions'],
  ['/kosarica', '/en/cart', 'Košarica', 'Cart'],
  ['/dokumenti', '/en/documents', 'Dokumenti', 'Documents'],
  ['/priljubljeni', '/en/favorites', 'Priljubljeni izdelki', 'Favourite products'],
  ['/povprasevanje', '/en/inquiry', 'Povpraševanje', 'Inquiry'],
  ['/novosti', '/en/new-products', 'Novosti', 'New products'],
  ['/obvestila', '/en/notifications', 'Obvestila', 'Notifications'],
  [
    '/povprasevanje-ponudbe',
    '/en/inquiry-offers',
    'Povpraševanja in ponudbe',
    'Inquiries and offers',
  ],
  ['/narocila', '/en/orders', 'Naročila', 'Orders'],
  ['/profil', '/en/profile', 'Moj profil', 'My profile'],
  ['/reklamacije', '/en/reclamations', 'Reklamacije', 'Complaints'],
  ['/reklamacije/vnos', '/en/reclamations/new', 'Nova reklamacija', 'New complaint'],
  ['/iskanje/cement', '/en/search/cement', 'Rezultati iskanja', 'Search results'],
  ['/buttons', '/en/buttons', 'Gumbi', 'Buttons'],
  ['/categoriesSample', '/en/categoriesSample', 'Kategorije (vzorec)', 'Categories (sample)'],
];

// Two halves of the screen list, so the two e2e workers share the page loads. (Records of a
// company, an inquiry or an order, have their own specs: their ids are the company's.)
const middle = Math.ceil(screens.length / 2);
const halves = [screens.slice(0, middle), screens.slice(middle)];
for (const [half, part] of halves.entries()) {
  test(`every screen answers in both languages with its title (part ${half + 1})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, demo.admin.email);
    await expect(page).toHaveURL(/\/$/);
    for (const [sl, en, slTitle, enTitle] of part) {
      const slResponse = await page.goto(sl);
      expect(slResponse?.status(), sl).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), sl).toContainText(slTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sl');

      const enResponse = await page.goto(en);
      expect(enResponse?.status(), en).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), en).toContainText(enTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });
}

// Issue #10 §6: /buttons was a placeholder. SPEC §9: button sizes small, base, large; loader
// sizes small, medium, large — shown with the shop's own classes, in both languages.
test('the /buttons design sample shows the button and loader sizes', async ({ page }) => {
  await signIn(page, demo.admin.email);
  const texts = {
    '/buttons': {
      sizes: ['Majhen', 'Osnovni', 'Velik'],
      loaders: ['Majhen nalagalnik', 'Srednji nalagalnik', 'Velik nalagalnik'],
      notYet: 'Ta del trgovine še ni na voljo.',
    },
    '/en/buttons': {
      sizes: ['Small', 'Base', 'Large'],
      loaders: ['Small loader', 'Medium loader', 'Large loader'],
      notYet: 'This part of the shop is not available yet.',
    },
  };
  for (const [path, t] of Object.entries(texts)) {
    await page.goto(path);
    await expect(page.getByText(t.notYet)).toHaveCount(0);
    const main = page.getByRole('main');
    const heights: number[] = [];
    for (const size of t.sizes) {
      // Primary, secondary and disabled in each size.
      const buttons = main.getByRole('button', { name: size, exact: true });
      await expect(buttons, `${path} ${size}`).toHaveCount(3);
      await expect(buttons.first()).toBeEnabled();
      await expect(buttons.last()).toBeDisabled();
      heights.push((await buttons.first().boundingBox())?.height ?? 0);
    }
    // Three different sizes, small to large.
    expect(heights[0]!).toBeLessThan(heights[1]!);
    expect(heights[1]!).toBeLessThan(heights[2]!);
    const widths: number[] = [];
    for (const loader of t.loaders) {
      const status = main.getByRole('status', { name: loader, exact: true });
      await expect(status, `${path} ${loader}`).toBeVisible();
      widths.push((await status.locator('svg').boundingBox())?.width ?? 0);
    }
    expect(widths[0]!).toBeLessThan(widths[1]!);
    expect(widths[1]!).toBeLessThan(widths[2]!);
  }
});

test('the login and register pages use the trademark-only layout', async ({ page }) => {
  await page.goto('/registracija');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Registracija');
  await expect(page.getByRole('navigation', { name: /glavna/i })).toHaveCount(0);
  await page.goto('/en/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
});
