// Issue #2 / SPEC §2, §9: the path prefix decides; at `/` a stored i18n_redirected cookie,
// else the browser's languages, may redirect to /en; switching writes the cookie.
import { expect, test } from './test.ts';
import { accountButton, demo, signIn } from './fixtures.ts';

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('is sent from / to the English site', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/login/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('keeps an explicit Slovenian path', async ({ page }) => {
    await page.goto('/prijava');
    await expect(page).toHaveURL(/\/prijava$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  });

  test('a stored Slovenian choice beats the browser', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'sl', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/prijava/);
  });
});

test('a Slovenian browser with a stored English choice goes to /en', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/login/);
});

test('the language switch keeps the screen and remembers the choice', async ({ page, context }) => {
  await signIn(page, demo.admin.email);
  await page.goto('/kosarica');
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  // about a year
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(accountButton(page, 'en')).toBeVisible();

  await page.getByRole('link', { name: 'Slovenščina', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
});

test('product detail maps to /en/products/{id}', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await page.goto('/artikel/5');
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/products\/5$/);
});
