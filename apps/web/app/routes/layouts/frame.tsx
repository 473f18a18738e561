// Composes the features into the frame of the layouts with a header. Routes compose features;
// features never import each other (ARCHITECTURE.md).
import { Outlet } from 'react-router';
import { AccountPanel } from '../../features/account/account-panel';
import type { AccountSummary } from '../../features/account/customer.server';
import { signOutAndLeave } from '../../features/auth/auth-client';
import { useSessionKeeper } from '../../features/auth/use-session-keeper';
import { AppFrame } from '../../features/layout/app-frame';
import { Footer } from '../../features/layout/footer';
import { Header } from '../../features/layout/header';
import { useLocale } from '../../i18n/i18n-context';
import { useRootData } from '../../root-data';
import { href } from '../../route-table';

export function SiteFrame({
  account,
  footer,
}: {
  account: AccountSummary | null;
  footer: boolean;
}) {
  const locale = useLocale();
  const root = useRootData();
  const session = root?.session ?? null;
  const impersonating = root?.impersonating ?? false;

  // SPEC §4: the session keeper runs wherever a signed-in user sees the app.
  useSessionKeeper({ session, impersonating, locale, loadedEmail: account?.email ?? null });

  // SPEC §2: side panels render only when a session exists.
  const accountPanel =
    account && session ? (
      <AccountPanel
        firstname={account.firstname}
        fullName={`${account.firstname} ${account.lastname}`.trim()}
        company={account.company}
        role={session.user.role}
        impersonating={impersonating}
        onSignOut={() => signOutAndLeave(href('login', locale))}
      />
    ) : null;

  return (
    <AppFrame header={<Header account={accountPanel} />} footer={footer ? <Footer /> : null}>
      <Outlet />
    </AppFrame>
  );
}
