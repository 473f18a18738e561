// The product comment modal (SPEC §2 overlays, §5 'n/limit znakov' counter, §7 basket PATCH
// custom note; issue #14) with its 'Opomba' button and the one save path (useSaveLineNote), the
// basket API mocked at fetch.
import type { Locale } from '@gradnik/domain/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { basketDocument } from '../../lib/basket-fixture';
import { AlertsProvider } from '../alerts/alerts';
import { LineNoteButton, LineNoteDialog } from './line-note-dialog';
import type { LineNoteTarget } from './line-note-dialog';
import { useSaveLineNote } from './use-save-line-note';

beforeAll(async () => {
  await import('./line-note-modal');
});

vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

const fetchMock = vi.fn<typeof fetch>();
let failWrites = false;

beforeEach(() => {
  failWrites = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      failWrites
        ? Response.json(
            { error: 'Opomba je predolga', statusCode: 400 },
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          )
        : Response.json(
            basketDocument('default', [{ id: '11', name: 'Cement 25 kg', quantity: 2 }]),
          ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ line }: { line: LineNoteTarget }) {
  const [noting, setNoting] = useState<LineNoteTarget | null>(null);
  const save = useSaveLineNote('default');
  return (
    <>
      <LineNoteButton line={line} onOpen={setNoting} />
      <LineNoteDialog line={noting} onSave={save} onClose={() => setNoting(null)} />
    </>
  );
}

function renderModal(note = '', locale: Locale = 'sl') {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <LocaleProvider locale={locale}>
          <AlertsProvider>
            <Harness line={{ id: '11', name: 'Cement 25 kg', note }} />
          </AlertsProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function open(user: ReturnType<typeof userEvent.setup>, name = 'Opomba: Cement 25 kg') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

function patches() {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([input, init]) => ({
      url: input instanceof Request ? input.url : input.toString(),
      body: init?.body,
    }));
}

describe('product comment modal (SPEC §2, §5, §7)', () => {
  it('is a labelled dialog with the product, the stored note in a labelled text box', async () => {
    const user = renderModal('Dostava zjutraj');
    const dialog = await open(user);
    expect(screen.getByRole('dialog', { name: 'Opomba k izdelku' })).toBe(dialog);
    expect(screen.getByRole('dialog', { description: 'Cement 25 kg' })).toBe(dialog);
    const box = within(dialog).getByRole('textbox', { name: 'Opomba' });
    expect((box as HTMLTextAreaElement).value).toBe('Dostava zjutraj');
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it("counts 'n/2000 znakov' as the text changes, politely announced", async () => {
    const user = renderModal();
    const dialog = await open(user);
    const box = within(dialog).getByRole('textbox', { name: 'Opomba' });
    expect(box.getAttribute('maxlength')).toBe('2000');
    const counter = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(counter?.textContent).toBe('0/2000 znakov');
    expect(counter?.getAttribute('aria-live')).toBe('polite');
    await user.type(box, 'Rezati na 2 m');
    expect(counter?.textContent).toBe('13/2000 znakov');
  });

  it('Shrani PATCHes the line with the note, closes and returns the focus', async () => {
    const user = renderModal();
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Opomba' }), 'Rezati na 2 m');
    await user.click(within(dialog).getByRole('button', { name: 'Shrani' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()).toEqual([
      {
        url: '/jsonapi/basket?id=default&related=product&relatedid=11',
        body: JSON.stringify({ data: { attributes: { note: 'Rezati na 2 m' } } }),
      },
    ]);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Opomba: Cement 25 kg' }),
    );
  });

  it('an unchanged note is not sent again', async () => {
    const user = renderModal('Dostava zjutraj');
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Shrani' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()).toEqual([]);
  });

  it('Escape and Prekliči close without saving; the next opening starts from the stored note', async () => {
    const user = renderModal('Dostava zjutraj');
    let dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Opomba' }), ' in popoldne');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await open(user);
    const box = within(dialog).getByRole('textbox', { name: 'Opomba' });
    expect((box as HTMLTextAreaElement).value).toBe('Dostava zjutraj');
    await user.type(box, '!');
    await user.click(within(dialog).getByRole('button', { name: 'Prekliči' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()).toEqual([]);
  });

  it("a refused save shows the server's message and keeps the modal and the text", async () => {
    const user = renderModal();
    const dialog = await open(user);
    failWrites = true;
    await user.type(within(dialog).getByRole('textbox', { name: 'Opomba' }), 'Preveč');
    await user.click(within(dialog).getByRole('button', { name: 'Shrani' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Opomba je predolga');
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Opomba' }).value).toBe(
      'Preveč',
    );
  });

  it('speaks English under /en', async () => {
    const user = renderModal('', 'en');
    const dialog = await open(user, 'Note: Cement 25 kg');
    expect(screen.getByRole('dialog', { name: 'Product note' })).toBe(dialog);
    const box = within(dialog).getByRole('textbox', { name: 'Note' });
    const counter = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(counter?.textContent).toBe('0/2000 characters');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
