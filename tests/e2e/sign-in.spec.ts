// Issue #2: every demo account signs in through the login page in both languages, sees the
// account links of its role (SPEC §6), and signs out.
import { expect, test } from './test.ts';
import { accountButton, attemptSignIn, demo, signIn, submitLogin } from './fixtures.ts';

const roles = [
  {
    who: 'customer_admin',
    account: demo.admin,
    links: ['Moj profil', 'Profil podjetja', 'Uporabniki', 'Nastavitve'],
  },
  {
    who: 'customer_employee',
    account: demo.employee,
    links: ['Moj profil', 'Profil podjetja', 'Nastavitve'],
  },
  {
    who: 'customer_admin of the MPC partner',
    account: demo.mojster,
    links: ['Moj profil', 'Profil podjetja', 'Uporabniki', 'Nastavitve'],
  },
] as const;
const allLinks = ['Moj profil', 'Profil podjetja', 'Uporabniki', 'Nastavitve'];

for (const { who, account, links } of roles) {
  test(`${who} signs in and sees the links of the role`, async ({ page }) => {
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/$/);
    await accountButton(page).click();
    const panel = page.getByRole('dialog', { name: `Pozdravljeni, ${account.firstname}` });
    await expect(panel).toBeVisible();
    for (const name of allLinks) {
      const link = panel.getByRole('link', { name, exact: true });
      if ((links as readonly string[]).includes(name)) await expect(link).toBeVisible();
      else await expect(link).toHaveCount(0);
    }
    await expect(panel.getByRole('button', { name: 'Odjava' })).toBeVisible();
  });
}

test('an agent lands on the profile users tab and has no account links', async ({ page }) => {
  await signIn(page, demo.agent.email);
  await expect(page).toHaveURL(/\/profil#uporabniki$/);
  // Agents not impersonating are sent back to the users tab from anywhere else (SPEC §4).
  await page.goto('/narocila');
  await expect(page).toHaveURL(/\/profil#uporabniki$/);
  await accountButton(page).click();
  const panel = page.getByRole('dialog', { name: `Pozdravljeni, ${demo.agent.firstname}` });
  await expect(panel).toBeVisible();
  for (const name of allLinks)
    await expect(panel.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Odjava' })).toBeVisible();
});

test('signs in through the English login page', async ({ page }) => {
  await signIn(page, demo.employee.email, { locale: 'en' });
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await accountButton(page, 'en').click();
  const panel = page.getByRole('dialog', { name: `Hello, ${demo.employee.firstname}` });
  await expect(panel.getByRole('link', { name: 'Company profile' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
});

test('English agent sign-in lands on the English users tab', async ({ page }) => {
  await signIn(page, demo.agent.email, { locale: 'en' });
  await expect(page).toHaveURL(/\/en\/profile#uporabniki$/);
});

test('wrong credentials give a clear message and no session', async ({ page }) => {
  await attemptSignIn(page, 'nobody@demo.si', { password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Napačen e-poštni naslov ali geslo.');
  await expect(page).toHaveURL(/\/prijava/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/prijava/);
});

test('wrong credentials in English', async ({ page }) => {
  await attemptSignIn(page, 'nobody@demo.si', { locale: 'en', password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
});

test('a protected page sends a visitor to the login and back after signing in', async ({
  page,
}) => {
  await page.goto('/narocila');
  await expect(page).toHaveURL(/\/prijava\?redirect=%2Fnarocila$/);
  await submitLogin(page, demo.admin.email);
  await expect(page).toHaveURL(/\/narocila$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Naročila' })).toBeVisible();
});

test('the English return address is honoured too', async ({ page }) => {
  await page.goto('/en/orders?page=2');
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  await submitLogin(page, demo.admin.email, { locale: 'en' });
  await expect(page).toHaveURL(/\/en\/orders\?page=2$/);
});

test('guest-only pages send a signed-in user home', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/prijava');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/en/register');
  await expect(page).toHaveURL(/\/en$/);
});

test('sign-out ends the session', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Odjava' }).click();
  await expect(page).toHaveURL(/\/prijava/);
  await page.goto('/narocila');
  await expect(page).toHaveURL(/\/prijava\?redirect=/);
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toBeNull();
});

test('a copy of the session cookie taken before sign-out opens nothing afterwards', async ({
  page,
  browser,
}) => {
  await signIn(page, demo.employee.email);
  const copied = await page.context().cookies();
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Odjava' }).click();
  await expect(page).toHaveURL(/\/prijava/);

  // Issue #10 §2: the session ended server-side, so the old cookie is refused too.
  const thief = await browser.newContext();
  try {
    await thief.addCookies(copied);
    const other = await thief.newPage();
    await other.goto('/kosarica');
    await expect(other).toHaveURL(/\/prijava\?redirect=/);
  } finally {
    await thief.close();
  }
});

test('an account panel link navigates and closes the panel', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await accountButton(page).click();
  await page.getByRole('link', { name: 'Profil podjetja' }).click();
  await expect(page).toHaveURL(/\/profil#company-profile$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Escape closes the account panel and gives focus back', async ({ page }) => {
  await signIn(page, demo.admin.email);
  const button = accountButton(page);
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});
