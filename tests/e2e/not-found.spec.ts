// Issue #2 / SPEC §2: unknown pages answer 404 and show 'Page Not Found'.
import { expect, test } from './test.ts';
import { demo, signIn } from './fixtures.ts';

test('an unknown path answers 404 with Page Not Found', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await expect(page).toHaveURL(/\/$/);
  const response = await page.goto('/ta-stran-ne-obstaja');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the 404 pages exist in both languages', async ({ page }) => {
  for (const path of ['/404', '/en/404', '/en/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
