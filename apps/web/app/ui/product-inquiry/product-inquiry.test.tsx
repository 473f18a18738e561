// The product inquiry modal (SPEC §2 dialogs, §6 type-3 caretaker, §7 POST
// /api/forms/product-inquiry, §8 texts; issue #14, decision 037): its button, the permission
// check (GET /api/questions mocked at fetch), the form with the counter, the multipart send
// (uploadCall mocked) and the SPEC §8 failure texts.
import type { Locale } from '@gradnik/domain/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ShopApiError } from '../../lib/basket-client';
import { AlertsProvider } from '../alerts/alerts';
import { ProductInquiryButton } from './product-inquiry-button';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../../lib/upload-call', () => ({ uploadCall: upload }));
vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

beforeAll(async () => {
  await import('./product-inquiry-modal');
});

const fetchMock = vi.fn<typeof fetch>();
let allowed = true;

function listAnswer() {
  return {
    data: { total: 0, current_page: 1, last_page: 1, data: [] },
    meta: { inquiriesAllowed: allowed, caretaker: allowed ? 'Marko Horvat' : 'Aleš Rozman' },
  };
}

beforeEach(() => {
  allowed = true;
  upload.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(Response.json(listAnswer())));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderButton(locale: Locale = 'sl') {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <LocaleProvider locale={locale}>
          <AlertsProvider>
            <ProductInquiryButton product={{ id: '42', name: 'Cement 25 kg' }} />
          </AlertsProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function open(user: ReturnType<typeof userEvent.setup>, name = 'Vprašaj o izdelku') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('product inquiry modal', () => {
  it('shows the product, the caretaker, the message box with its counter, and sends multipart', async () => {
    upload.mockResolvedValue({ success: true, data: { id: 7 } });
    const user = renderButton();
    const dialog = await open(user);
    expect(screen.getByRole('dialog', { name: 'Povpraševanje o izdelku' })).toBe(dialog);
    const described = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Cement 25 kg');
    expect(
      await screen.findByText('Vprašanje prejme vaš skrbnik računa Marko Horvat.'),
    ).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Sporočilo' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.type(box, 'Je na zalogi?');
    expect(screen.getByText('13/2000 znakov')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/questions?per_page=1');
    await user.click(screen.getByRole('button', { name: 'Pošlji' }));
    await waitFor(() => expect(upload).toHaveBeenCalledOnce());
    const [path, form] = upload.mock.calls[0] as [string, FormData];
    expect(path).toBe('/api/forms/product-inquiry');
    expect(form.get('message')).toBe('Je na zalogi?');
    expect(form.get('productID')).toBe('42');
    expect(await screen.findByText('Povpraševanje uspešno poslano')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why instead of the form when the partner has no type-3 caretaker (SPEC §6)', async () => {
    allowed = false;
    const user = renderButton();
    await open(user);
    expect(await screen.findByText(/le partnerji s skrbnikom računa/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the server’s message and then the SPEC §8 failure alert, keeping the text', async () => {
    upload.mockRejectedValue(
      new ShopApiError(400, ['Sporočilo je predolgo: največ 2000 znakov.'], 'messageTooLong', {
        success: false,
        errors: { message: ['Sporočilo je predolgo: največ 2000 znakov.'] },
      }),
    );
    const user = renderButton();
    await open(user);
    const box = await screen.findByRole('textbox', { name: 'Sporočilo' });
    await user.type(box, 'x');
    await user.click(screen.getByRole('button', { name: 'Pošlji' }));
    expect(await screen.findByText('Sporočilo je predolgo: največ 2000 znakov.')).toBeTruthy();
    expect(await screen.findByText('Napaka pri pošiljanju povpraševanja')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('x');
  });

  it('asks for a message before sending, and closes on Escape', async () => {
    const user = renderButton();
    await open(user);
    await screen.findByRole('textbox', { name: 'Sporočilo' });
    await user.click(screen.getByRole('button', { name: 'Pošlji' }));
    expect(await screen.findByText('Vpišite sporočilo.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks English on the English pages', async () => {
    const user = renderButton('en');
    const dialog = await open(user, 'Ask about this product');
    expect(screen.getByRole('dialog', { name: 'Product inquiry' })).toBe(dialog);
    expect(await screen.findByText('0/2000 characters')).toBeTruthy();
  });
});
