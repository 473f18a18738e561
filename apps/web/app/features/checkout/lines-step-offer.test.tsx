// Cart lines taken from an offer (issue #14, decision 036) are marked 'iz ponudbe {number}',
// a link to the inquiry whose offer they come from.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { basketDocument } from '../../lib/basket-fixture';
import { LinesTable } from './lines-step';

afterEach(cleanup);

describe('cart lines from an offer (issue #14)', () => {
  it('marks the offer’s lines with its number and links to the inquiry', () => {
    const document = basketDocument('default', [
      { id: '11', name: 'Cement 25 kg', quantity: 2 },
      { id: '12', name: 'Opeka 29 cm', quantity: 8 },
    ]);
    const line = document.included[1]!;
    line.attributes.offer = {
      inquiryId: '41',
      number: 'PN-26-000041-2',
      revision: 2,
      quantity: 8,
      netUnitPrice: 11.25,
      priceHolds: true,
    };
    render(
      <MemoryRouter>
        <LocaleProvider locale="sl">
          <LinesTable
            document={document}
            mode="order"
            problems={new Map()}
            actions={{
              onQuantity: vi.fn(),
              onNote: vi.fn(() => Promise.resolve(true)),
              onRemove: vi.fn(() => Promise.resolve()),
              onAcceptPrice: vi.fn(),
              onMoveToInquiry: vi.fn(),
            }}
            busy={false}
          />
        </LocaleProvider>
      </MemoryRouter>,
    );
    const mark = screen.getByRole('link', { name: 'iz ponudbe PN-26-000041-2' });
    expect(mark.getAttribute('href')).toBe('/povprasevanje-ponudbe/povprasevanje/41');
    const row = mark.closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Opeka 29 cm' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /iz ponudbe/ })).toHaveLength(1);
  });
});
