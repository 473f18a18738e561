// The one table of every screen of SPEC §2. app/routes.ts builds the Slovenian tree and the
// /en tree from it; every internal link is built with `href()`; the language switch maps a
// path to the same screen in the other locale through it; the layout loaders read a screen's
// access from it. Add a screen here and nowhere else.
import { stripLocale, withLocale } from '@gradnik/domain/locale';
import type { Locale } from '@gradnik/domain/locale';
import { matchRoutes } from 'react-router';

/** SPEC §2: "Layouts: default, footerless, only-trademark, header." */
export type Layout = 'default' | 'footerless' | 'only-trademark' | 'header';

/**
 * SPEC §6: "Routes are open to all, signed-in only, or guest-only".
 * public: anyone; guest: only visitors (login, register); private: signed-in users only.
 */
export type Access = 'public' | 'guest' | 'private';

export interface ScreenDefinition {
  readonly id: string;
  /** Path without a leading slash or locale prefix; '' is the home page, '*' the catch-all. */
  readonly sl: string;
  readonly en: string;
  readonly layout: Layout;
  readonly access: Access;
  /** The route module, relative to app/. Both locales share it. */
  readonly file: string;
}

// One screen per line, so the table reads as the table it is.
// prettier-ignore
export const SCREENS = [
  { id: 'home', sl: '', en: '', layout: 'default', access: 'private', file: 'routes/home.tsx' },
  // SPEC §2 "Not found": public, so a visitor also gets an honest 404.
  { id: 'not-found', sl: '404', en: '404', layout: 'default', access: 'public', file: 'routes/not-found.tsx' },
  { id: 'actions', sl: 'akcije', en: 'actions', layout: 'default', access: 'private', file: 'routes/actions.tsx' },
  { id: 'cart', sl: 'kosarica', en: 'cart', layout: 'footerless', access: 'private', file: 'routes/cart.tsx' },
  { id: 'documents', sl: 'dokumenti', en: 'documents', layout: 'footerless', access: 'private', file: 'routes/documents.tsx' },
  { id: 'favorites', sl: 'priljubljeni', en: 'favorites', layout: 'footerless', access: 'private', file: 'routes/favorites.tsx' },
  { id: 'inquiry', sl: 'povprasevanje', en: 'inquiry', layout: 'default', access: 'private', file: 'routes/inquiry.tsx' },
  { id: 'login', sl: 'prijava', en: 'login', layout: 'only-trademark', access: 'guest', file: 'routes/login.tsx' },
  { id: 'register', sl: 'registracija', en: 'register', layout: 'only-trademark', access: 'guest', file: 'routes/register.tsx' },
  // Issue #13: the page an e-mailed password link opens (packages/contracts password-reset.ts RESET_PASSWORD_PAGE); public, so a signed-in user can use a link too.
  { id: 'reset-password', sl: 'ponastavitev-gesla', en: 'reset-password', layout: 'only-trademark', access: 'public', file: 'routes/reset-password.tsx' },
  // Issue #13, decision 034: the pages an invitation and an e-mail confirmation link open.
  { id: 'invitation', sl: 'vabilo', en: 'invitation', layout: 'only-trademark', access: 'public', file: 'routes/invitation.tsx' },
  { id: 'confirm-email', sl: 'potrditev-e-naslova', en: 'confirm-email', layout: 'only-trademark', access: 'public', file: 'routes/confirm-email.tsx' },
  { id: 'new-products', sl: 'novosti', en: 'new-products', layout: 'default', access: 'private', file: 'routes/new-products.tsx' },
  { id: 'notifications', sl: 'obvestila', en: 'notifications', layout: 'footerless', access: 'private', file: 'routes/notifications.tsx' },
  { id: 'inquiry-offers', sl: 'povprasevanje-ponudbe', en: 'inquiry-offers', layout: 'default', access: 'private', file: 'routes/inquiry-offers.tsx' },
  { id: 'inquiry-offer', sl: 'povprasevanje-ponudbe/povprasevanje/:id', en: 'inquiry-offers/inquiry/:id', layout: 'default', access: 'private', file: 'routes/inquiry-offer.tsx' },
  { id: 'orders', sl: 'narocila', en: 'orders', layout: 'default', access: 'private', file: 'routes/orders.tsx' },
  { id: 'order', sl: 'narocila/:id', en: 'orders/:id', layout: 'default', access: 'private', file: 'routes/order.tsx' },
  // SPEC §2 says the English product path "shows no id parameter" but names the route
  // products-id with parameter id: both locales carry the id.
  { id: 'product', sl: 'artikel/:id', en: 'products/:id', layout: 'default', access: 'private', file: 'routes/product.tsx' },
  { id: 'profile', sl: 'profil', en: 'profile', layout: 'default', access: 'private', file: 'routes/profile.tsx' },
  { id: 'reclamations', sl: 'reklamacije', en: 'reclamations', layout: 'default', access: 'private', file: 'routes/reclamations.tsx' },
  { id: 'reclamation-new', sl: 'reklamacije/vnos', en: 'reclamations/new', layout: 'default', access: 'private', file: 'routes/reclamation-new.tsx' },
  { id: 'reclamation', sl: 'reklamacije/:id', en: 'reclamations/:id', layout: 'default', access: 'private', file: 'routes/reclamation.tsx' },
  { id: 'search', sl: 'iskanje/:id', en: 'search/:id', layout: 'default', access: 'private', file: 'routes/search.tsx' },
  // Issue #15, decision 040: the quick-order pad (not a SPEC §2 screen; ours).
  { id: 'quick-order', sl: 'hitro-narocilo', en: 'quick-order', layout: 'default', access: 'private', file: 'routes/quick-order.tsx' },
  // SPEC §2 design sample pages: same path in both locales, English under /en.
  { id: 'buttons', sl: 'buttons', en: 'buttons', layout: 'default', access: 'private', file: 'routes/buttons.tsx' },
  { id: 'categories-sample', sl: 'categoriesSample', en: 'categoriesSample', layout: 'header', access: 'private', file: 'routes/categories-sample.tsx' },
  // SPEC §2 catch-all: CMS page, then category, then not found. Public so that an unknown
  // path answers 404 to anyone; the catalogue issue decides access per resolved page.
  { id: 'catch-all', sl: '*', en: '*', layout: 'default', access: 'public', file: 'routes/catch-all.tsx' },
] as const satisfies readonly ScreenDefinition[];

export type Screen = (typeof SCREENS)[number];
export type ScreenId = Screen['id'];

export const LAYOUTS = [
  'default',
  'footerless',
  'only-trademark',
  'header',
] as const satisfies readonly Layout[];

/** React Router route id of a screen, distinct per locale: 'sl/cart', 'en/cart'. */
export function routeId(screenId: ScreenId, locale: Locale): string {
  return `${locale}/${screenId}`;
}

/** React Router route id of a layout route: 'sl/layout-default', 'en/layout-default'. */
export function layoutRouteId(layout: Layout, locale: Locale): string {
  return `${locale}/layout-${layout}`;
}

/** The route path of a screen in a locale, without a leading slash: 'kosarica', 'en/cart'. */
export function routePath(screen: ScreenDefinition, locale: Locale): string {
  const path = screen[locale];
  if (locale === 'sl') return path;
  return path === '' ? 'en' : `en/${path}`;
}

const screensById = new Map<string, Screen>(SCREENS.map((screen) => [screen.id, screen]));

export function getScreen(id: ScreenId): Screen {
  const screen = screensById.get(id);
  if (!screen) throw new Error(`Unknown screen ${id}`);
  return screen;
}

// Typed parameters of a screen, read from its Slovenian path ('narocila/:id' → { id }).
type DynamicParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | DynamicParams<Rest>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;
type SplatParam<P extends string> = P extends '*' | `${string}/*` ? '*' : never;
type ParamNames<Id extends ScreenId> =
  DynamicParams<Extract<Screen, { id: Id }>['sl']> | SplatParam<Extract<Screen, { id: Id }>['sl']>;
export type ScreenParams<Id extends ScreenId> = { [K in ParamNames<Id>]: string | number };
type ParamsArgument<Id extends ScreenId> = [ParamNames<Id>] extends [never]
  ? [params?: undefined]
  : [params: ScreenParams<Id>];

function fillPath(
  path: string,
  params: Readonly<Record<string, string | number | undefined>>,
): string {
  return path
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        const splat = String(params['*'] ?? '');
        return splat.split('/').map(encodeURIComponent).join('/');
      }
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined || value === '') {
        throw new Error(`Missing route parameter ${segment} in ${path}`);
      }
      return encodeURIComponent(String(value));
    })
    .join('/');
}

function buildHref(
  screen: ScreenDefinition,
  locale: Locale,
  params: Readonly<Record<string, string | number | undefined>> = {},
): string {
  return withLocale(`/${fillPath(screen[locale], params)}`, locale);
}

/**
 * The address of a screen in a locale. Every internal link goes through here so that the
 * Slovenian and English trees never drift: href('cart', 'en') → '/en/cart',
 * href('product', 'sl', { id: 5 }) → '/artikel/5'.
 */
export function href<Id extends ScreenId>(
  id: Id,
  locale: Locale,
  ...rest: ParamsArgument<Id>
): string {
  const [params] = rest;
  return buildHref(getScreen(id), locale, params ?? {});
}

// Absolute route objects of both trees, for matching an address to its screen exactly the way
// React Router ranks routes (static beats dynamic beats splat).
const matchableRoutes = SCREENS.flatMap((screen) =>
  (['sl', 'en'] as const).map((locale) => ({
    id: routeId(screen.id, locale),
    path: `/${routePath(screen, locale)}`,
    screen,
    locale,
  })),
);
const matchableById = new Map(matchableRoutes.map((route) => [route.id, route]));

export interface ScreenMatch {
  screen: Screen;
  locale: Locale;
  params: Record<string, string | undefined>;
}

const routeObjects = matchableRoutes.map(({ id, path }) => ({ id, path }));
// matchRoutes flattens and ranks the whole table on every call; a server render asks for the
// same few addresses many times (guards, header, language switch), so recent answers are kept
// (issue #3 speed). Bounded: addresses are user input.
const recentMatches = new Map<string, ScreenMatch>();
const RECENT_MATCHES_MAX = 500;

/** The screen an address shows (always one: the catch-all takes the rest). */
export function matchScreen(pathname: string): ScreenMatch {
  const known = recentMatches.get(pathname);
  if (known) return { ...known, params: { ...known.params } };
  const match = matchScreenUncached(pathname);
  if (recentMatches.size >= RECENT_MATCHES_MAX) recentMatches.clear();
  recentMatches.set(pathname, match);
  return { ...match, params: { ...match.params } };
}

function matchScreenUncached(pathname: string): ScreenMatch {
  const matches = matchRoutes(routeObjects, pathname);
  const last = matches?.at(-1);
  const route = last ? matchableById.get(last.route.id) : undefined;
  if (!last || !route) {
    // Unreachable while the table has catch-alls; keeps the function total.
    const catchAll = getScreen('catch-all');
    return { screen: catchAll, locale: 'sl', params: { '*': stripLocale(pathname).slice(1) } };
  }
  return { screen: route.screen, locale: route.locale, params: { ...last.params } };
}

/**
 * SPEC §2 Profile: its sections are hash anchors. The users section keeps its Slovenian
 * anchor in both locales (SPEC §4: agents go to /profil#uporabniki).
 */
export const PROFILE_SECTIONS = {
  'company-profile': 'company-profile',
  users: 'uporabniki',
  settings: 'settings',
} as const;
export type ProfileSection = keyof typeof PROFILE_SECTIONS;

/** The profile page, optionally at one of its sections: '/profil#uporabniki'. */
export function profileHref(locale: Locale, section?: ProfileSection): string {
  const base = href('profile', locale);
  return section ? `${base}#${PROFILE_SECTIONS[section]}` : base;
}

/**
 * The same screen in another locale (SPEC §2 language switch): /artikel/5 → /en/products/5,
 * keeping the query string and the hash.
 */
export function localizedHref(
  location: { pathname: string; search?: string; hash?: string },
  locale: Locale,
): string {
  const { screen, params } = matchScreen(location.pathname);
  return `${buildHref(screen, locale, params)}${location.search ?? ''}${location.hash ?? ''}`;
}
