// The site header of the default, footerless and header layouts (SPEC §2): trademark, main
// navigation, favourites / notifications / cart, language switch and the account panel.
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/message-keys';
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { href } from '../../route-table';
import type { ScreenId } from '../../route-table';
import { BellIcon, CartIcon, HeartIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { LanguageSwitch } from './language-switch';
import { MAIN_AREAS } from './main-areas';

const TOOLS = [
  { screen: 'favorites', label: 'header.favorites', Icon: HeartIcon },
  { screen: 'notifications', label: 'header.notifications', Icon: BellIcon },
  { screen: 'cart', label: 'header.cart', Icon: CartIcon },
] as const satisfies ReadonlyArray<{ screen: ScreenId; label: MessageKey; Icon: typeof HeartIcon }>;

export interface HeaderProps {
  /** The account panel (with its trigger) when signed in; null shows a sign-in link. */
  account: ReactNode;
  /**
   * The product search box (SPEC §2), composed in by the layout: in the first row from 1280 px
   * (issue #10 §6: two header rows at 1366 px, so the catalogue starts higher), its own row below.
   */
  search?: ReactNode;
  /** The mega menu / categories modal trigger (SPEC §2 overlays), composed in by the layout. */
  categories?: ReactNode;
  /** The 'Trgovski centri' button of the stores side panel (SPEC §2), composed in by the layout. */
  stores?: ReactNode;
  /** Issue #14: the 'Kontakt' button of the contact side panel (SPEC §2), composed in by the layout. */
  contact?: ReactNode;
  /**
   * Issue #5: the 'Košarica' and 'Povpraševanje' side panel buttons (SPEC §2), composed in by
   * the layout with a session. They replace the plain cart link: the panel leads to the cart.
   */
  basket?: ReactNode;
  /**
   * Issue #15: the 'Priljubljeni izdelki' side panel button (SPEC §2), composed in by the layout
   * with a session. It replaces the plain favourites link: the panel leads to the page.
   */
  favorites?: ReactNode;
  /**
   * Issue #16: the bell with the unread count (SPEC §4), composed in by the layout with a
   * session. It replaces the plain notifications link.
   */
  notifications?: ReactNode;
}

function navClass({ isActive }: { isActive: boolean }) {
  return `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900'
  }`;
}

export function Header({
  account,
  search,
  categories,
  stores,
  contact,
  basket,
  favorites,
  notifications,
}: HeaderProps) {
  const t = useT();
  const locale = useLocale();
  // Issue #5: with the cart side panel, its button stands where the cart link was.
  // Issue #15: likewise the favourites panel's button where the favourites link was.
  // Issue #16: likewise the bell with its count where the notifications link was.
  const tools = TOOLS.filter(
    ({ screen }) =>
      !(screen === 'cart' && basket) &&
      !(screen === 'favorites' && favorites) &&
      !(screen === 'notifications' && notifications),
  );
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:gap-x-6 sm:px-6">
        <Link to={href('home', locale)} aria-label={t('header.homeLink')} className="rounded-md">
          <Logo />
        </Link>
        {categories}
        {/*
          One navigation for every width, scrollable. Signed in, the first row holds the
          search and the tools, so the navigation takes the second row at every width (logo,
          categories, navigation and tools do not fit one row at 1366 px: issue #10 §6).
          Signed out there is no search, and from 1024 px it fits beside the logo.
        */}
        {/* Hydrated in its own turn (lib/hydrate-in-turn.tsx, issue #11): seven NavLinks are a
            good part of every page's first task; they are links that work before. */}
        <HydrateInTurn>
          {() => (
            <nav
              aria-label={t('header.mainNavigation')}
              className={`order-last -mx-1 w-full overflow-x-auto ${
                search ? '' : 'lg:order-none lg:mx-0 lg:w-auto'
              }`}
            >
              <ul className="flex gap-1">
                {MAIN_AREAS.map((area) => (
                  <li key={area.screen}>
                    {/* NavLink sets aria-current="page" on the active area. */}
                    <NavLink to={href(area.screen, locale)} className={navClass}>
                      {t(area.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </HydrateInTurn>
        {search ? (
          <div className="order-last w-full xl:order-none xl:w-auto xl:min-w-56 xl:flex-1">
            {search}
          </div>
        ) : null}
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <ul
            className="flex items-center gap-0.5 sm:gap-1"
            aria-label={t('header.toolsNavigation')}
          >
            {favorites ? <li>{favorites}</li> : null}
            {notifications ? <li>{notifications}</li> : null}
            {tools.map(({ screen, label, Icon }) => (
              <li key={screen}>
                <NavLink
                  to={href(screen, locale)}
                  aria-label={t(label)}
                  title={t(label)}
                  className={({ isActive }) =>
                    `flex size-10 items-center justify-center rounded-md ${
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-neutral-700 hover:bg-neutral-100'
                    }`
                  }
                >
                  <Icon className="size-6" />
                </NavLink>
              </li>
            ))}
            {basket ? <li className="flex items-center gap-0.5 sm:gap-1">{basket}</li> : null}
          </ul>
          {stores}
          {contact}
          <LanguageSwitch />
          {account ?? (
            <Link to={href('login', locale)} className="btn-primary">
              {t('header.signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
