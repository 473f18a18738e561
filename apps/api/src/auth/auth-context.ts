// Who is calling: what the auth plugin puts on `request.auth` for every protected route.
// Routes scope everything by it, never by an id the client sends (STYLE.md practice 5).

export interface ImpersonationContext {
  /** impersonation_sessions.id; the 64-character ident stays with the client (SPEC §6). */
  sessionId: number;
  /** The agent acting as this user (SPEC §6: staff impersonate customer users). */
  agentUserId: number;
}

export interface AuthContext {
  userId: number;
  /** Null for agents: they belong to no partner (SPEC §6). */
  partnerId: number | null;
  /** The user's customer group code (SPEC §6), e.g. customer_admin or gradnik_agent. */
  role: string;
  email: string;
  /** Present while an agent acts as this user (ARCHITECTURE.md "Sign-in"). */
  impersonation?: ImpersonationContext;
  /** The sign-in session (our refresh-token family, or the provider's `sid`); binds the CSRF token. */
  sessionId?: string;
  /** Who vouched for the token: our own HS256 token or the external OIDC provider. */
  source: 'local' | 'oidc';
}
