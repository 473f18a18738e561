// Issue #13 / SPEC §2 Profile, §4–§6 impersonation: the company's own corner and the sales
// agent's work, driven the way people do it. Each test uses users no other spec signs in as
// (a generated company's admin and employees), so parallel workers do not meet in one account.
import type { APIRequestContext, Page } from '@playwright/test';
import { simItemTraits } from '@gradnik/erp/simulator-rules';
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, demo, signIn, submitLogin } from './fixtures.ts';

test.setTimeout(120_000);

/** A company the demo agent serves (seed: partner 100104), its admin, and another company. */
const visited = { email: 'ales.zajc@instalacije-kos.si', name: 'Aleš Zajc', partnerNo: '100104' };

async function inStockEan(request: APIRequestContext, email: string, partnerNo: string) {
  const token = await request.post('/api/token', { data: { email, password: DEMO_PASSWORD } });
  const { access_token } = (await token.json()) as { access_token: string };
  const response = await request.get('/jsonapi/product?page[limit]=50', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  const body = (await response.json()) as {
    data: { attributes: { ean: string | null; code: string } }[];
  };
  const product = body.data
    .map((p) => p.attributes)
    .find((p) => {
      if (!p.ean) return false;
      const traits = simItemTraits(p.code, partnerNo);
      return traits.stockClass === 'in-stock' && !traits.routingPriceDrift;
    });
  expect(product?.ean).toBeTruthy();
  return product!.ean!;
}

function bar(page: Page) {
  return page.getByRole('region', { name: 'Aktivna impersonacija' });
}

test('sl: the agent finds a customer, acts for them with a reason, orders, and stops; the admin sees the visit', async ({
  page,
  context,
  browser,
  request,
}) => {
  const ean = await inStockEan(request, visited.email, visited.partnerNo);

  // SPEC §4: an agent who is not impersonating lands on the users tab.
  await signIn(page, demo.agent.email);
  await page.goto('/narocila');
  await expect(page).toHaveURL(/\/profil#uporabniki$/);
  const search = page.getByRole('form', { name: 'Iskanje uporabnikov' });
  await search.getByLabel('Išči').fill('Instalacije Kos');
  await search.getByRole('button', { name: 'Išči' }).click();
  await expect(page).toHaveURL(/iskanje=Instalacije/);
  const customers = page.getByRole('table', { name: 'Vaše stranke' });
  const row = customers.getByRole('row', { name: new RegExp(visited.name) });
  await row.getByRole('button', { name: `Deluj kot stranka ${visited.name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Delo v imenu stranke' });
  await dialog.getByRole('button', { name: 'Začni' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Vpišite razlog (vsaj 3 znake).');
  await dialog.getByLabel('Razlog obiska').fill('Naročilo po telefonu');
  await dialog.getByRole('button', { name: 'Začni' }).click();

  // The shop as the customer, with the bar on every page.
  await expect(bar(page)).toContainText(visited.name);
  await expect(bar(page)).toContainText('Zastopnik: Tina Golob');

  // Another tab opened later shows it too (the `_i` cookie, SPEC §4).
  const tab = await context.newPage();
  await tab.goto('/akcije');
  await expect(bar(tab)).toContainText(visited.name);
  await tab.close();

  // An order placed as the customer (SPEC §6: the agent sees what the customer sees).
  await page.goto('/kosarica#naročila');
  await page.getByLabel('EAN koda', { exact: true }).fill(ean);
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page.getByLabel('EAN koda', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Naprej', exact: true }).click();
  const next = page.getByRole('button', { name: 'Naprej', exact: true });
  await expect(next).toBeEnabled({ timeout: 30_000 });
  await next.click();
  await page.getByRole('button', { name: 'Oddaj naročilo' }).click();
  await expect(page.getByRole('heading', { name: /Naročilo \S+ je oddano/ })).toBeVisible({
    timeout: 15_000,
  });

  // Stop: back on the users tab as the agent (SPEC §4: reload to the profile's users tab).
  await bar(page).getByRole('button', { name: 'Končaj impersonacijo' }).click();
  await expect(page).toHaveURL(/\/profil#uporabniki$/, { timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Vaše stranke' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);

  // The customer's admin sees who acted for them, when, and what they did.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto('/prijava');
  await submitLogin(adminPage, visited.email);
  await adminPage.waitForURL((url) => !url.pathname.startsWith('/prijava'));
  await adminPage.goto('/profil#company-profile');
  const log = adminPage.getByRole('region', { name: 'Obiski prodajnih zastopnikov' });
  const visit = log
    .getByRole('listitem')
    .filter({ hasText: 'Razlog: Naročilo po telefonu' })
    .first();
  await expect(visit).toContainText(`Tina Golob kot ${visited.name}`);
  await expect(visit).toContainText('Oddal naročilo ali povpraševanje');
  await expect(visit).toContainText('končal zastopnik');
  await admin.close();
});

test('en: another agent acts for a customer of theirs; the bar follows the tab and stops', async ({
  page,
}) => {
  // A second agent (seed: Nina Kotnik serves Keramika Kralj), so this visit never meets the
  // Slovenian test's: an agent has one visit at a time.
  await signIn(page, 'nina.kotnik@gradnik.si', { locale: 'en' });
  await expect(page).toHaveURL(/\/en\/profile#uporabniki$/);
  const search = page.getByRole('form', { name: 'Search users' });
  await search.getByLabel('Search', { exact: true }).fill('Kralj');
  await search.getByRole('button', { name: 'Search' }).click();
  const row = page
    .getByRole('table', { name: 'Your customers' })
    .getByRole('row', { name: /Primož Rozman/ });
  await row.getByRole('button', { name: 'Act as customer Primož Rozman' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acting for a customer' });
  await dialog.getByLabel('Reason for the visit').fill('Checking prices for an offer');
  await dialog.getByRole('button', { name: 'Start' }).click();

  const bar = page.getByRole('region', { name: 'Active impersonation' });
  await expect(bar).toContainText('Primož Rozman');
  await expect(bar).toContainText('Agent: Nina Kotnik');
  await page.goto('/en/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(bar).toBeVisible();

  await bar.getByRole('button', { name: 'Stop impersonation' }).click();
  await expect(page).toHaveURL(/\/en\/profile#uporabniki$/, { timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Your customers' })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('sl: an employee has no users section; the admin of the company has', async ({ page }) => {
  await signIn(page, 'mateja.kolar@instalacije-kos.si');
  await page.goto('/profil');
  await expect(page.getByRole('heading', { name: 'Profil podjetja', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nastavitve', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Uporabniki', level: 2 })).toHaveCount(0);

  // The admin of another company sees its users, the deactivated one marked (SPEC §3 status).
  await page.context().clearCookies();
  await signIn(page, 'ziga.rozman@fasade-korosec.si');
  await page.goto('/profil#uporabniki');
  const users = page.getByRole('table', { name: 'Uporabniki podjetja' });
  await expect(users.getByRole('row', { name: /Andrej Kolar/ })).toContainText('Deaktiviran');
  await expect(users.getByRole('row', { name: /Žiga Rozman/ })).toContainText('Aktiven');
  await expect(users.getByRole('button', { name: /Deluj kot stranka/ })).toHaveCount(0);
});

test('en: a user edits their telephone and changes a setting, with the change in the history', async ({
  page,
}) => {
  await signIn(page, 'sara.kovacic@instalacije-kos.si', { locale: 'en' });
  await page.goto('/en/profile');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Telephone').fill('01 234 56 78');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expect(page.getByText('01 234 56 78')).toBeVisible();

  const consent = page.getByRole('switch', { name: 'Newsletter consent' });
  const before = await consent.getAttribute('aria-checked');
  await consent.click();
  await expect(consent).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  await expect(page.getByText(/Newsletter consent: .*The change is saved\./)).toBeVisible();
  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history.getByRole('listitem').first()).toContainText('Newsletter consent');
});

test('sl: a forgotten password: the link from the outbox sets a new one, once', async ({
  page,
  request,
}) => {
  const email = 'jure.potocnik@tesarstvo-mlakar.si';
  await page.goto('/prijava');
  await page.getByText('Pozabljeno geslo?').click();
  await page.getByLabel('E-poštni naslov za novo geslo').fill(email);
  await page.getByRole('button', { name: 'Pošlji povezavo' }).click();
  await expect(page.getByText(/Če pri nas obstaja račun s tem e-poštnim naslovom/)).toBeVisible();

  // The embedded outbox (no SMTP_URL): the newest message to this address holds the link.
  let link = '';
  await expect(async () => {
    const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
      data: { to: string; links: string[] }[];
    };
    link = outbox.data.find((m) => m.to === email)?.links[0] ?? '';
    expect(link).toContain('/ponastavitev-gesla?zeton=');
  }).toPass({ timeout: 10_000 });

  const path = new URL(link).pathname + new URL(link).search;
  await page.goto(path);
  await page.getByLabel('Novo geslo', { exact: true }).fill('Opeka-in-malta-2026');
  await page.getByLabel('Ponovite novo geslo').fill('Opeka-in-malta-2026');
  await page.getByRole('button', { name: 'Shrani novo geslo' }).click();
  await expect(
    page.getByText('Geslo je spremenjeno. Odjavili smo vas iz vseh naprav.'),
  ).toBeVisible();

  // Used once: the same link again is refused.
  await page.goto(path);
  await page.getByLabel('Novo geslo', { exact: true }).fill('Drugo-geslo-2026!');
  await page.getByLabel('Ponovite novo geslo').fill('Drugo-geslo-2026!');
  await page.getByRole('button', { name: 'Shrani novo geslo' }).click();
  await expect(page.getByText(/Povezava za nastavitev gesla ni veljavna/)).toBeVisible();

  await page.goto('/prijava');
  await submitLogin(page, email, { password: 'Opeka-in-malta-2026' });
  await expect(page).not.toHaveURL(/\/prijava/);
});

test('sl: the admin deactivates a user, who is signed out at once, and reactivates them', async ({
  page,
  browser,
}) => {
  // The employee is signed in on their own device.
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signIn(employee, 'polona.vidmar@fasade-korosec.si');

  await signIn(page, 'ziga.rozman@fasade-korosec.si');
  await page.goto('/profil#uporabniki');
  const users = page.getByRole('table', { name: 'Uporabniki podjetja' });
  const actions = users.getByRole('group', { name: 'Dejanja za uporabnika Polona Vidmar' });
  await actions.getByRole('button', { name: 'Deaktiviraj' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deaktiviraj uporabnika?' });
  await confirm.getByRole('button', { name: 'Deaktiviraj' }).click();
  await expect(
    page.getByText('Uporabnik Polona Vidmar je deaktiviran in odjavljen z vseh naprav.'),
  ).toBeVisible();
  await expect(users.getByRole('row', { name: /Polona Vidmar/ })).toContainText('Deaktiviran');

  // Her next page asks her to sign in again; signing in is refused.
  await employee.goto('/narocila');
  await expect(employee).toHaveURL(/\/prijava/);
  await employeeContext.close();

  await actions.getByRole('button', { name: 'Ponovno aktiviraj' }).click();
  await page
    .getByRole('alertdialog', { name: 'Ponovno aktiviraj uporabnika?' })
    .getByRole('button', { name: 'Ponovno aktiviraj' })
    .click();
  await expect(users.getByRole('row', { name: /Polona Vidmar/ })).toContainText('Aktiven');
});
