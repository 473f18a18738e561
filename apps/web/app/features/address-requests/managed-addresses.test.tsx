import type { AddressRequestItem } from '@gradnik/contracts/address-request';
import type { PartnerProfileAddress } from '@gradnik/contracts/partner';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { AddressList } from '../company-profile/company-profile-section';
import { AddressRequestHistory } from './address-request-history';
import type { AddressRequestHistoryData } from './address-requests.server';
import { ManagedAddresses, PendingRequestBadge } from './managed-addresses';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
});

function address(id: string, fields: Partial<PartnerProfileAddress> = {}): PartnerProfileAddress {
  return {
    id,
    PartnerAddressId: `100101-00${id}`,
    PartnerNo: '100101',
    RecordTypeId: '2',
    AddressType: 1,
    PartnerAddressName1: `Gradbišče ${id}`,
    PartnerAddressName2: null,
    GLN: null,
    ShippingStreet: `Cesta ${id}`,
    ShippingCity: 'Kranj',
    ShippingPostalCode: '4000',
    PartnerAddressStatus: 0,
    purpose: 'delivery',
    flags: 'D',
    InternalPartnerAddressStatus: 'active',
    InternalPartnerAddressStatusTranslation: 'Aktiven',
    ...fields,
  };
}

const ADDRESSES = [
  address('1', { AddressType: 0, PartnerAddressStatus: 1, PartnerAddressName1: 'Sedež' }),
  address('2'),
  address('3', {
    pendingRequest: {
      id: 40,
      kind: 'update',
      status: 'pending',
      createdAt: '2025-03-12T09:00:00.000Z',
    },
  }),
];

function item(id: number, fields: Partial<AddressRequestItem>): AddressRequestItem {
  return {
    id,
    kind: 'update',
    PartnerAddressId: '100101-003',
    title: 'Gradbišče 3',
    address: 'Cesta 3a, 4000 Kranj',
    phone: null,
    status: 'pending',
    requestedAddressStatus: 0,
    createdAt: '2025-03-12T09:00:00.000Z',
    decidedAt: null,
    decisionNote: null,
    requestedBy: 'Mojca Kovač',
    actingAgent: null,
    ...fields,
  };
}

const HISTORY: AddressRequestHistoryData = {
  total: 3,
  items: [
    item(40, {}),
    item(30, {
      kind: 'create',
      title: 'Skladišče Vič',
      status: 'rejected',
      decidedAt: '2025-03-01T13:30:00.000Z',
      decisionNote: 'Dovoz ni mogoč.',
      actingAgent: 'Peter Zastopnik',
    }),
    item(20, { kind: 'delete', status: 'withdrawn', decidedAt: '2025-02-02T10:00:00.000Z' }),
  ],
};

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
  render(<Stub initialEntries={['/profil#company-profile']} />);
  await waitFor(() => expect(document.body.textContent).not.toBe(''));
}

function managed(history: AddressRequestHistoryData | null = HISTORY) {
  return (
    <ManagedAddresses
      history={history}
      renderLists={(renderStatus) => (
        <AddressList
          id="delivery"
          title="Naslovi za dostavo"
          addresses={ADDRESSES}
          isDefault={(a) => a.AddressType === 0}
          defaultLabel="Privzeti"
          renderStatus={renderStatus}
        />
      )}
    />
  );
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

describe('the admin’s address change requests (issue #13, decision 033)', () => {
  it('offers a change on each address, removal only where allowed, and marks the pending one', async () => {
    await renderAt(managed());
    const list = screen.getByRole('region', { name: 'Naslovi za dostavo' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const home = within(list).getByRole('group', { name: 'Zahteve za naslov Sedež' });
    expect(within(home).getByRole('button', { name: 'Zahtevaj spremembo' })).toBeTruthy();
    // The default address cannot be removed (the API refuses it too).
    expect(within(home).queryByRole('button', { name: 'Zahtevaj odstranitev' })).toBeNull();
    const other = within(list).getByRole('group', { name: 'Zahteve za naslov Gradbišče 2' });
    expect(within(other).getByRole('button', { name: 'Zahtevaj odstranitev' })).toBeTruthy();
    // The address with a pending request shows it, and offers no second one.
    expect(
      within(list).getByText('V obravnavi: Sprememba naslova, oddano 12. 03. 2025'),
    ).toBeTruthy();
    expect(within(list).queryByRole('group', { name: 'Zahteve za naslov Gradbišče 3' })).toBeNull();
  });

  it('opens the new address form on its first field and ties a wrong address to its field', async () => {
    const fetchMock = stubFetch(201, {});
    const user = userEvent.setup();
    await renderAt(managed());
    await user.click(screen.getByRole('button', { name: 'Dodaj naslov za dostavo' }));
    const form = screen.getByRole('form', { name: 'Nov naslov za dostavo' });
    const title = within(form).getByLabelText('Naziv');
    await waitFor(() => expect(document.activeElement).toBe(title));
    await user.type(title, 'Gradbišče Vič');
    await user.type(within(form).getByLabelText('Naslov'), 'Tržaška 5 Ljubljana');
    await user.click(within(form).getByRole('button', { name: 'Pošlji zahtevo' }));
    const field = within(form).getByLabelText('Naslov');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = field.getAttribute('aria-describedby') ?? '';
    const error = described
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(error).toContain('Naslov vpišite v obliki');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request with the CSRF token, says so, closes the form and reloads', async () => {
    withCsrfMeta();
    const fetchMock = stubFetch(201, {
      data: item(50, { kind: 'create', PartnerAddressId: null }),
    });
    const user = userEvent.setup();
    await renderAt(managed());
    const add = screen.getByRole('button', { name: 'Dodaj naslov za dostavo' });
    await user.click(add);
    const form = screen.getByRole('form', { name: 'Nov naslov za dostavo' });
    await user.type(within(form).getByLabelText('Naziv'), 'Gradbišče Vič');
    await user.type(within(form).getByLabelText('Naslov'), 'Tržaška cesta 5, 1000 Ljubljana');
    await user.type(within(form).getByLabelText('Telefon (neobvezno)'), '041 555 777');
    await user.click(within(form).getByLabelText('Naj bo to privzeti naslov'));
    const loadsBefore = loads;
    await user.click(within(form).getByRole('button', { name: 'Pošlji zahtevo' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/partner/address/request-create');
    expect(JSON.parse(init.body as string)).toEqual({
      title: 'Gradbišče Vič',
      address: 'Tržaška cesta 5, 1000 Ljubljana',
      phone: '041 555 777',
      status: 1,
    });
    expect(new Headers(init.headers).get('x-csrf-token')).toBe('csrf-abc');
    expect(
      await screen.findByText(
        'Zahteva za nov naslov je poslana. Naslov bo na voljo, ko ga odobrimo.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(loads).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('shows the API’s duplicate refusal as an error alert', async () => {
    const refusal = 'Za ta naslov že obstaja zahteva v obravnavi.';
    stubFetch(409, { error: refusal, code: 'duplicate', statusCode: 409 });
    const user = userEvent.setup();
    await renderAt(managed());
    const other = screen.getByRole('group', { name: 'Zahteve za naslov Gradbišče 2' });
    await user.click(within(other).getByRole('button', { name: 'Zahtevaj spremembo' }));
    const form = screen.getByRole('form', { name: 'Sprememba naslova: Gradbišče 2' });
    // Prefilled with the address as it is.
    expect(within(form).getByLabelText<HTMLInputElement>('Naslov').value).toBe(
      'Cesta 2, 4000 Kranj',
    );
    await user.clear(within(form).getByLabelText('Naziv'));
    await user.type(within(form).getByLabelText('Naziv'), 'Gradbišče 2 – rampa');
    await user.click(within(form).getByRole('button', { name: 'Pošlji zahtevo' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    // The form stays open for another try.
    expect(screen.getByRole('form', { name: 'Sprememba naslova: Gradbišče 2' })).toBeTruthy();
  });

  it('asks for a removal after the confirm dialog', async () => {
    const fetchMock = stubFetch(201, { data: item(51, { kind: 'delete' }) });
    const user = userEvent.setup();
    await renderAt(managed());
    const other = screen.getByRole('group', { name: 'Zahteve za naslov Gradbišče 2' });
    await user.click(within(other).getByRole('button', { name: 'Zahtevaj odstranitev' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Gradbišče 2');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Pošlji zahtevo' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/partner/address/request-delete');
    expect(JSON.parse(init.body as string)).toEqual({ PartnerAddressId: '100101-002' });
    expect(await screen.findByText('Zahteva za odstranitev naslova je poslana.')).toBeTruthy();
  });

  it('lists the history and withdraws a pending request after the confirm dialog', async () => {
    const fetchMock = stubFetch(200, { data: item(40, { status: 'withdrawn' }) });
    const user = userEvent.setup();
    await renderAt(managed());
    const history = screen.getByRole('region', { name: 'Zahteve za spremembo naslovov' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((e) => e.getAttribute('aria-label'))).toEqual([
      'Sprememba naslova: Gradbišče 3',
      'Nov naslov: Skladišče Vič',
      'Odstranitev naslova: Gradbišče 3',
    ]);
    const rejected = entries[1]!;
    expect(rejected.textContent).toContain('Zavrnjeno');
    expect(rejected.textContent).toContain('Zavrnjeno 01. 03. 2025 ob 14:30');
    expect(rejected.textContent).toContain('Opomba Gradnika: Dovoz ni mogoč.');
    expect(rejected.textContent).toContain('(zastopnik: Peter Zastopnik)');
    // Only the pending one can be withdrawn.
    expect(within(history).getAllByRole('button', { name: /^Prekliči zahtevo/ })).toHaveLength(1);
    await user.click(
      within(history).getByRole('button', {
        name: 'Prekliči zahtevo: Sprememba naslova: Gradbišče 3',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Prekliči zahtevo' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/partner/address/requests/40/withdraw');
    expect(await screen.findByText('Zahteva je preklicana.')).toBeTruthy();
  });
});

describe('the read-only history (employee)', () => {
  it('shows statuses and dates in English without any button', async () => {
    await renderAt(
      <>
        <PendingRequestBadge address={ADDRESSES[2]!} />
        <AddressRequestHistory data={HISTORY} canWithdraw={false} />
      </>,
      'en',
    );
    expect(screen.getByText('Pending: Address change, sent on 12. 03. 2025')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Address change requests' });
    expect(within(history).getByText('Withdrawn')).toBeTruthy();
    expect(within(history).queryAllByRole('button')).toHaveLength(0);
  });

  it('says when the history cannot be read, and when there is none', async () => {
    await renderAt(<AddressRequestHistory data={null} canWithdraw={false} />);
    expect(
      screen.getByText('Zahtev za spremembo naslovov trenutno ni mogoče naložiti.'),
    ).toBeTruthy();
    cleanup();
    await renderAt(<AddressRequestHistory data={{ items: [], total: 0 }} canWithdraw={false} />);
    expect(screen.getByText('Zahtev za spremembo naslovov še ni bilo.')).toBeTruthy();
  });
});
