// Composes the features into the frame of the layouts with a header. Routes compose features;
// features never import each other (ARCHITECTURE.md).
import { Outlet } from 'react-router';
import { AccountPanel } from '../../features/account/account-panel';
import { BasketPanels } from '../../features/basket/basket-panels';
import type { AccountSummary } from '../../features/account/customer.server';
import { signOutAndLeave } from '../../features/auth/auth-client';
import { useSessionKeeper } from '../../features/auth/use-session-keeper';
import { CategoryNavigation } from '../../features/catalog/category-navigation';
import { ContactPanel } from '../../features/contact/contact-panel';
import { FavoritesPanel } from '../../features/favorites/favorites-panel';
import { AppFrame } from '../../features/layout/app-frame';
import { Footer } from '../../features/layout/footer';
import type { FooterData } from '../../features/layout/footer-data';
import { Header } from '../../features/layout/header';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { HeaderSearch } from '../../features/search/header-search';
import { StoresButton } from '../../features/stores/stores-button';
import { StoresPanelProvider } from '../../features/stores/stores-panel';
import { useLocale } from '../../i18n/i18n-context';
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { useRootData } from '../../root-data';
import { ImpersonationBar } from '../../ui/impersonation/impersonation-bar';
import { href } from '../../route-table';

export function SiteFrame({
  account,
  footer,
  footerData,
}: {
  account: AccountSummary | null;
  footer: boolean;
  /** The footer's CMS pages and contact lines (default layout only). */
  footerData?: FooterData;
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
        onSignOut={(onRetry) => signOutAndLeave(href('login', locale), { onRetry })}
      />
    ) : null;

  const frame = (
    <AppFrame
      // SPEC §2: the search box, like the side panels, is for signed-in users.
      header={
        <Header
          account={accountPanel}
          search={accountPanel ? <HeaderSearch /> : null}
          // SPEC §2 overlays: the catalogue menus, from one tree load, for signed-in users.
          categories={
            account && session ? <CategoryNavigation accessToken={session.accessToken} /> : null
          }
          // SPEC §2: the stores side panel's button, like the panel, only with a session.
          stores={account && session ? <StoresButton /> : null}
          // SPEC §2 (issue #14): the contact side panel, only with a session.
          contact={account && session ? <ContactPanel guardians={account.guardians} /> : null}
          // SPEC §2 (issue #5): the cart and inquiry side panels, only with a session.
          basket={account && session ? <BasketPanels /> : null}
          // SPEC §2 (issue #15): the favourites side panel, only with a session.
          favorites={account && session ? <FavoritesPanel /> : null}
          // Issue #16: the bell with the unread count, polled every 20 s while signed in.
          notifications={
            account && session ? <NotificationBell token={session.accessToken} /> : null
          }
        />
      }
      footer={
        footer ? (
          // Hydrated last, in its own turn (lib/hydrate-in-turn.tsx, issue #11): below the page.
          <HydrateInTurn last>{() => <Footer data={footerData} />}</HydrateInTurn>
        ) : null
      }
    >
      <Outlet />
    </AppFrame>
  );
  // SPEC §2, §4 (issue #13): the impersonation bar, on every page while the agent acts for the
  // customer; the spacer keeps it from covering the page's end.
  const visit = impersonating ? session?.impersonation : undefined;
  const bar =
    visit && session ? (
      <>
        <div aria-hidden="true" className="h-20" />
        <ImpersonationBar
          customer={{
            id: Number(session.user.id),
            name: `${session.user.firstname} ${session.user.lastname}`.trim(),
          }}
          agent={{ id: Number(visit.impersonator.id), name: visit.impersonator.name }}
          token={session.accessToken}
        />
      </>
    ) : null;
  // The stores panel wraps the page so product rows and details can open its stock mode
  // (ui/stores-panel-context.ts); side panels render only when a session exists (SPEC §2).
  return account && session ? (
    <StoresPanelProvider accessToken={session.accessToken}>
      {frame}
      {bar}
    </StoresPanelProvider>
  ) : (
    frame
  );
}
