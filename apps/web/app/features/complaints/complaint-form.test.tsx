// The new complaint (issue #16; decision 043): the draft survives (restored with 'Obnovljen
// osnutek', discarded with 'Zavrzi osnutek'), quantities are checked against what is claimable,
// filing sends JSON and then each file with its own progress, a failed file stays with 'Poskusi
// znova' and the complaint is not filed twice, and a lost connection keeps everything.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComplaintDetail, ComplaintSource } from '@gradnik/contracts/complaint';
import { LocaleProvider } from '../../i18n/i18n-context';
import type * as BasketClient from '../../lib/basket-client';
import { ShopApiError } from '../../lib/basket-client';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { ComplaintForm, parseQuantity } from './complaint-form';
import { EMPTY_DRAFT, memoryDraftStore, newFilingKey, readDraft } from './draft';

const upload = vi.hoisted(() => vi.fn());
const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/upload-call', () => ({ uploadCall: upload }));
vi.mock('../../lib/basket-client', async (original) => ({
  ...(await original<typeof BasketClient>()),
  shopCall: call,
}));
vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

// asContract loads the schemas on first use (lib/contract.ts): loaded here, so that first load
// on a busy machine does not eat a test's 1 s wait for the screen.
beforeAll(async () => {
  await import('../../lib/contract-schemas');
}, 30_000);

beforeEach(() => {
  upload.mockReset();
  call.mockReset();
});
afterEach(cleanup);

const source: ComplaintSource = {
  order: {
    id: '41',
    number: 'N2026-000041',
    createdAt: '2026-02-02T09:00:00.000Z',
    status: 'delivered',
  },
  deliveryNotes: [{ id: '7', number: 'DO-26-000007', issuedAt: '2026-02-04' }],
  lines: [
    {
      orderLineId: '501',
      lineNo: 1,
      productId: '9',
      code: 'K-100',
      name: 'Keramična ploščica Bela',
      unit: 'M2',
      delivered: 12,
      claimable: 10,
    },
  ],
};

const filed = (over: Partial<ComplaintDetail> = {}): ComplaintDetail => ({
  id: '88',
  number: 'R2026-000088',
  createdAt: '2026-03-01T10:00:00.000Z',
  state: 'submitted',
  desiredResolution: 'credit_note',
  description: 'Razbito',
  order: { id: '41', number: 'N2026-000041' },
  deliveryNote: null,
  filedBy: { name: 'Ana Kovač' },
  agent: null,
  lines: [],
  files: [],
  timeline: [{ state: 'submitted', at: '2026-03-01T10:00:00.000Z', note: null }],
  creditNote: null,
  replacementOrder: null,
  retailerNote: null,
  thread: [],
  actions: { addFiles: true, message: true },
  pdfFileName: 'reklamacija-R2026-000088.pdf',
  ...over,
});

function wrap(children: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={['/reklamacije/vnos']}>
      <LocaleProvider locale="sl">
        <AlertsProvider>
          <Routes>
            <Route path="/reklamacije/vnos" element={children} />
            <Route path="/reklamacije/:id" element={<p>Stran reklamacije</p>} />
          </Routes>
        </AlertsProvider>
      </LocaleProvider>
    </MemoryRouter>,
  );
  return userEvent.setup({ applyAccept: false });
}

const photo = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' });

describe('new complaint', () => {
  it('reads quantities as typed with a decimal comma', () => {
    expect(parseQuantity('1,5')).toBe(1.5);
    expect(parseQuantity(' 2 ')).toBe(2);
    expect(parseQuantity('1,2345')).toBeNaN();
    expect(parseQuantity('abc')).toBeNaN();
  });

  it('restores a saved draft with its notice, and discards it', async () => {
    const store = memoryDraftStore({
      ...EMPTY_DRAFT,
      orderId: '41',
      orderNumber: 'N2026-000041',
      lines: [{ orderLineId: '501', quantity: '3', reason: 'defect', note: '' }],
      description: 'Tri ploščice so počene.',
      files: [{ key: 'k1', name: 'foto.jpg', type: 'image/jpeg', blob: new Blob(['x']) }],
    });
    const user = wrap(<ComplaintForm initialSource={source} store={store} />);
    expect(await screen.findByText('Obnovljen osnutek')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Opis težave').value).toBe(
      'Tri ploščice so počene.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Količina (M2)').value).toBe('3');
    expect(screen.getByText('foto.jpg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zavrzi osnutek' }));
    expect(store.current()).toBeNull();
    expect(screen.queryByText('Obnovljen osnutek')).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Opis težave').value).toBe('');
  });

  it('keeps every change in the draft store', async () => {
    const store = memoryDraftStore();
    const user = wrap(<ComplaintForm initialSource={source} store={store} />);
    await user.type(await screen.findByLabelText('Opis težave'), 'Manjka paket');
    await waitFor(() => expect(store.current()?.description).toBe('Manjka paket'));
    expect(store.current()?.orderId).toBe('41');
  });

  it('refuses more than is claimable, naming the limit', async () => {
    const user = wrap(<ComplaintForm initialSource={source} store={memoryDraftStore()} />);
    await user.click(await screen.findByLabelText('Reklamiram Keramična ploščica Bela'));
    const quantity = screen.getByLabelText('Količina (M2)');
    await user.clear(quantity);
    await user.type(quantity, '11');
    await user.type(screen.getByLabelText('Opis težave'), 'Preveč');
    await user.click(screen.getByRole('button', { name: 'Oddaj reklamacijo' }));
    expect(screen.getByText('Vpišite količino med 0 in 10.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('files the complaint, uploads each photo with its progress, retries a failed one', async () => {
    const store = memoryDraftStore();
    call.mockResolvedValueOnce({ data: filed() });
    upload
      .mockImplementationOnce(
        (
          _path: string,
          _form: FormData,
          options: { onProgress?: (p: { loaded: number; total: number }) => void },
        ) => {
          options.onProgress?.({ loaded: 50, total: 100 });
          return Promise.resolve({
            data: [{ id: '1', name: 'a.png', type: 'image/png', size: 2048, thumbnail: true }],
          });
        },
      )
      .mockRejectedValueOnce(new ShopApiError(400, ['Datoteka »b.png« je poškodovana.']))
      .mockResolvedValueOnce({
        data: [{ id: '2', name: 'b.png', type: 'image/png', size: 2048, thumbnail: true }],
      });
    const user = wrap(<ComplaintForm initialSource={source} store={store} />);
    await user.click(await screen.findByLabelText('Reklamiram Keramična ploščica Bela'));
    const quantity = screen.getByLabelText('Količina (M2)');
    await user.clear(quantity);
    await user.type(quantity, '1,5');
    await user.type(screen.getByLabelText('Opis težave'), 'Razbito pri dostavi');
    await user.upload(screen.getByLabelText('Izberi datoteke'), [photo('a.png'), photo('b.png')]);
    expect(await screen.findByText('b.png')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Oddaj reklamacijo' }));
    expect(call).toHaveBeenCalledTimes(1);
    const [path, options] = call.mock.calls[0] as [string, { method: string; body: unknown }];
    expect(path).toBe('/api/complaints');
    expect(options.method).toBe('POST');
    expect(options.body).toMatchObject({
      orderId: 41,
      lines: [{ orderLineId: 501, quantity: 1.5, reason: 'damaged' }],
      description: 'Razbito pri dostavi',
      desiredResolution: 'credit_note',
    });
    expect(await screen.findByText('Datoteka »b.png« je poškodovana.')).toBeTruthy();
    expect(screen.getByText(/Reklamacija R2026-000088 je oddana, nekaterih datotek/)).toBeTruthy();
    // The draft keeps the failed file and the filed complaint (never filed twice).
    await waitFor(() => expect(store.current()?.complaintId).toBe('88'));
    expect(store.current()?.files.map((f) => f.name)).toEqual(['b.png']);
    await user.click(screen.getByRole('button', { name: 'Poskusi znova' }));
    expect(await screen.findByText('Stran reklamacije')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledTimes(3);
    expect(upload.mock.calls[2]?.[0]).toBe('/api/complaints/88/files');
    expect(store.current()).toBeNull();
  });

  it('keeps everything when the connection is lost', async () => {
    const store = memoryDraftStore();
    call.mockRejectedValueOnce(new ShopApiError(0, []));
    const user = wrap(<ComplaintForm initialSource={source} store={store} />);
    await user.click(await screen.findByLabelText('Reklamiram Keramična ploščica Bela'));
    await user.type(screen.getByLabelText('Opis težave'), 'Ni povezave');
    await user.click(screen.getByRole('button', { name: 'Oddaj reklamacijo' }));
    expect(await screen.findByText(/Ni povezave\. Vnos je shranjen v napravi/)).toBeTruthy();
    await waitFor(() => expect(store.current()?.description).toBe('Ni povezave'));
    expect(store.current()?.lines).toHaveLength(1);
    expect(store.current()?.complaintId).toBeNull();
  });

  it('files with the draft key: a retry and a reload send the same key, a new draft another', async () => {
    const store = memoryDraftStore();
    // The first answer is lost (the complaint may have been filed), the retry is answered.
    call.mockRejectedValueOnce(new ShopApiError(0, [])).mockResolvedValueOnce({ data: filed() });
    const user = wrap(<ComplaintForm initialSource={source} store={store} />);
    await user.click(await screen.findByLabelText('Reklamiram Keramična ploščica Bela'));
    await user.type(screen.getByLabelText('Opis težave'), 'Izgubljen odgovor');
    await user.click(screen.getByRole('button', { name: 'Oddaj reklamacijo' }));
    expect(await screen.findByText(/Ni povezave\. Vnos je shranjen v napravi/)).toBeTruthy();
    const key = store.current()?.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const first = call.mock.calls[0] as [string, { idempotencyKey: string; body: object }];
    expect(first[1].idempotencyKey).toBe(key);
    expect(first[1].body).toMatchObject({ idempotencyKey: key });
    // A reload: the restored draft keeps the key and sends it again.
    cleanup();
    const again = wrap(<ComplaintForm initialSource={source} store={store} />);
    expect(await screen.findByText('Obnovljen osnutek')).toBeTruthy();
    await again.click(screen.getByRole('button', { name: 'Oddaj reklamacijo' }));
    expect(await screen.findByText('Stran reklamacije')).toBeTruthy();
    const second = call.mock.calls[1] as [string, { idempotencyKey: string; body: object }];
    expect(second[1].idempotencyKey).toBe(key);
    expect(second[1].body).toMatchObject({ idempotencyKey: key });
    // Filed: the draft is gone, and the next complaint's draft gets a key of its own.
    expect(store.current()).toBeNull();
    cleanup();
    call.mockResolvedValueOnce({ data: filed({ id: '89', number: 'R2026-000089' }) });
    const next = wrap(<ComplaintForm initialSource={source} store={store} />);
    await next.click(await screen.findByLabelText('Reklamiram Keramična ploščica Bela'));
    await next.type(screen.getByLabelText('Opis težave'), 'Nova reklamacija');
    await next.click(screen.getByRole('button', { name: 'Oddaj reklamacijo' }));
    expect(await screen.findByText('Stran reklamacije')).toBeTruthy();
    const third = call.mock.calls[2] as [string, { idempotencyKey: string }];
    expect(third[1].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(third[1].idempotencyKey).not.toBe(key);
  });

  it('makes filing keys in the UUID shape, with or without crypto.randomUUID', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newFilingKey()));
    expect(keys.size).toBe(20);
    // An http:// page that is not localhost has no crypto.randomUUID (not a secure context).
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newFilingKey()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('drops a stored draft of an unknown shape', () => {
    expect(readDraft({ hello: 1 })).toBeNull();
    expect(readDraft(null)).toBeNull();
    expect(readDraft({ ...EMPTY_DRAFT, files: [{ key: 'x', blob: 'not a blob' }] })?.files).toEqual(
      [],
    );
  });
});
