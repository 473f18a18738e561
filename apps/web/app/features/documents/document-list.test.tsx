import type {
  AccountSummary as AccountSummaryData,
  DocumentListItem,
} from '@gradnik/contracts/document';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AccountSummary } from './account-summary';
import { DocumentList } from './document-list';
import { documentsFilterFrom } from './documents-filter';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DOCUMENTS: DocumentListItem[] = [
  {
    id: '11',
    type: 'invoice',
    number: 'RA-26-000123',
    issuedAt: '2026-02-01',
    dueAt: '2026-03-03',
    amount: 1234.56,
    status: 'overdue',
    daysOverdue: 12,
    order: { id: '7', number: 'N2026-7' },
    reorderable: true,
    fileName: 'racun-RA-26-000123.pdf',
  },
  {
    id: '12',
    type: 'credit_note',
    number: 'DB-26-000004',
    issuedAt: '2026-03-10',
    dueAt: null,
    amount: -50,
    status: 'paid',
    daysOverdue: 0,
    order: null,
    reorderable: false,
    fileName: 'dobropis-DB-26-000004.pdf',
  },
];

/** Renders under a root route with a session; resolves once the root's loader has run. */
async function renderInRouter(children: ReactNode, locale: 'sl' | 'en' = 'sl') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        session: { accessToken: 'token-123', user: { id: 'u1', partnerId: 'p1' } },
      }),
      Component: () => <LocaleProvider locale={locale}>{children}</LocaleProvider>,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  await waitFor(() => expect(document.body.textContent).not.toBe(''));
}

function renderList() {
  return renderInRouter(
    <DocumentList
      filter={documentsFilterFrom(new URLSearchParams('status=overdue'))}
      errors={[]}
      documents={DOCUMENTS}
      total={42}
      page={1}
      lastPage={5}
      renderReorder={(item) => <button type="button">Ponovno naroči {item.number}</button>}
    />,
  );
}

describe('documents list (issue #12)', () => {
  it('shows the rows with labels, statuses, order links and actions', async () => {
    await renderList();
    const table = await screen.findByRole('table', { name: 'Dokumenti' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText('Račun')).toBeTruthy();
    expect(first.getByText('1234,56 €')).toBeTruthy();
    expect(first.getByText('Zapadlo')).toBeTruthy();
    expect(first.getByText('12 dni zamude')).toBeTruthy();
    expect(first.getByRole('link', { name: 'N2026-7' }).getAttribute('href')).toBe('/narocila/7');
    expect(first.getByRole('button', { name: 'Prenesi PDF RA-26-000123' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Ponovno naroči RA-26-000123' })).toBeTruthy();
    const second = within(rows[2]!);
    expect(second.getByText('Dobropis')).toBeTruthy();
    expect(second.queryByRole('button', { name: /Ponovno naroči/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('42 dokumentov');
    expect(screen.getByRole('form', { name: 'Iskanje dokumentov' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Počisti filtre' })).toBeTruthy();
  });

  it('exports the filtered list, then only the chosen rows, with a progress bar', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const fetchMock = vi.fn((path: string) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('\uFEFFŠtevilka;Znesek\r\n'));
          finish = () => {
            controller.enqueue(new TextEncoder().encode('RA-1;1,00\r\n'));
            controller.close();
          };
        },
      });
      return Promise.resolve(
        new Response(body, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename*=UTF-8''dokumenti.csv`,
            'x-export-rows': '1',
            'x-path': path,
          },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    await renderList();

    expect(screen.getByText('Izvoz zajame 42 dokumentov, ki ustrezajo filtrom.')).toBeTruthy();
    const zip = screen.getByRole('button', { name: 'Prenesi izbrane kot ZIP' });
    expect(zip.hasAttribute('disabled')).toBe(true);
    const csv = screen.getByRole('button', { name: 'Izvozi CSV' });
    await waitFor(() => expect(csv.hasAttribute('disabled')).toBe(false));
    await user.click(csv);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/documents/export?status=overdue&format=csv');
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-labelledby')).toBe('documents-progress-label');
    expect(screen.getByText(/Pripravljamo izvoz …/)).toBeTruthy();
    expect(csv.hasAttribute('disabled')).toBe(true);
    finish();
    expect(await screen.findByText('Datoteka dokumenti.csv je prenesena.')).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Izberi dokument DB-26-000004' }));
    expect(screen.getByText('Izvoz zajame samo 1 izbrani dokument.')).toBeTruthy();
    expect(zip.hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Izvozi XLSX' }));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/documents/export?format=xlsx&ids=12');
    finish();
    await screen.findByText('Datoteka dokumenti.csv je prenesena.');
    await user.click(screen.getByRole('checkbox', { name: 'Izberi vse dokumente na tej strani' }));
    expect(screen.getByText('Izvoz zajame samo 2 izbrana dokumenta.')).toBeTruthy();
  });

  it('says why a download failed', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: 'Dokument ne obstaja.' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    await renderList();
    const pdf = screen.getByRole('button', { name: 'Prenesi PDF RA-26-000123' });
    await waitFor(() => expect(pdf.hasAttribute('disabled')).toBe(false));
    await user.click(pdf);
    expect((await screen.findByRole('alert')).textContent).toBe('Dokument ne obstaja.');
  });
});

const SUMMARY: AccountSummaryData = {
  open: 5234.5,
  overdue: 1234.56,
  buckets: [
    { bucket: 'not_due', amount: 4000, count: 3 },
    { bucket: '1_30', amount: 1234.56, count: 1 },
  ],
  creditLimit: { amount: 20000, type: 'Zavarovan limit', headroom: 14765.5 },
};

describe('account summary (issue #12)', () => {
  it('shows what is open and overdue, the ageing and the credit left', async () => {
    await renderInRouter(<AccountSummary summary={SUMMARY} />);
    const region = screen.getByRole('region', { name: 'Finančno stanje' });
    expect(within(region).getByText('5234,50 €')).toBeTruthy();
    expect(within(region).getAllByText('1234,56 €')).toHaveLength(2);
    const ageing = within(region).getByRole('table', {
      name: 'Odprte obveznosti po dnevih zamude',
    });
    expect(within(ageing).getAllByRole('row')).toHaveLength(6);
    expect(within(ageing).getByRole('rowheader', { name: 'Več kot 90 dni' })).toBeTruthy();
    expect(within(region).getByText('Vrsta limita: Zavarovan limit')).toBeTruthy();
    expect(within(region).getByText('Še na voljo: 14.765,50 €')).toBeTruthy();
  });

  it('says plainly when there is no limit, in English too', async () => {
    await renderInRouter(<AccountSummary summary={{ ...SUMMARY, creditLimit: null }} />, 'en');
    expect(screen.getByText('No credit limit is set for your company.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account summary' })).toBeTruthy();
  });
});
