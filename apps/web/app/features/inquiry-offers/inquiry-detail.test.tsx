// One inquiry and its offer (issue #14; decision 036): the inquiry beside the offer line by line
// (substitutes as such, lines left out), the actions the API allows in each state, accepting
// the chosen lines (the body the API gets), declining with a reason, asking for a revised
// offer, a new offer for an expired one, and read-only without a caretaker (SPEC §6).
import type { InquiryDetail, Offer, OfferLine } from '@gradnik/contracts/offer';
import { inquiryActions, type InquiryState } from '@gradnik/domain/offer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { InquiryDetailView } from './inquiry-detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
});

function offerLine(over: Partial<OfferLine> & Pick<OfferLine, 'lineNo' | 'name'>): OfferLine {
  return {
    inquiryLineNo: over.lineNo,
    productId: `${over.lineNo}00`,
    code: `K${over.lineNo}`,
    requestedQuantity: 10,
    quantity: 10,
    unit: 'kos',
    unitPrice: 10,
    discountPercent: 0,
    netUnitPrice: 10,
    lineValue: 100,
    vat: 22,
    deliveryDate: '2026-03-20',
    substituteFor: null,
    ...over,
  };
}

const OFFER: Offer = {
  revision: 2,
  number: 'PN-26-000041-2',
  createdAt: '2026-03-05T10:00:00.000Z',
  validUntil: '2026-03-19',
  status: 'open',
  expired: false,
  expiresSoon: false,
  totalGross: 402.6,
  note: 'Dobava v dveh delih.',
  lines: [
    offerLine({
      lineNo: 1,
      name: 'Opeka 29 cm',
      quantity: 8,
      unitPrice: 12.5,
      discountPercent: 10,
      netUnitPrice: 11.25,
      lineValue: 90,
    }),
    offerLine({
      lineNo: 2,
      inquiryLineNo: 2,
      name: 'Cement Portland 25 kg',
      code: 'C-PORT',
      deliveryDate: '2026-04-02',
      substituteFor: { productId: '200', code: 'K2', name: 'Cement 25 kg' },
    }),
    offerLine({ lineNo: 3, inquiryLineNo: null, name: 'Paleta EUR', lineValue: 120 }),
  ],
  totals: {
    net: 310,
    byRate: [{ rate: 22, base: 310, vat: 68.2 }],
    transport: 20,
    transportVat: 4.4,
    vat: 72.6,
    gross: 402.6,
  },
  decidedAt: null,
  declineReason: null,
  order: null,
  pdfFileName: 'ponudba-PN-26-000041-2.pdf',
};

function inquiry(state: InquiryState, over: Partial<InquiryDetail> = {}): InquiryDetail {
  const allowed = over.inquiriesAllowed ?? true;
  return {
    id: '41',
    number: 'P-26-000041',
    createdAt: '2026-03-02T09:30:00.000Z',
    state,
    placedBy: { id: '3', name: 'Mojca Kovač' },
    agent: null,
    reference: 'Hiša Vič',
    note: null,
    lines: [
      {
        lineNo: 1,
        productId: '100',
        code: 'K1',
        name: 'Opeka 29 cm',
        quantity: 10,
        unit: 'kos',
        unitPrice: 12.5,
        note: null,
      },
      {
        lineNo: 2,
        productId: '200',
        code: 'K2',
        name: 'Cement 25 kg',
        quantity: 10,
        unit: 'kos',
        unitPrice: 9,
        note: 'Nujno',
      },
      {
        lineNo: 3,
        productId: '300',
        code: 'K3',
        name: 'Armaturna mreža',
        quantity: 4,
        unit: 'kos',
        unitPrice: 30,
        note: null,
      },
    ],
    offer: OFFER,
    history: [
      {
        revision: 1,
        number: 'PN-26-000041',
        createdAt: '2026-03-03T10:00:00.000Z',
        validUntil: '2026-03-17',
        status: 'superseded',
        expired: false,
        expiresSoon: false,
        totalGross: 420,
      },
    ],
    thread: [
      {
        id: 'm1',
        author: 'buyer',
        authorName: 'Mojca Kovač',
        agent: null,
        kind: 'revision_request',
        body: 'Prosim za boljšo ceno opeke.',
        createdAt: '2026-03-04T08:00:00.000Z',
      },
      {
        id: 'm2',
        author: 'caretaker',
        authorName: 'Janez Skrbnik',
        agent: null,
        kind: 'message',
        body: 'Pošiljam popravljeno ponudbo.',
        createdAt: '2026-03-05T10:00:00.000Z',
      },
    ],
    actions: inquiryActions(state, allowed),
    inquiriesAllowed: allowed,
    ...over,
  };
}

async function renderDetail(detail: InquiryDetail, locale: 'sl' | 'en' = 'sl') {
  const queryClient = new QueryClient();
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ session: { accessToken: 'token-123', user: { id: 'u1' } } }),
      Component: () => (
        <QueryClientProvider client={queryClient}>
          <LocaleProvider locale={locale}>
            <AlertsProvider>
              <Outlet />
            </AlertsProvider>
          </LocaleProvider>
        </QueryClientProvider>
      ),
      HydrateFallback: () => null,
      children: [
        {
          path: 'povprasevanje-ponudbe/povprasevanje/41',
          Component: () => <InquiryDetailView inquiry={detail} />,
        },
        {
          path: 'povprasevanje-ponudbe/povprasevanje/77',
          Component: () => <p>Novo povpraševanje 77</p>,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/povprasevanje-ponudbe/povprasevanje/41']} />);
  await screen.findByRole('heading', { level: 1 });
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

const linesTable = () =>
  screen.getByRole('table', { name: 'Povpraševanje in ponudba po postavkah' });
const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);
const ROW_TEXT = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('inquiry offer detail (issue #14)', () => {
  it('shows the inquiry beside the offer, line by line, substitutes as such', async () => {
    await renderDetail(inquiry('offered'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Povpraševanje P-26-000041');
    const table = linesTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Izberi',
      'Izdelek',
      'Zahtevano',
      'Cena ob povpraševanju',
      'Ponujeno',
      'Ponujena cena',
      'Popust',
      'Vrednost',
      'Dobava',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    // Requested 10, offered 8 at 11,25 € after 10 %.
    const first = ROW_TEXT(rows[0]!);
    expect(first[1]).toBe('10 kos');
    expect(first[3]).toContain('8 kos');
    expect(first[3]).toContain('drugačna količina');
    expect(first[4]).toContain('11,25');
    expect(first[5]).toBe('10 %');
    expect(first[7]).toBe('20. 03. 2026');
    // The substitute: the offered product's name, marked as standing for the asked one.
    const second = within(rows[1]!).getByRole('rowheader');
    expect(second.textContent).toContain('Cement Portland 25 kg');
    expect(second.textContent).toContain('Nadomestni izdelek za Cement 25 kg');
    expect(ROW_TEXT(rows[1]!)[7]).toBe('02. 04. 2026');
    // A line the retailer added, and the inquiry line the offer leaves out.
    expect(within(rows[2]!).getByRole('rowheader').textContent).toContain('Dodal skrbnik');
    expect(ROW_TEXT(rows[2]!)[1]).toBe('–');
    expect(within(rows[3]!).getByRole('rowheader').textContent).toContain('Armaturna mreža');
    expect(ROW_TEXT(rows[3]!)).toContain('Ni v ponudbi');
    // Totals, the caretaker's note, older revisions and the thread.
    expect(screen.getByText('Dobava v dveh delih.')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Prejšnje različice ponudbe' });
    expect(history.textContent).toContain('Različica 1');
    expect(history.textContent).toContain('nadomeščena z novejšo');
    expect(
      within(history).getByRole('button', { name: 'Prenesi ponudbo PN-26-000041 (PDF)' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prenesi ponudbo (PDF)' })).toBeTruthy();
    const thread = screen.getByRole('region', { name: 'Sporočila s skrbnikom' });
    expect(thread.textContent).toContain('Zahteva za popravek ponudbe');
    expect(thread.textContent).toContain('Janez Skrbnik (skrbnik)');
    expect(thread.textContent).toContain('05. 03. 2026 ob 11:00');
  });

  it('offers per state only what the API allows', async () => {
    await renderDetail(inquiry('offered'));
    expect(buttonNames()).toEqual(
      expect.arrayContaining([
        'Sprejmi celotno ponudbo',
        'Sprejmi izbrane postavke',
        'Zavrni ponudbo',
        'Pošlji sporočilo',
        'Zahtevaj popravek ponudbe',
      ]),
    );
    expect(buttonNames()).not.toContain('Zahtevaj novo ponudbo');
    expect(buttonNames()).not.toContain('Umakni povpraševanje');
    cleanup();

    await renderDetail(inquiry('sent', { offer: null, history: [], thread: [] }));
    expect(buttonNames()).toContain('Umakni povpraševanje');
    expect(buttonNames()).not.toContain('Sprejmi celotno ponudbo');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/Ponudbo pripravljamo/)).toBeTruthy();
    // Only the inquiry's side before an offer comes.
    const table = screen.getByRole('table', { name: 'Postavke povpraševanja' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    cleanup();

    // Expired: read-only, with one action, a new offer.
    await renderDetail(
      inquiry('expired', { offer: { ...OFFER, expired: true, validUntil: '2026-03-01' } }),
    );
    expect(screen.getByText(/Ponudba je veljala do 01\. 03\. 2026/)).toBeTruthy();
    expect(
      buttonNames().filter((name) => !name?.startsWith('Prenesi') && !name?.startsWith('Zapri')),
    ).toEqual(['Zahtevaj novo ponudbo']);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('accepts the chosen lines: the body names the revision and the lines', async () => {
    withCsrfMeta();
    const fetchMock = stubFetch(200, { data: { added: 2, replaced: 0 } });
    const user = userEvent.setup();
    await renderDetail(inquiry('offered'));
    const chosen = screen.getByRole('button', { name: 'Sprejmi izbrane postavke' });
    expect((chosen as HTMLButtonElement).disabled).toBe(true);
    const table = linesTable();
    await user.click(within(table).getByRole('checkbox', { name: 'Cement Portland 25 kg' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Opeka 29 cm' }));
    expect(screen.getByText('Izbrani sta 2 postavki')).toBeTruthy();
    await user.click(chosen);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/inquiries/41/accept');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ revision: 2, lines: [1, 2] });
    const headers = new Headers(init.headers);
    expect(headers.get('x-csrf-token')).toBe('csrf-abc');
    expect(headers.get('authorization')).toBe('Bearer token-123');
    // The alert and the note beside the offer, both leading to the cart.
    expect((await screen.findAllByText(/Dodano v košarico: 2 postavki/)).length).toBeGreaterThan(0);
    const cartLinks = screen.getAllByRole('link', { name: 'Odpri košarico' });
    expect(cartLinks.map((a) => a.getAttribute('href'))).toContain('/kosarica');
  });

  it('accepts the whole offer without naming lines', async () => {
    withCsrfMeta();
    const fetchMock = stubFetch(200, { data: { added: 3, replaced: 1 } });
    const user = userEvent.setup();
    await renderDetail(inquiry('offered'));
    await user.click(screen.getByRole('button', { name: 'Sprejmi celotno ponudbo' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ revision: 2 });
    expect((await screen.findAllByText(/Dodano v košarico: 3 postavke/)).length).toBeGreaterThan(0);
  });

  it('shows the API’s refusal when the offer was revised meanwhile', async () => {
    withCsrfMeta();
    stubFetch(409, { error: 'Ponudba je bila medtem popravljena. Preglejte novo različico.' });
    const user = userEvent.setup();
    await renderDetail(inquiry('offered'));
    await user.click(screen.getByRole('button', { name: 'Sprejmi celotno ponudbo' }));
    expect(
      await screen.findByText('Ponudba je bila medtem popravljena. Preglejte novo različico.'),
    ).toBeTruthy();
  });

  it('declines with a reason typed in the confirm dialog', async () => {
    withCsrfMeta();
    const fetchMock = stubFetch(200, { data: inquiry('declined') });
    const user = userEvent.setup();
    await renderDetail(inquiry('offered'));
    await user.click(screen.getByRole('button', { name: 'Zavrni ponudbo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Zavrnem ponudbo PN-26-000041-2?');
    const reason = within(dialog).getByRole('textbox', { name: 'Razlog (neobvezno)' });
    await user.type(reason, 'Predraga dobava');
    expect(dialog.textContent).toContain('15/500 znakov');
    await user.click(within(dialog).getByRole('button', { name: 'Zavrni ponudbo' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/inquiries/41/decline');
    expect(JSON.parse(init.body as string)).toEqual({ revision: 2, reason: 'Predraga dobava' });
    expect(await screen.findByText('Ponudba je zavrnjena.')).toBeTruthy();
  });

  it('asks for a revised offer through the thread, with the character counter', async () => {
    withCsrfMeta();
    const fetchMock = stubFetch(200, { data: inquiry('in_preparation') });
    const user = userEvent.setup();
    await renderDetail(inquiry('offered'));
    const box = screen.getByRole('textbox', { name: 'Sporočilo skrbniku' });
    const counter = document.getElementById(
      (box.getAttribute('aria-describedby') ?? '').split(' ')[0]!,
    );
    expect(counter?.textContent).toBe('0/2000 znakov');
    // Nothing written: said so, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Zahtevaj popravek ponudbe' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Opišite, kaj naj skrbnik v ponudbi spremeni.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(box, 'Manj opeke');
    expect(counter?.textContent).toBe('10/2000 znakov');
    await user.click(screen.getByRole('button', { name: 'Zahtevaj popravek ponudbe' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/inquiries/41/messages');
    expect(JSON.parse(init.body as string)).toEqual({
      body: 'Manj opeke',
      revisionRequest: true,
    });
    expect(await screen.findByText('Zahteva za popravek ponudbe je poslana.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('requests a new offer for an expired one and moves to the new inquiry', async () => {
    withCsrfMeta();
    const fetchMock = stubFetch(201, { data: { id: '77', number: 'P-26-000077' } });
    const user = userEvent.setup();
    await renderDetail(
      inquiry('expired', { offer: { ...OFFER, expired: true, validUntil: '2026-03-01' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Zahtevaj novo ponudbo' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/inquiries/41/renew');
    expect(await screen.findByText('Novo povpraševanje 77')).toBeTruthy();
  });

  it('without a caretaker is read-only, with the reason', async () => {
    await renderDetail(inquiry('offered', { inquiriesAllowed: false }));
    expect(screen.getByRole('note').textContent).toContain(
      'Povpraševanja so na voljo le partnerjem s skrbnikom.',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(buttonNames().every((name) => name?.startsWith('Prenesi'))).toBe(true);
    // The offer is still there to read.
    expect(within(linesTable()).getAllByRole('row')).toHaveLength(5);
  });

  it('speaks English under /en', async () => {
    await renderDetail(inquiry('offered'), 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inquiry P-26-000041');
    expect(screen.getAllByText('Substitute for Cement 25 kg').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Accept the whole offer' })).toBeTruthy();
  });
});
