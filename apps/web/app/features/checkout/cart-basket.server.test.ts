// The cart's loader (issue #11, decision 023 "The cart's lines in the first paint"): the order
// basket when the shop API answers in time, null when it is slow or fails, and a rejected
// session sends the buyer to sign in as every loader does.
import type { Session } from '@gradnik/contracts/session';
import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopApi } from '../../context';
import { basketDocument } from '../../lib/basket-fixture';
import { SessionRejectedError } from '../../lib/shop-document.server';
import { loader } from '../../routes/cart';
import { CART_BASKET_TIME_LIMIT_MS, loadCartBasket } from './cart-basket.server';

afterEach(() => {
  vi.useRealTimers();
});

const DOCUMENT = basketDocument('default', [
  { id: '11', name: 'Cement CEM II 25 kg', quantity: 2 },
  { id: '12', name: 'Malta za zidanje', quantity: 1 },
]);

interface Asked {
  path: string;
  language: string | null;
}

/** A shop API answering every call with `answer` after `delayMs`, recording what was asked. */
function fakeApi(answer: () => Response | Promise<Response>, delayMs = 0) {
  const asked: Asked[] = [];
  const api: ShopApi = {
    fetch(path, init) {
      asked.push({ path, language: new Headers(init?.headers).get('accept-language') });
      return new Promise<Response>((resolve, reject) => {
        setTimeout(() => {
          Promise.resolve().then(answer).then(resolve, reject);
        }, delayMs);
      });
    },
  };
  return { api, asked };
}

const ok = () => Response.json(DOCUMENT);

describe('loadCartBasket', () => {
  it('answers the order basket, asked in the page language, stamped with its time', async () => {
    const { api, asked } = fakeApi(ok, 5);
    const seed = await loadCartBasket(api, 'en', { now: () => 1_234 });
    expect(seed).toEqual({ document: DOCUMENT, fetchedAt: 1_234 });
    // The same call as the browser's useBasket (SPEC §7 GET /jsonapi/basket?id=default).
    expect(asked).toEqual([{ path: '/jsonapi/basket?id=default', language: 'en' }]);
  });

  it('is null when the API does not answer within the time limit', async () => {
    vi.useFakeTimers();
    const { api } = fakeApi(ok, CART_BASKET_TIME_LIMIT_MS + 1);
    const result = loadCartBasket(api, 'sl');
    await vi.advanceTimersByTimeAsync(CART_BASKET_TIME_LIMIT_MS);
    expect(await result).toBeNull();
    // The late answer is dropped without an unhandled rejection or a second result.
    await vi.advanceTimersByTimeAsync(10);
  });

  it('answers a document that arrives just within the limit', async () => {
    vi.useFakeTimers();
    const { api } = fakeApi(ok, CART_BASKET_TIME_LIMIT_MS - 50);
    const result = loadCartBasket(api, 'sl');
    await vi.advanceTimersByTimeAsync(CART_BASKET_TIME_LIMIT_MS);
    expect((await result)?.document).toEqual(DOCUMENT);
  });

  it('is null on a server error, a broken contract, a 404 or a failed call', async () => {
    const failures: (() => Response | Promise<Response>)[] = [
      () => Response.json({ error: 'ERP ni dosegljiv.' }, { status: 502 }),
      () => Response.json({ ...DOCUMENT, included: 'none' }),
      () => Response.json({ error: 'Ni najdeno.' }, { status: 404 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const answer of failures) {
      expect(await loadCartBasket(fakeApi(answer).api, 'sl')).toBeNull();
    }
  });

  it('passes a rejected session (401) on', async () => {
    const { api } = fakeApi(() => Response.json({ error: 'x' }, { status: 401 }));
    await expect(loadCartBasket(api, 'sl')).rejects.toBeInstanceOf(SessionRejectedError);
  });
});

const SESSION: Session = {
  user: {
    id: '7',
    email: 'ana@podjetje.si',
    firstname: 'Ana',
    lastname: 'Novak',
    role: 'customer_employee',
    partnerId: '3',
  },
  expires: '2030-01-01T00:00:00.000Z',
  accessToken: 'token',
  accessTokenExpires: Date.now() + 60_000,
};

function loaderArgs(url: string, api: ShopApi) {
  const context = {
    auth: {
      provider: 'credentials',
      getSession: () => Promise.resolve(SESSION),
      getCsrfToken: () => Promise.resolve('csrf'),
    },
    api,
  } satisfies AppLoadContext;
  return { request: new Request(url), context, params: {} } as unknown as Parameters<
    typeof loader
  >[0];
}

/** What a loader threw: React Router's redirect is a thrown Response. */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

describe('the cart route loader', () => {
  it('answers the basket in the language of the address', async () => {
    const { api, asked } = fakeApi(ok);
    const data = await loader(loaderArgs('http://shop.test/en/cart', api));
    expect(data?.document).toEqual(DOCUMENT);
    expect(asked.map((a) => a.language)).toEqual(['en']);
  });

  it('is null when the API is slow, so the browser loads the basket as before', async () => {
    vi.useFakeTimers();
    const { api } = fakeApi(ok, 5_000);
    const data = loader(loaderArgs('http://shop.test/kosarica', api));
    await vi.advanceTimersByTimeAsync(CART_BASKET_TIME_LIMIT_MS);
    expect(await data).toBeNull();
  });

  it('sends a buyer whose session the API rejected to sign in, and back to the cart', async () => {
    const { api } = fakeApi(() => Response.json({ error: 'x' }, { status: 401 }));
    const error = await thrown(loader(loaderArgs('http://shop.test/kosarica', api)));
    expect(error).toBeInstanceOf(Response);
    const response = error as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/prijava?redirect=%2Fkosarica&error=SessionExpired',
    );
  });
});
