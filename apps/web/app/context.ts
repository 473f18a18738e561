// What the server (apps/server) hands every loader and action through React Router's
// AppLoadContext (STYLE.md practice 3: dependencies through context, not singletons).
import type { Session } from '@gradnik/contracts/session';

export interface AuthBridge {
  /** 'credentials' (embedded sign-in) or 'oidc' (external identity provider, OIDC_ISSUER set). */
  readonly provider: 'credentials' | 'oidc';
  /**
   * The current Auth.js session, or null. Refreshes the access token when it expires within
   * 10 s (SPEC §4); any cookie change is forwarded to the browser by the server.
   */
  getSession(): Promise<Session | null>;
  /** The Auth.js CSRF token for sign-in and sign-out forms (sets its cookie when missing). */
  getCsrfToken(): Promise<string>;
}

export interface ShopApi {
  /**
   * Calls the shop API (in-process; over HTTP when the API runs apart) with the session's
   * bearer token. `path` is absolute, e.g. '/jsonapi/customer?include=partner,customer/property'.
   */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

declare module 'react-router' {
  interface AppLoadContext {
    auth: AuthBridge;
    api: ShopApi;
    /** This document's Content-Security-Policy nonce (entry.server.tsx; issue #10 §4). */
    cspNonce?: string;
  }
}
