// Signing in the way a person does: the login page, labels and the button.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export const demo = {
  admin: { email: 'uprava@demo.si', firstname: '' },
  employee: { email: 'nabava@demo.si', firstname: '' },
  mojster: { email: 'mojster@demo.si', firstname: '' },
  agent: { email: 'agent@demo.si', firstname: '' },
} as const;

export async function signIn(page: Page, email: string, opts: { locale?: 'sl' | 'en'; password?: string } = {}) {
  const en = opts.locale === 'en';
  await page.goto(en ? '/en/login' : '/prijava');
  await page.getByLabel(en ? 'E-mail' : 'E-pošta').fill(email);
  await page.getByLabel(en ? 'Password' : 'Geslo').fill(opts.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: en ? 'Sign in' : 'Prijava' }).click();
}

export async function expectSignedIn(page: Page) {
  await expect(page.getByRole('button', { name: /račun|account/i })).toBeVisible();
}
