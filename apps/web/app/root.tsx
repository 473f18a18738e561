// The document: <html lang> from the locale of the path (SPEC §2), the root locale redirect,
// the session for the whole page, and the last-resort error page (SPEC §2 Error pages).
import { LOCALE_COOKIE, localeFromPath, rootLocaleRedirect } from '@gradnik/domain/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { CSRF_META_NAME } from '@gradnik/contracts/basket-headers';
import type { Route } from './+types/root';
import './app.css';
import { getRequestSession, isImpersonating } from './features/auth/session.server';
import { MAIN_ID } from './features/layout/app-frame';
import { LocaleProvider, useT } from './i18n/i18n-context';
import { loadCatalogue } from './i18n/load-catalogue';
import { translate } from './i18n/translate';
import { readCookie } from './lib/cookies';
import { useHydrated } from './lib/use-hydrated';
import { throwRedirect } from './lib/responses';
import { AlertsProvider } from './ui/alerts/alerts';
import { ErrorContent, isNotFound } from './ui/error-content';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Every page carries the user's session: never store it in a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // SPEC §2: at '/' only, a stored choice, else the browser's languages, may pick English.
  const target = rootLocaleRedirect({
    pathname: url.pathname,
    cookieLocale: readCookie(request.headers.get('Cookie'), LOCALE_COOKIE.name),
    acceptLanguage: request.headers.get('Accept-Language'),
  });
  if (target) {
    throwRedirect(`${target}${url.search}`, { headers: { Vary: 'Cookie, Accept-Language' } });
  }
  // The session includes its own access token (for client calls) but never a refresh token.
  const session = await getRequestSession(context);
  return {
    locale: localeFromPath(url.pathname),
    session,
    impersonating: isImpersonating(request, session),
  };
}

// In the browser, a page in the other language renders only once its catalogue is there (the
// English one is fetched on first use: i18n/translate.ts). Not run while hydrating: the entry
// has loaded the catalogue by then.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    loadCatalogue(localeFromPath(new URL(request.url).pathname)),
  ]);
  return data;
}

// Locale changes (the language switch) re-read the root so its data never lags the path.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) ||
    defaultShouldRevalidate
  );
}

export function meta({ location, error }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const suffix = translate(locale, 'app.titleSuffix');
  if (error) {
    const heading = isNotFound(error) ? 'error.notFound.heading' : 'error.internal.heading';
    return [{ title: `${translate(locale, heading)} | ${suffix}` }];
  }
  return [{ title: suffix }];
}

function SkipLink() {
  const t = useT();
  return (
    <a href={`#${MAIN_ID}`} className="skip-link">
      {t('app.skipToContent')}
    </a>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // Marks the moment the page reacts to clicks (also on error pages, which share this layout):
  // until then server-rendered buttons look ready but do nothing. End-to-end tests wait for it
  // the way a person waits for a page to settle. Set after the render that follows hydration,
  // when the parts the server leaves out (useHydrated: header overlays, product row controls)
  // have replaced their server stand-ins.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  // The path prefix decides the locale (SPEC §2); reading it from the location keeps it right
  // for error pages too, where loader data may be missing.
  const locale = localeFromPath(useLocation().pathname);
  // SPEC §7 Basket: "a CSRF token from page meta" — only with a session (decision 008).
  const csrfToken = useRouteLoaderData<typeof loader>('root')?.session?.csrfToken;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {csrfToken ? <meta name={CSRF_META_NAME} content={csrfToken} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <LocaleProvider locale={locale}>
          <SkipLink />
          {children}
        </LocaleProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {/* SPEC §2 alert toast: any screen or panel may show one (issue #5). */}
      <AlertsProvider>
        <Outlet />
      </AlertsProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="focus:outline-none">
      <ErrorContent error={error} />
    </main>
  );
}
