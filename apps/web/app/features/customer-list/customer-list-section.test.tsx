import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { customerListFilterFrom } from './customer-list-filter';
import { CustomerListSection } from './customer-list-section';
import type { CustomerListPage } from './customer-list.server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
});

const PAGE: CustomerListPage = {
  rows: [
    {
      id: 1,
      firstname: 'Mojca',
      lastname: 'Kovač',
      email: 'uprava@demo.si',
      company: 'Gradnje Kovač',
      partnerNo: '100101',
      role: 'customer_admin',
      active: true,
      invited: false,
      invitationExpiresAt: null,
    },
    {
      id: 7,
      firstname: 'Špela',
      lastname: 'Zupan',
      email: 'spela.zupan@gradnje-kovac.si',
      company: 'Gradnje Kovač',
      partnerNo: '100101',
      role: 'customer_employee',
      active: false,
      invited: false,
      invitationExpiresAt: null,
    },
  ],
  total: 23,
  page: 2,
  lastPage: 3,
};

/** How often the route's loader ran: the first load, then once per revalidation. */
let loads = 0;

async function renderAt(children: ReactNode, locale: 'sl' | 'en' = 'sl') {
  loads = 0;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/profil',
      loader: () => {
        loads += 1;
        return { session: { accessToken: 'token-123', user: { id: 'u1' } } };
      },
      Component: () => (
        <LocaleProvider locale={locale}>
          <AlertsProvider>{children}</AlertsProvider>
        </LocaleProvider>
      ),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/profil?iskanje=kovac&stran=2#uporabniki']} />);
  await waitFor(() => expect(document.body.textContent).not.toBe(''));
}

const filter = customerListFilterFrom(new URLSearchParams('iskanje=kovac&stran=2'));

describe('users section (issue #13)', () => {
  it('lists an agent’s customers with name, e-mail, company, role, status and act-for buttons', async () => {
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent />);
    const table = await screen.findByRole('table', { name: 'Vaše stranke' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByRole('rowheader').textContent).toBe('Mojca Kovač');
    expect(first.getByText('uprava@demo.si')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Gradnje Kovač (št. 100101)');
    expect(first.getByText('Administrator podjetja')).toBeTruthy();
    expect(first.getByText('Aktiven')).toBeTruthy();
    // The StartImpersonationButton of ui/impersonation, given the row's customer.
    expect(first.getByRole('button', { name: 'Deluj kot stranka Mojca Kovač' })).toBeTruthy();
    // A deactivated customer shows its status and offers no visit.
    const second = within(rows[2]!);
    expect(second.getByText('Deaktiviran')).toBeTruthy();
    expect(second.getByText('Zaposleni')).toBeTruthy();
    expect(second.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('23 strank');
  });

  it('keeps the search and page in the address, at the section', async () => {
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent />);
    const form = await screen.findByRole('form', { name: 'Iskanje uporabnikov' });
    const input = within(form).getByRole('searchbox', { name: 'Išči' });
    expect((input as HTMLInputElement).value).toBe('kovac');
    expect(input.getAttribute('name')).toBe('iskanje');
    expect(form.getAttribute('action')).toBe('/profil#uporabniki');
    expect(within(form).getByRole('button', { name: 'Išči' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Počisti iskanje' }).getAttribute('href')).toBe(
      '/profil#uporabniki',
    );
    const pager = screen.getByRole('navigation');
    const links = within(pager).getAllByRole('link');
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/profil?iskanje=kovac&stran=3#uporabniki');
    expect(hrefs).toContain('/profil?iskanje=kovac#uporabniki');
  });

  it('gives an admin the company’s users without act-for buttons, in English too', async () => {
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent={false} />, 'en');
    const table = await screen.findByRole('table', { name: 'Company users' });
    expect(within(table).queryByRole('button', { name: /^Act as/ })).toBeNull();
    // The admin's own actions instead (decision 032).
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Make employee', 'Deactivate']);
    expect(
      within(rows[2]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Make administrator', 'Reactivate']);
    expect(within(table).getByText('Deactivated')).toBeTruthy();
    expect(within(table).getByText('Company administrator')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('23 users');
  });

  it('says when nothing matches, and when the list could not be loaded', async () => {
    await renderAt(
      <CustomerListSection
        data={{ rows: [], total: 0, page: 1, lastPage: 1 }}
        filter={filter}
        agent={false}
      />,
    );
    expect(await screen.findByText('Iskanju ne ustreza noben uporabnik.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    await renderAt(<CustomerListSection data={null} filter={filter} agent={false} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/ni mogoče naložiti/);
  });
});

/** A row of the admin's list, as the API answers a change (contracts user-management.ts). */
function answerRow(id: number, status: number, code: string) {
  return {
    changed: true,
    data: {
      id: String(id),
      customer_data: {
        firstname: 'Mojca',
        lastname: 'Kovač',
        email: 'uprava@demo.si',
        telephone: null,
        mobile: null,
        status,
        languageid: 'sl',
        company: 'Gradnje Kovač',
        partner: { id: '1', PartnerNo: '100101', NameShort: 'Gradnje Kovač' },
      },
      customer_group: { id: '1', label: code, code },
      addresses: [],
    },
  };
}

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn((_path: string, _init: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function withCsrfMeta() {
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = 'csrf-abc';
  document.head.append(meta);
}

describe('the admin’s user management (issue #13 "Users", decision 032)', () => {
  it('deactivates after the confirmation, says so and reloads the list', async () => {
    withCsrfMeta();
    const fetchMock = stubFetch(200, answerRow(1, 0, 'customer_admin'));
    const user = userEvent.setup();
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent={false} />);
    const table = await screen.findByRole('table', { name: 'Uporabniki podjetja' });
    const actions = within(table).getByRole('group', { name: 'Dejanja za uporabnika Mojca Kovač' });
    await user.click(within(actions).getByRole('button', { name: 'Deaktiviraj' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Deaktiviraj uporabnika?');
    expect(dialog.textContent).toContain('Uporabnik Mojca Kovač bo takoj odjavljen z vseh naprav');
    expect(fetchMock).not.toHaveBeenCalled();
    const loadsBefore = loads;
    await user.click(within(dialog).getByRole('button', { name: 'Deaktiviraj' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/customer/1/deactivate');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer token-123');
    expect(headers.get('x-csrf-token')).toBe('csrf-abc');
    expect(
      await screen.findByText('Uporabnik Mojca Kovač je deaktiviran in odjavljen z vseh naprav.'),
    ).toBeTruthy();
    await waitFor(() => expect(loads).toBeGreaterThan(loadsBefore));
  });

  it('sends the role change as {group} and reactivates the deactivated user', async () => {
    const fetchMock = stubFetch(200, answerRow(7, 1, 'customer_admin'));
    const user = userEvent.setup();
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent={false} />, 'en');
    const actions = await screen.findByRole('group', { name: 'Actions for user Špela Zupan' });
    await user.click(within(actions).getByRole('button', { name: 'Make administrator' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make administrator' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/customer/7/role');
    expect(JSON.parse(init.body as string)).toEqual({ group: 'customer_admin' });
    expect(await screen.findByText('Špela Zupan is now a company administrator.')).toBeTruthy();

    await user.click(within(actions).getByRole('button', { name: 'Reactivate' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/customer/7/reactivate');
  });

  it('shows the API’s refusal (409 last admin) as an error alert, and a cancel sends nothing', async () => {
    const refusal =
      'Zadnjemu aktivnemu administratorju podjetja ni mogoče odvzeti vloge ali ga deaktivirati.';
    const fetchMock = stubFetch(409, { error: refusal, code: 'lastAdmin', statusCode: 409 });
    const user = userEvent.setup();
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent={false} />);
    const actions = await screen.findByRole('group', { name: 'Dejanja za uporabnika Mojca Kovač' });

    await user.click(within(actions).getByRole('button', { name: 'Nastavi za zaposlenega' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Prekliči' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(actions).getByRole('button', { name: 'Nastavi za zaposlenega' }));
    const asked = await screen.findByRole('alertdialog');
    const loadsBefore = loads;
    await user.click(within(asked).getByRole('button', { name: 'Nastavi za zaposlenega' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(loads).toBe(loadsBefore);
  });

  it('gives an agent no management actions', async () => {
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent />);
    await screen.findByRole('table', { name: 'Vaše stranke' });
    expect(screen.queryByRole('button', { name: 'Deaktiviraj' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nastavi za zaposlenega' })).toBeNull();
    expect(screen.queryByRole('group', { name: /^Dejanja za uporabnika/ })).toBeNull();
  });
});

describe('invitations in the users section (issue #13 "Users", decision 034)', () => {
  const invitedRow = {
    id: 9,
    firstname: 'Nika',
    lastname: 'Hribar',
    email: 'nika.hribar@gradnje-kovac.si',
    company: 'Gradnje Kovač',
    partnerNo: '100101',
    role: 'customer_employee',
    active: false,
    invited: true,
    invitationExpiresAt: '2099-06-12T08:00:00.000Z',
  };
  const withInvited: CustomerListPage = { ...PAGE, rows: [...PAGE.rows, invitedRow] };

  it('shows an invited row’s expiry with resend and withdraw instead of (de)activation', async () => {
    withCsrfMeta();
    const fetchMock = stubFetch(200, {
      status: 'withdrawn',
      message: 'Vabilo za nika.hribar@gradnje-kovac.si je preklicano.',
    });
    const user = userEvent.setup();
    await renderAt(<CustomerListSection data={withInvited} filter={filter} agent={false} />);
    expect(await screen.findByText('Vabilo poslano · velja do 12. 06. 2099')).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Dejanja za uporabnika Nika Hribar' });
    expect(within(actions).queryByRole('button', { name: 'Ponovno aktiviraj' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Pošlji znova' })).toBeTruthy();
    await user.click(within(actions).getByRole('button', { name: 'Prekliči vabilo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Prekličem vabilo?');
    await user.click(within(dialog).getByRole('button', { name: 'Prekliči vabilo' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/customer/9/invitation/withdraw');
    expect(new Headers(init.headers).get('x-csrf-token')).toBe('csrf-abc');
    expect(
      await screen.findByText('Vabilo za nika.hribar@gradnje-kovac.si je preklicano.'),
    ).toBeTruthy();
  });

  it('invites through the dialog: checks the fields, sends the invitation, says where it went', async () => {
    withCsrfMeta();
    const answer = answerRow(10, 2, 'customer_admin');
    answer.data.customer_data.email = 'nova@gradnje-kovac.si';
    const fetchMock = stubFetch(201, {
      data: { ...answer.data, invitation: { expires_at: '2099-06-12T08:00:00.000Z' } },
      message: 'Vabilo je poslano na nova@gradnje-kovac.si.',
    });
    const user = userEvent.setup();
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent={false} />);
    await user.click(await screen.findByRole('button', { name: 'Povabi uporabnika' }));
    const dialog = await screen.findByRole('dialog', { name: 'Povabi novega uporabnika' });
    await user.click(within(dialog).getByRole('button', { name: 'Pošlji vabilo' }));
    expect(within(dialog).getAllByText('Izpolnite to polje.')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('E-poštni naslov'), 'nova@gradnje-kovac.si');
    await user.type(within(dialog).getByLabelText('Ime'), 'Nova');
    await user.type(within(dialog).getByLabelText('Priimek'), 'Sodelavka');
    await user.selectOptions(within(dialog).getByLabelText('Vloga'), 'customer_admin');
    await user.selectOptions(within(dialog).getByLabelText('Jezik vabila in računa'), 'en');
    await user.click(within(dialog).getByRole('button', { name: 'Pošlji vabilo' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/customer/invite');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'nova@gradnje-kovac.si',
      firstname: 'Nova',
      lastname: 'Sodelavka',
      group: 'customer_admin',
      language: 'en',
    });
    expect(await screen.findByText('Vabilo je poslano na nova@gradnje-kovac.si.')).toBeTruthy();
  });

  it('keeps the API’s refusal (409 address taken) in the dialog', async () => {
    withCsrfMeta();
    const refusal = 'Uporabnik s tem e-poštnim naslovom že obstaja. Vpišite drug naslov.';
    stubFetch(409, { error: refusal, code: 'emailTaken', statusCode: 409 });
    const user = userEvent.setup();
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent={false} />);
    await user.click(await screen.findByRole('button', { name: 'Povabi uporabnika' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('E-poštni naslov'), 'nabava@demo.si');
    await user.type(within(dialog).getByLabelText('Ime'), 'A');
    await user.type(within(dialog).getByLabelText('Priimek'), 'B');
    await user.click(within(dialog).getByRole('button', { name: 'Pošlji vabilo' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
  });

  it('offers no invitation to an agent', async () => {
    await renderAt(<CustomerListSection data={PAGE} filter={filter} agent />);
    await screen.findByRole('table', { name: 'Vaše stranke' });
    expect(screen.queryByRole('button', { name: 'Povabi uporabnika' })).toBeNull();
  });
});
