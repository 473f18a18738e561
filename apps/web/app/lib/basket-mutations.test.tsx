import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketDocument } from './basket-fixture';
import { LocaleProvider } from '../i18n/i18n-context';
import { ShopApiError, basketQueryKey } from './basket-client';
import { useBasketMutations } from './basket-mutations';

vi.mock('../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.head.innerHTML = '<meta name="csrf-token" content="csrf-1">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale="sl">{children}</LocaleProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useBasketMutations('default'), { wrapper });
  return { queryClient, mutations: result.current };
}

function answer(body: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  const headers = new Headers(init?.headers);
  return {
    url: typeof url === 'string' ? url : url instanceof URL ? url.href : (url?.url ?? ''),
    method: init?.method,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    headers,
  };
}

describe('useBasketMutations (SPEC §7 Basket)', () => {
  it('adds with one POST carrying token and CSRF, and caches the answered basket', async () => {
    const { queryClient, mutations } = setup();
    const doc = basketDocument('default', [{ id: '7', name: 'Cement', quantity: 2 }]);
    answer(doc);
    const items = [{ attributes: { 'product.id': '12', quantity: 2, 'custom.price': 9.5 } }];
    await expect(mutations.add(items)).resolves.toEqual(doc);
    const call = lastCall();
    expect(call.url).toBe('/jsonapi/basket?id=default&related=product');
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ data: items });
    expect(call.headers.get('Authorization')).toBe('Bearer token-1');
    expect(call.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(queryClient.getQueryData(basketQueryKey('default', 'u1:p1', 'sl'))).toEqual(doc);
  });

  it('removes one line by relatedid and several with a body list', async () => {
    const { mutations } = setup();
    answer(basketDocument('default', []));
    await mutations.removeLines(['5']);
    expect(lastCall()).toMatchObject({
      url: '/jsonapi/basket?id=default&related=product&relatedid=5',
      method: 'DELETE',
      body: undefined,
    });
    answer(basketDocument('default', []));
    await mutations.removeLines(['5', '6']);
    expect(lastCall()).toMatchObject({
      url: '/jsonapi/basket?id=default&related=product',
      method: 'DELETE',
      body: { data: [{ id: '5' }, { id: '6' }] },
    });
  });

  it('patches a line quantity and clears the basket', async () => {
    const { mutations } = setup();
    answer(basketDocument('default', [{ id: '5', name: 'Cement', quantity: 3 }]));
    await mutations.updateLine('5', { quantity: 3 });
    expect(lastCall()).toMatchObject({
      url: '/jsonapi/basket?id=default&related=product&relatedid=5',
      method: 'PATCH',
      body: { data: { attributes: { quantity: 3 } } },
    });
    answer(basketDocument('default', []));
    await mutations.clear();
    expect(lastCall()).toMatchObject({ url: '/jsonapi/basket?id=default', method: 'DELETE' });
  });

  it('throws ShopApiError with the server messages and leaves the cache alone', async () => {
    const { queryClient, mutations } = setup();
    answer({ error: 'Izdelek ni na voljo', statusCode: 422 }, 422);
    const failure = mutations.add([{ attributes: { 'product.id': '12', quantity: 1 } }]);
    await expect(failure).rejects.toBeInstanceOf(ShopApiError);
    await expect(failure).rejects.toMatchObject({ messages: ['Izdelek ni na voljo'] });
    expect(queryClient.getQueryData(basketQueryKey('default', 'u1:p1', 'sl'))).toBeUndefined();
  });

  it('refuses a body the contract rejects before calling', async () => {
    const { mutations } = setup();
    await expect(
      mutations.add([{ attributes: { 'product.id': '12', quantity: 0 } }]),
    ).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
