import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';
import { SCREENS, href, localizedHref, matchScreen, profileHref } from './route-table';
import type { Layout } from './route-table';

// SPEC §2, written out by hand so the table is checked against the spec, not against itself.
const SPEC_SCREENS: ReadonlyArray<[id: string, sl: string, en: string, layout: Layout]> = [
  ['home', '/', '/en', 'default'],
  ['not-found', '/404', '/en/404', 'default'],
  ['actions', '/akcije', '/en/actions', 'default'],
  ['cart', '/kosarica', '/en/cart', 'footerless'],
  ['documents', '/dokumenti', '/en/documents', 'footerless'],
  ['favorites', '/priljubljeni', '/en/favorites', 'footerless'],
  ['inquiry', '/povprasevanje', '/en/inquiry', 'default'],
  ['login', '/prijava', '/en/login', 'only-trademark'],
  // Issue #13: the page a password reset e-mail links to (not a SPEC §2 screen; decision 029).
  ['reset-password', '/ponastavitev-gesla', '/en/reset-password', 'only-trademark'],
  // Issue #13, decision 034: packages/contracts INVITATION_PAGE and CONFIRM_EMAIL_PAGE.
  ['invitation', '/vabilo', '/en/invitation', 'only-trademark'],
  ['confirm-email', '/potrditev-e-naslova', '/en/confirm-email', 'only-trademark'],
  ['register', '/registracija', '/en/register', 'only-trademark'],
  ['new-products', '/novosti', '/en/new-products', 'default'],
  ['notifications', '/obvestila', '/en/notifications', 'footerless'],
  ['inquiry-offers', '/povprasevanje-ponudbe', '/en/inquiry-offers', 'default'],
  [
    'inquiry-offer',
    '/povprasevanje-ponudbe/povprasevanje/12',
    '/en/inquiry-offers/inquiry/12',
    'default',
  ],
  ['orders', '/narocila', '/en/orders', 'default'],
  ['order', '/narocila/12', '/en/orders/12', 'default'],
  ['product', '/artikel/5', '/en/products/5', 'default'],
  ['profile', '/profil', '/en/profile', 'default'],
  ['reclamations', '/reklamacije', '/en/reclamations', 'default'],
  ['reclamation-new', '/reklamacije/vnos', '/en/reclamations/new', 'default'],
  ['reclamation', '/reklamacije/12', '/en/reclamations/12', 'default'],
  ['search', '/iskanje/opeka', '/en/search/opeka', 'default'],
  // Issue #15 (decision 040): the quick-order pad.
  ['quick-order', '/hitro-narocilo', '/en/quick-order', 'default'],
  ['buttons', '/buttons', '/en/buttons', 'default'],
  ['categories-sample', '/categoriesSample', '/en/categoriesSample', 'header'],
  ['catch-all', '/gradnja/zidaki/', '/en/gradnja/zidaki/', 'default'],
];

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

describe('route table (SPEC §2)', () => {
  it('has every screen of SPEC §2 and nothing else', () => {
    expect(SCREENS.map((screen) => screen.id).sort()).toEqual(
      SPEC_SCREENS.map(([id]) => id).sort(),
    );
  });

  it.each(SPEC_SCREENS)('%s answers at %s and %s in its layout', (id, sl, en, layout) => {
    expect(matchScreen(sl)).toMatchObject({ screen: { id, layout }, locale: 'sl' });
    expect(matchScreen(en)).toMatchObject({ screen: { id, layout }, locale: 'en' });
  });

  it('keeps login and register guest-only and 404 public (SPEC §2, §4)', () => {
    expect(matchScreen('/prijava').screen.access).toBe('guest');
    expect(matchScreen('/en/register').screen.access).toBe('guest');
    expect(matchScreen('/404').screen.access).toBe('public');
    expect(matchScreen('/kosarica').screen.access).toBe('private');
  });

  it('builds both trees with unique route ids, one module file per screen', () => {
    const all = flatten(routes);
    const ids = all.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const screenRoutes = all.filter((entry) => !entry.children);
    expect(screenRoutes).toHaveLength(SCREENS.length * 2);
    for (const screen of SCREENS) {
      const both = screenRoutes.filter((entry) => entry.file === screen.file);
      expect(both.map((entry) => entry.id).sort()).toEqual([`en/${screen.id}`, `sl/${screen.id}`]);
    }
    for (const entry of all) {
      expect(existsSync(fileURLToPath(new URL(entry.file, import.meta.url))), entry.file).toBe(
        true,
      );
    }
  });

  it('groups screens under one layout route per layout and locale', () => {
    const layouts = routes.map((entry) => entry.id).sort();
    expect(layouts).toEqual([
      'en/layout-default',
      'en/layout-footerless',
      'en/layout-header',
      'en/layout-only-trademark',
      'sl/layout-default',
      'sl/layout-footerless',
      'sl/layout-header',
      'sl/layout-only-trademark',
    ]);
    const slFooterless = routes.find((entry) => entry.id === 'sl/layout-footerless');
    expect(slFooterless?.children?.map((entry) => entry.path).sort()).toEqual([
      'dokumenti',
      'kosarica',
      'obvestila',
      'priljubljeni',
    ]);
  });
});

describe('href', () => {
  it('builds addresses in both locales', () => {
    expect(href('home', 'sl')).toBe('/');
    expect(href('home', 'en')).toBe('/en');
    expect(href('cart', 'sl')).toBe('/kosarica');
    expect(href('cart', 'en')).toBe('/en/cart');
    expect(href('product', 'sl', { id: 5 })).toBe('/artikel/5');
    expect(href('product', 'en', { id: 5 })).toBe('/en/products/5');
    expect(href('inquiry-offer', 'en', { id: 'A-1' })).toBe('/en/inquiry-offers/inquiry/A-1');
    expect(href('catch-all', 'en', { '*': 'gradnja/zidaki/' })).toBe('/en/gradnja/zidaki/');
  });

  it('encodes parameters', () => {
    expect(href('search', 'sl', { id: 'opeka 25/30' })).toBe('/iskanje/opeka%2025%2F30');
  });

  it('links to profile sections (SPEC §2)', () => {
    expect(profileHref('sl', 'users')).toBe('/profil#uporabniki');
    expect(profileHref('en', 'users')).toBe('/en/profile#uporabniki');
    expect(profileHref('en', 'company-profile')).toBe('/en/profile#company-profile');
  });
});

describe('language switch mapping', () => {
  it.each(SPEC_SCREENS)('%s maps %s ↔ %s', (_id, sl, en) => {
    expect(localizedHref({ pathname: sl }, 'en')).toBe(en);
    expect(localizedHref({ pathname: en }, 'sl')).toBe(sl);
  });

  it('keeps the query string and the hash', () => {
    expect(
      localizedHref({ pathname: '/artikel/5', search: '?tab=opis', hash: '#zaloga' }, 'en'),
    ).toBe('/en/products/5?tab=opis#zaloga');
    expect(localizedHref({ pathname: '/en/profile', hash: '#uporabniki' }, 'sl')).toBe(
      '/profil#uporabniki',
    );
  });

  it('stays on the same address when the locale does not change', () => {
    expect(localizedHref({ pathname: '/kosarica' }, 'sl')).toBe('/kosarica');
  });

  it('decodes and re-encodes parameters', () => {
    expect(localizedHref({ pathname: '/iskanje/opeka%2025' }, 'en')).toBe('/en/search/opeka%2025');
  });
});
