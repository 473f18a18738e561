// Browser calls of the basket API (packages/contracts/src/basket.ts, SPEC §7 Basket), shared by
// the features that add to the cart or inquiry basket, the side panels and the cart page.
// Every call carries the session's bearer token and the page's language; state-changing calls
// also carry the CSRF token of the page's <meta name="csrf-token"> (SPEC §7). Failures become a
// `ShopApiError` holding the messages SPEC §8 says to show: each first message of an `errors`
// object, or the one `error` string.
import type { BasketDocument, BasketId } from '@gradnik/contracts/basket';
import { CSRF_HEADER, CSRF_META_NAME, IDEMPOTENCY_HEADER } from '@gradnik/contracts/basket-headers';
import type { ApiError } from '@gradnik/contracts/errors';
import type { Locale } from '@gradnik/domain/locale';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../i18n/i18n-context';
import { useRootData } from '../root-data';
import { withApiLanguage } from './api-language';
import { asContract } from './contract';

export class ShopApiError extends Error {
  readonly status: number;
  /** What to show, in order (SPEC §8); never empty. */
  readonly messages: readonly string[];
  /** The API's machine-readable reason, when it gave one. */
  readonly code: string | undefined;
  /** The whole answer body, for callers that read more (e.g. line errors on 409). */
  readonly body: unknown;
  constructor(status: number, messages: readonly string[], code?: string, body?: unknown) {
    super(messages[0] ?? `HTTP ${status}`);
    this.name = 'ShopApiError';
    this.status = status;
    this.messages = messages.length > 0 ? messages : [`HTTP ${status}`];
    this.code = code;
    this.body = body;
  }
}

/** SPEC §8: keys mapping to lists show each first message; a plain string shows one. */
export function errorMessagesOf(body: unknown): { messages: string[]; code?: string } {
  // Any failure lands here, also a proxy's or gateway's JSON that is no ApiError (errors.ts):
  // each field is read only when it has the contract's type, without zod (issue #11).
  if (typeof body !== 'object' || body === null) return { messages: [] };
  const { errors, error, code } = body as Partial<Record<keyof ApiError, unknown>>;
  const lists = typeof errors === 'object' && errors !== null ? Object.values(errors) : [];
  const firsts = lists
    .map((list: unknown) => (Array.isArray(list) ? (list[0] as unknown) : undefined))
    .filter((message): message is string => typeof message === 'string' && message !== '');
  const text = typeof error === 'string' && error !== '' ? error : undefined;
  return {
    messages: firsts.length > 0 ? firsts : text ? [text] : [],
    code: typeof code === 'string' ? code : undefined,
  };
}

/** The CSRF token the server rendered into the page (undefined outside a browser). */
export function readCsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`)?.content ?? null;
}

export interface ShopCallOptions {
  token: string | null;
  locale: Locale;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A key per placement attempt, so a retried submit places one order (SPEC §7 mode insert). */
  idempotencyKey?: string;
}

/** One shop API call with JSON in and out; throws ShopApiError on any non-2xx answer. */
export async function shopCall(path: string, options: ShopCallOptions): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers = new Headers();
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (method !== 'GET') {
    const csrf = readCsrfToken();
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(
    path,
    withApiLanguage(options.locale, {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    }),
  );
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    // A proxy's HTML error page: no message to show beyond the status.
    json = null;
  }
  if (!response.ok) {
    const { messages, code } = errorMessagesOf(json);
    throw new ShopApiError(response.status, messages, code, json);
  }
  return json;
}

export function basketPath(id: BasketId, extra: Record<string, string> = {}): string {
  return `/jsonapi/basket?${new URLSearchParams({ id, ...extra }).toString()}`;
}

/** Calls a basket path and checks the answer is a basket document. */
export async function basketCall(path: string, options: ShopCallOptions): Promise<BasketDocument> {
  return asContract('basketDocument', await shopCall(path, options));
}

/** Who is calling: the token, the language and a key that changes with the user and partner. */
export function useShopCaller() {
  const locale = useLocale();
  const session = useRootData()?.session ?? null;
  const token = session?.accessToken ?? null;
  // Baskets belong to the user and partner (impersonation changes both): part of every key.
  const userKey = session ? `${session.user.id}:${session.user.partnerId ?? ''}` : 'anonymous';
  return { locale, token, userKey, signedIn: session !== null };
}

/** Product names come in the page's language, so the language is part of the key too. */
export function basketQueryKey(id: BasketId, userKey: string, locale: Locale) {
  return ['basket', id, userKey, locale] as const;
}

/** A basket a loader read on the server (the cart's: features/checkout/cart-basket.server.ts). */
export interface BasketSeed {
  document: BasketDocument;
  /** When the server read it (ms since the epoch): staleTime counts from here. */
  fetchedAt: number;
}

/**
 * The basket `id` of the signed-in user (SPEC §7 GET /jsonapi/basket?id=). Mutations answer the
 * whole basket: write it with `queryClient.setQueryData(basketQueryKey(id, userKey, locale), doc)`.
 * A `seed` from the page's loader is the query's data when the query is new, in the server render
 * and in the browser's hydration render alike, so both render the same (decision 023); a seed
 * older than staleTime is refetched after mounting, as any cached basket is.
 */
export function useBasket(id: BasketId, seed?: BasketSeed | null) {
  const { locale, token, userKey, signedIn } = useShopCaller();
  return useQuery({
    queryKey: basketQueryKey(id, userKey, locale),
    queryFn: ({ signal }) => basketCall(basketPath(id), { token, locale, signal }),
    enabled: signedIn && token !== null,
    staleTime: 30_000,
    retry: false,
    initialData: seed?.document,
    initialDataUpdatedAt: seed?.fetchedAt,
  });
}
