// Signing in the way a person does: the login page, its labels and its button.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export const demo = {
  admin: { email: 'uprava@demo.si', firstname: 'Mojca' },
  employee: { email: 'nabava@demo.si', firstname: 'Luka' },
  mojster: { email: 'mojster@demo.si', firstname: 'Janez' },
  agent: { email: 'agent@demo.si', firstname: 'Tina' },
} as const;

export type Locale = 'sl' | 'en';

const text = {
  sl: { email: 'E-poštni naslov', password: 'Geslo', submit: 'Prijava', menu: 'Uporabniški meni' },
  en: { email: 'E-mail address', password: 'Password', submit: 'Sign in', menu: 'User menu' },
} as const;

/** Waits until React has taken over the server-rendered page (root.tsx sets the marker). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Fills the login form that is already on screen. */
export async function submitLogin(
  page: Page,
  email: string,
  opts: { locale?: Locale; password?: string } = {},
) {
  const t = text[opts.locale ?? 'sl'];
  await waitForHydration(page);
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(opts.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

/** Opens the login page of the locale and submits the form (success or not). */
export async function attemptSignIn(
  page: Page,
  email: string,
  opts: { locale?: Locale; password?: string } = {},
) {
  await page.goto(opts.locale === 'en' ? '/en/login' : '/prijava');
  await submitLogin(page, email, opts);
}

/** Signs in and waits until the signed-in header is there. */
export async function signIn(page: Page, email: string, opts: { locale?: Locale } = {}) {
  await attemptSignIn(page, email, opts);
  await expect(accountButton(page, opts.locale)).toBeVisible();
  await waitForHydration(page);
}

export function accountButton(page: Page, locale: Locale = 'sl') {
  return page.getByRole('button', { name: new RegExp(text[locale].menu) });
}
