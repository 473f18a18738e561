// The inquiry offers list (issue #14; decision 036): states in words, the expiring mark, the
// filters as a GET form kept in the address, the read-only reason without a caretaker.
import type { InquiryListItem } from '@gradnik/contracts/offer';
import { formatCurrency } from '@gradnik/domain/format';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { InquiryList, type InquiryListProps } from './inquiry-list';
import { inquiryOffersFilterFrom } from './inquiry-offers-filter';

afterEach(cleanup);

function item(
  over: Partial<InquiryListItem> & Pick<InquiryListItem, 'id' | 'state'>,
): InquiryListItem {
  return {
    number: `P-26-00000${over.id}`,
    createdAt: '2026-03-02T09:30:00.000Z',
    placedBy: { id: '3', name: 'Mojca Kovač' },
    agent: null,
    inquiryGross: 1220,
    offer: null,
    ...over,
  };
}

const offer = (over: Partial<NonNullable<InquiryListItem['offer']>> = {}) => ({
  revision: 1,
  number: 'PN-26-000041',
  createdAt: '2026-03-03T10:00:00.000Z',
  validUntil: '2026-03-17',
  status: 'open',
  expired: false,
  expiresSoon: false,
  totalGross: 1098.5,
  ...over,
});

const ITEMS: InquiryListItem[] = [
  item({ id: '41', state: 'offered', offer: offer({ expiresSoon: true }) }),
  item({ id: '42', state: 'sent', agent: { name: 'Tomaž Agent' } }),
  item({
    id: '43',
    state: 'expired',
    offer: offer({ number: 'PN-26-000043', validUntil: '2026-02-01', expired: true }),
  }),
  item({ id: '44', state: 'offered', offer: offer({ number: 'PN-26-000044' }) }),
];

function props(over: Partial<InquiryListProps> = {}): InquiryListProps {
  return {
    filter: inquiryOffersFilterFrom(new URLSearchParams('status=offered&od=1.3.2026')),
    errors: [],
    inquiries: ITEMS,
    total: 23,
    page: 1,
    lastPage: 3,
    inquiriesAllowed: true,
    refused: null,
    ...over,
  };
}

async function renderList(listProps: InquiryListProps, locale: 'sl' | 'en' = 'sl') {
  const path = locale === 'sl' ? '/povprasevanje-ponudbe' : '/en/inquiry-offers';
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <LocaleProvider locale={locale}>
          <InquiryList {...listProps} />
        </LocaleProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[`${path}?status=offered&od=1.3.2026`]} />);
  await waitFor(() => expect(document.body.textContent).not.toBe(''));
}

describe('inquiry offers list (issue #14)', () => {
  it('shows each inquiry with numbers, dates, valid-until, value, who asked and its state', async () => {
    await renderList(props());
    const table = screen.getByRole('table', { name: 'Povpraševanja in ponudbe' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Številka povpraševanja',
      'Datum',
      'Številka ponudbe',
      'Velja do',
      'Vrednost z DDV',
      'Vprašal',
      'Stanje',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    // The offer's value (with VAT), Slovenian dates and money.
    expect(cells(rows[0]!)).toEqual([
      'P-26-0000041',
      '02. 03. 2026',
      'PN-26-000041',
      '17. 03. 2026Poteče kmalu',
      formatCurrency(1098.5, 'sl'),
      'Mojca Kovač',
      'Ponudba prejeta',
    ]);
    // No offer yet: the inquiry's own value, and the agent who sent it.
    expect(cells(rows[1]!)).toEqual([
      'P-26-0000042',
      '02. 03. 2026',
      '–',
      '–',
      formatCurrency(1220, 'sl'),
      'Mojca Kovačprek zastopnika Tomaž Agent',
      'Poslano',
    ]);
    expect(cells(rows[2]!)[6]).toBe('Poteklo');
    expect(cells(rows[3]!)[3]).toBe('17. 03. 2026');
    const link = within(rows[0]!).getByRole('link', { name: 'P-26-0000041' });
    expect(link.getAttribute('href')).toBe('/povprasevanje-ponudbe/povprasevanje/41');
    expect(screen.getByRole('status').textContent).toBe('23 povpraševanj');
  });

  it('marks only an open offer expiring within 3 days, in the cards too', async () => {
    await renderList(props());
    expect(screen.getAllByText('Poteče kmalu')).toHaveLength(2); // table + card, one inquiry
    const cards = screen.getByRole('list', { name: 'Povpraševanja in ponudbe' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Poteče kmalu');
    expect(first.textContent).toContain('Ponudba prejeta');
  });

  it('filters by state and date in a GET form that starts from the address', async () => {
    await renderList(props({ errors: ['dateTo'] }));
    const form = screen.getByRole('form', { name: 'Iskanje povpraševanj' });
    expect(form.getAttribute('method')).toBe('get');
    const state = within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Stanje' });
    expect(state.name).toBe('status');
    expect(state.value).toBe('offered');
    expect([...state.options].map((o) => o.text)).toEqual([
      'Vsa stanja',
      'Poslano',
      'V pripravi',
      'Ponudba prejeta',
      'Sprejeto (naročeno)',
      'Zavrnjeno',
      'Poteklo',
      'Umaknjeno',
    ]);
    const from = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Od datuma' });
    expect(from.name).toBe('od');
    expect(from.value).toBe('1.3.2026');
    const to = within(form).getByRole('textbox', { name: 'Do datuma' });
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-describedby')).toBe('inquiries-to-error');
    expect(document.getElementById('inquiries-to-error')?.textContent).toContain('»do«');
    // Paging keeps the filters.
    const pages = within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(pages).toContain('/povprasevanje-ponudbe?status=offered&od=1.3.2026&page=2');
  });

  it('without a caretaker shows the earlier inquiries read-only, with the reason', async () => {
    await renderList(props({ inquiriesAllowed: false }));
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Povpraševanja so na voljo le partnerjem s skrbnikom.');
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('an agent acting for no partner sees the API’s refusal instead of the list', async () => {
    await renderList(props({ refused: 'Najprej prevzemite uporabnika partnerja.', inquiries: [] }));
    expect(screen.getByText('Najprej prevzemite uporabnika partnerja.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks English under /en', async () => {
    await renderList(props({ total: 1, inquiries: [ITEMS[0]!] }), 'en');
    const table = screen.getByRole('table', { name: 'Inquiries and offers' });
    expect(within(table).getByText('Offer received')).toBeTruthy();
    expect(within(table).getByText('Expires soon')).toBeTruthy();
    expect(within(table).getByText(formatCurrency(1098.5, 'en'))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 inquiry');
  });
});
