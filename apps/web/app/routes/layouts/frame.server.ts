// The loader shared by the layouts with a header (default, footerless, header): access rules
// first (SPEC §4, §6), then, for private screens, the customer document for the header.
import type { AppLoadContext } from 'react-router';
import { loadAccountSummary, summaryFromSessionUser } from '../../features/account/customer.server';
import type { AccountSummary } from '../../features/account/customer.server';
import {
  guardRequest,
  isActiveSession,
  redirectSessionExpired,
} from '../../features/auth/guards.server';

export interface FrameData {
  /** The signed-in user for the header, or null for a visitor. */
  account: AccountSummary | null;
}

export async function loadFrame(request: Request, context: AppLoadContext): Promise<FrameData> {
  const guarded = await guardRequest(request, context);
  const { session, screen } = guarded;
  if (!isActiveSession(session)) return { account: null };
  // Public screens (404) need no API call: the session names the user well enough.
  if (screen.access !== 'private') return { account: summaryFromSessionUser(session.user) };
  const result = await loadAccountSummary(context.api, session.user);
  if (result.kind === 'unauthorized') redirectSessionExpired(guarded);
  return { account: result.account };
}
