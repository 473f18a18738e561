// Issue #13, the company's office manager: address change requests (decision 033), inviting a
// colleague through the outbox (034), and changing one's e-mail by a confirmation link (034), in
// both languages. Each test signs in as users no other spec uses, so parallel workers do not meet
// in one account; the demo companies' admins only add and withdraw requests of their own.
import type { APIRequestContext, Page } from '@playwright/test';
import { violations } from './axe.ts';
import { expect, test } from './test.ts';
import { signIn, submitLogin } from './fixtures.ts';

test.setTimeout(90_000);

/** The newest outbox message to `to` whose link contains `path` (the embedded outbox, no SMTP). */
async function linkFromOutbox(request: APIRequestContext, to: string, path: string) {
  let link = '';
  await expect(async () => {
    const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
      data: { to: string; links: string[] }[];
    };
    link = outbox.data.find((m) => m.to === to && m.links[0]?.includes(path))?.links[0] ?? '';
    expect(link).toContain(path);
  }).toPass({ timeout: 10_000 });
  const url = new URL(link);
  return url.pathname + url.search;
}

function addresses(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test('sl: the admin asks for a new delivery address and withdraws a pending change', async ({
  page,
}) => {
  await signIn(page, 'uprava@demo.si');
  await page.goto('/profil#company-profile');

  await page.getByRole('button', { name: 'Dodaj naslov za dostavo' }).click();
  const form = page.getByRole('form', { name: 'Nov naslov za dostavo' });
  await form.getByLabel('Naziv').fill('Gradbišče Rakovnik');
  // A line the domain cannot read is refused at the field, in Slovenian.
  await form.getByLabel('Naslov', { exact: true }).fill('Rakovniška ulica');
  await form.getByRole('button', { name: 'Pošlji zahtevo' }).click();
  await expect(form.getByText(/Naslov vpišite v obliki/)).toBeVisible();
  await form.getByLabel('Naslov', { exact: true }).fill('Rakovniška ulica 12, 1000 Ljubljana');
  await form.getByRole('button', { name: 'Pošlji zahtevo' }).click();
  await expect(
    page.getByText('Zahteva za nov naslov je poslana. Naslov bo na voljo, ko ga odobrimo.'),
  ).toBeVisible();

  const history = addresses(page, 'Zahteve za spremembo naslovov');
  const created = history.getByRole('listitem').filter({ hasText: 'Gradbišče Rakovnik' });
  await expect(created).toContainText('V obravnavi');
  await expect(created).toContainText('Nov naslov');
  expect(await violations(page), 'company profile').toEqual([]);

  // The seeded change still in review is withdrawn; its history entry says so.
  const pending = history
    .getByRole('listitem')
    .filter({ hasText: 'Sprememba naslova' })
    .filter({ hasText: 'V obravnavi' });
  await expect(pending).toHaveCount(1);
  await pending.getByRole('button', { name: /^Prekliči zahtevo:/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Prekliči zahtevo?' });
  await confirm.getByRole('button', { name: 'Prekliči zahtevo' }).click();
  await expect(page.getByText('Zahteva je preklicana.')).toBeVisible();
  await expect(
    history.getByRole('listitem').filter({ hasText: 'Sprememba naslova' }).filter({
      hasText: 'V obravnavi',
    }),
  ).toHaveCount(0);
  // The new request stays pending; a second one for the same address is refused.
  await expect(created).toContainText('V obravnavi');
  await page.getByRole('button', { name: 'Dodaj naslov za dostavo' }).click();
  await form.getByLabel('Naziv').fill('Gradbišče Rakovnik');
  await form.getByLabel('Naslov', { exact: true }).fill('Rakovniška ulica 12, 1000 Ljubljana');
  await form.getByRole('button', { name: 'Pošlji zahtevo' }).click();
  await expect(page.getByText('Za ta naslov že obstaja zahteva v obravnavi.')).toBeVisible();
});

test('en: the admin asks to change an address and sees it pending on the address', async ({
  page,
}) => {
  await signIn(page, 'mojster@demo.si', { locale: 'en' });
  await page.goto('/en/profile#company-profile');

  const actions = page.getByRole('group', { name: /^Requests for the address / }).first();
  const name = ((await actions.getAttribute('aria-label')) ?? '').replace(
    'Requests for the address ',
    '',
  );
  await actions.getByRole('button', { name: 'Request a change' }).click();
  const form = page.getByRole('form', { name: `Change of address: ${name}` });
  await form.getByLabel('Address', { exact: true }).fill('Cesta v Mestni log 55, 1000 Ljubljana');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('The request for an address change is sent.')).toBeVisible();
  await expect(page.getByText(/^Pending: Address change, sent on/).first()).toBeVisible();

  const history = addresses(page, 'Address change requests');
  const mine = history
    .getByRole('listitem')
    .filter({ hasText: 'Cesta v Mestni log 55, 1000 Ljubljana' });
  await mine.getByRole('button', { name: /^Withdraw request:/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Withdraw the request?' })
    .getByRole('button', { name: 'Withdraw request' })
    .click();
  await expect(mine).toContainText('Withdrawn');
});

test('sl: the admin invites a colleague, who follows the link from the outbox and signs in', async ({
  page,
  request,
}) => {
  const invitee = 'tomaz.kranjc@elektro-rozman.si';
  await signIn(page, 'luka.hocevar@elektro-rozman.si');
  await page.goto('/profil#uporabniki');
  await page.getByRole('button', { name: 'Povabi uporabnika' }).click();
  const dialog = page.getByRole('dialog', { name: 'Povabi novega uporabnika' });
  await dialog.getByLabel('E-poštni naslov').fill(invitee);
  await dialog.getByLabel('Ime', { exact: true }).fill('Tomaž');
  await dialog.getByLabel('Priimek').fill('Kranjc');
  await dialog.getByRole('button', { name: 'Pošlji vabilo' }).click();
  await expect(page.getByText(`Vabilo je poslano na ${invitee}.`)).toBeVisible();
  const users = page.getByRole('table', { name: 'Uporabniki podjetja' });
  await expect(users.getByRole('row', { name: /Tomaž Kranjc/ })).toContainText(
    /Vabilo poslano · velja do \d\d\. \d\d\. \d{4}/,
  );

  const path = await linkFromOutbox(request, invitee, '/vabilo');
  const guest = await page.context().browser()!.newContext();
  const newcomer = await guest.newPage();
  await newcomer.goto(path);
  await expect(
    newcomer.getByText('Prijavljali se boste z naslovom tomaz.kranjc@elektro-rozman.si.'),
  ).toBeVisible();
  await newcomer.getByLabel('Novo geslo', { exact: true }).fill('Kabel-in-vtic-2026');
  await newcomer.getByLabel('Ponovite novo geslo').fill('Kabel-in-vtic-2026');
  await newcomer.getByRole('button', { name: 'Sprejmi vabilo in shrani geslo' }).click();
  await expect(newcomer.getByText(/Vabilo je sprejeto\./)).toBeVisible();

  // Single use: the same link now says it is not valid.
  await newcomer.goto(path);
  await expect(newcomer.getByText(/Povezava vabila ni veljavna ali je potekla\./)).toBeVisible();

  await newcomer.goto('/prijava');
  await submitLogin(newcomer, invitee, { password: 'Kabel-in-vtic-2026' });
  await expect(newcomer).not.toHaveURL(/\/prijava/);
  await guest.close();

  await page.reload();
  await expect(users.getByRole('row', { name: /Tomaž Kranjc/ })).toContainText('Aktiven');
});

test('en: the admin invites in English, resends (the old link dies) and withdraws another', async ({
  page,
  request,
}) => {
  const invitee = 'emma.clark@elektro-bizjak.si';
  await signIn(page, 'nina.vidmar@elektro-bizjak.si', { locale: 'en' });
  await page.goto('/en/profile#uporabniki');

  const invite = async (email: string, first: string, last: string) => {
    await page.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a new user' });
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill(last);
    await dialog.getByLabel('Language of the invitation and account').selectOption('en');
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByText(`The invitation has been sent to ${email}.`)).toBeVisible();
  };
  await invite(invitee, 'Emma', 'Clark');
  const first = await linkFromOutbox(request, invitee, '/en/invitation');

  const users = page.getByRole('table', { name: /company/i });
  const emma = users.getByRole('group', { name: 'Actions for user Emma Clark' });
  await emma.getByRole('button', { name: 'Resend' }).click();
  await page
    .getByRole('alertdialog', { name: 'Send the invitation again?' })
    .getByRole('button', { name: 'Resend' })
    .click();
  let second = first;
  await expect(async () => {
    second = await linkFromOutbox(request, invitee, '/en/invitation');
    expect(second).not.toBe(first);
  }).toPass({ timeout: 10_000 });

  const guest = await page.context().browser()!.newContext({ locale: 'en-GB' });
  const newcomer = await guest.newPage();
  await newcomer.goto(first);
  await expect(
    newcomer.getByText(/This invitation link is not valid or has expired\./),
  ).toBeVisible();
  await newcomer.goto(second);
  await newcomer.getByLabel('New password', { exact: true }).fill('Cable-and-plug-2026');
  await newcomer.getByLabel('Repeat the new password').fill('Cable-and-plug-2026');
  await newcomer.getByRole('button', { name: 'Accept and save the password' }).click();
  await expect(newcomer.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await guest.close();

  // A second invitation is withdrawn: the row leaves the list.
  await invite('oliver.hughes@elektro-bizjak.si', 'Oliver', 'Hughes');
  const oliver = users.getByRole('group', { name: 'Actions for user Oliver Hughes' });
  await oliver.getByRole('button', { name: 'Withdraw the invitation' }).click();
  await page
    .getByRole('alertdialog', { name: 'Withdraw the invitation?' })
    .getByRole('button', { name: 'Withdraw the invitation' })
    .click();
  await expect(users.getByRole('row', { name: /Oliver Hughes/ })).toHaveCount(0);
});

test('sl: a user changes their e-mail through the link sent to the new address', async ({
  page,
  request,
}) => {
  const before = 'luka.zajc@keramika-zupan.si';
  const after = 'luka.zajc.nabava@keramika-zupan.si';
  await signIn(page, before);
  await page.goto('/profil');
  await page.getByRole('button', { name: 'Spremeni e-naslov' }).click();
  const form = page.getByRole('form', { name: 'Sprememba e-poštnega naslova' });
  await form.getByLabel('Nov e-poštni naslov').fill(after);
  await form.getByLabel('Trenutno geslo').fill('demo1234');
  await form.getByRole('button', { name: 'Pošlji povezavo' }).click();
  await expect(page.getByText(`Na ${after} smo poslali povezavo za potrditev.`)).toBeVisible();
  // Nothing changed yet: the profile still shows the old address.
  await expect(page.getByText(before).first()).toBeVisible();

  const path = await linkFromOutbox(request, after, '/potrditev-e-naslova');
  await page.goto(path);
  await page.getByRole('button', { name: 'Potrdi e-poštni naslov' }).click();
  await expect(
    page.getByText(`E-poštni naslov je spremenjen v ${after}. Odslej se prijavljate z njim.`),
  ).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/prijava');
  await submitLogin(page, after);
  await expect(page).not.toHaveURL(/\/prijava/);
});
