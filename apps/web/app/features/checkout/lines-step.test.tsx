// The cart page's lines (SPEC §2 Cart step 1): the note column, and below 1024 px the 'Opomba'
// button with the product comment modal (issue #14), both saving through the page's onNote.
import type { BasketLine } from '@gradnik/contracts/basket';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { basketDocument } from '../../lib/basket-fixture';
import { LinesTable } from './lines-step';
import type { LineActions } from './lines-step';

beforeAll(async () => {
  await import('../../ui/line-note/line-note-modal');
});
afterEach(cleanup);

function renderLines(onNote: LineActions['onNote']) {
  const document = basketDocument('default', [
    { id: '11', name: 'Cement 25 kg', quantity: 2 },
    { id: '12', name: 'Malta', quantity: 1 },
  ]);
  const actions: LineActions = {
    onQuantity: vi.fn(),
    onNote,
    onRemove: vi.fn(() => Promise.resolve()),
    onAcceptPrice: vi.fn(),
    onMoveToInquiry: vi.fn(),
  };
  render(
    <MemoryRouter>
      <LocaleProvider locale="sl">
        <LinesTable
          document={document}
          mode="order"
          problems={new Map()}
          actions={actions}
          busy={false}
        />
      </LocaleProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('cart lines: the note (SPEC §7 custom note, issue #14)', () => {
  it('the note column shows from 1024 px, the Opomba button below it', () => {
    renderLines(vi.fn(() => Promise.resolve(true)));
    const column = screen.getByRole('columnheader', { name: 'Opomba' });
    expect(column.className).toContain('hidden lg:table-cell');
    const input = screen.getByRole('textbox', { name: 'Opomba: Malta' });
    expect(input.closest('td')?.className).toContain('hidden lg:table-cell');
    const button = screen.getByRole('button', { name: 'Opomba: Malta' });
    expect(button.parentElement?.className).toContain('lg:hidden');
  });

  it('the comment modal saves through onNote, as the note column does', async () => {
    const onNote = vi.fn((_line: BasketLine, _note: string) => Promise.resolve(true));
    const user = renderLines(onNote);
    await user.click(screen.getByRole('button', { name: 'Opomba: Malta' }));
    const modal = await screen.findByRole('dialog', { name: 'Opomba k izdelku' });
    await user.type(within(modal).getByRole('textbox', { name: 'Opomba' }), 'Na paleti');
    await user.click(within(modal).getByRole('button', { name: 'Shrani' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onNote).toHaveBeenCalledTimes(1);
    expect(onNote.mock.calls[0]?.[0].id).toBe('12');
    expect(onNote.mock.calls[0]?.[1]).toBe('Na paleti');

    // The column: the same onNote when the field is left.
    const input = screen.getByRole('textbox', { name: 'Opomba: Cement 25 kg' });
    await user.type(input, 'Zjutraj');
    await user.tab();
    expect(onNote).toHaveBeenCalledTimes(2);
    expect(onNote.mock.calls[1]?.[0].id).toBe('11');
    expect(onNote.mock.calls[1]?.[1]).toBe('Zjutraj');
  });

  it('a failed save keeps the modal open', async () => {
    const onNote = vi.fn(() => Promise.resolve(false));
    const user = renderLines(onNote);
    await user.click(screen.getByRole('button', { name: 'Opomba: Cement 25 kg' }));
    const modal = await screen.findByRole('dialog', { name: 'Opomba k izdelku' });
    await user.type(within(modal).getByRole('textbox', { name: 'Opomba' }), 'x');
    await user.click(within(modal).getByRole('button', { name: 'Shrani' }));
    await waitFor(() => expect(onNote).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: 'Opomba k izdelku' })).toBe(modal);
  });
});
