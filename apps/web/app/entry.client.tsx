// The browser's entry. The browser runs Preact through preact/compat in React's place (the
// build aliases react and react-dom in the client bundle only: vite.config.ts), which takes
// ~55 kB gzip off every page's first load (issue #11; docs/decisions/021-preact-in-the-browser.md).
// Four seams between React Router's client and Preact are closed here; the fifth step fetches the
// English catalogue for an English page.
import { Fragment, options } from 'preact';
import type { VNode } from 'preact';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { Locale } from '@gradnik/domain/locale';
import { loadCatalogue } from './i18n/load-catalogue';
import { beginHydration, endHydration } from './lib/hydration';

// 1. Preact renders into document.documentElement when it is handed the document, while the
//    root Layout renders <html> itself (React treats <html> as the document's singleton).
//    So the <html> element of the tree becomes a fragment, and its attributes (the `lang` of
//    the path, SPEC §2) are set on the page's own <html>.
// Preact's own hooks are plain functions on `options`, chained by keeping the one before.
const nextVNodeHook: ((vnode: VNode) => void) | undefined = options.vnode?.bind(options);
options.vnode = (vnode: VNode) => {
  if (vnode.type === 'html') {
    const { children, ...attributes } = vnode.props as Record<string, unknown>;
    const page = document.documentElement;
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === 'string' && page.getAttribute(name) !== value) {
        page.setAttribute(name, value);
      }
    }
    (vnode as { type: unknown }).type = Fragment;
    vnode.props = { children } as VNode['props'];
  }
  nextVNodeHook?.(vnode);
};

// 2. React's server render hoists resource hints into <head> that the browser's tree does not
//    render there: the module preloads (React Router's <Scripts>; lib/paint-first.ts adds them
//    again before loading) and the preloads of the images a page marks as important (the
//    product gallery's first pictures). Preact adopts the server's nodes in order by tag name
//    and removes what is left over, so the stylesheet's <link> would adopt a preload (keeping its
//    attributes) and the real stylesheet would be removed: an unstyled page. The hints have done
//    their work once this module runs, so they leave the head before hydrating.
const HOISTED_HINTS =
  'link[rel="modulepreload"], link[rel="preload"], link[rel="preconnect"], link[rel="dns-prefetch"]';

function removeHoistedHints(): void {
  for (const link of document.head.querySelectorAll(HOISTED_HINTS)) link.remove();
}

// 3. HydratedRouter suspends (throws a promise) until it has decoded the server's loader data.
//    React waits for that at the root; Preact needs a Suspense boundary, which would not keep
//    the server's <head> and <body>. So the decoding is awaited before hydrating: calling the
//    component once outside a render starts it, and the thrown promise says when it is done.
//    The next call creates the router and stops at its first hook, outside a render; hydration
//    then finds the router ready.
async function routerDataDecoded(): Promise<void> {
  const startRouter = HydratedRouter as unknown as (props: object) => unknown;
  for (;;) {
    try {
      startRouter({});
      return;
    } catch (thrown) {
      if (!(thrown instanceof Promise)) return;
      await thrown;
    }
  }
}

// 5. An English page hydrates with the English catalogue, which is not part of the first load
//    (i18n/translate.ts); it is fetched alongside the router's data.
const pageLocale: Locale = document.documentElement.lang === 'en' ? 'en' : 'sl';

void Promise.all([routerDataDecoded(), loadCatalogue(pageLocale)]).then(() => {
  removeHoistedHints();
  startTransition(() => {
    // 4. Hydration-aware stores answer the server's value until this render is done
    //    (lib/hydration.ts).
    beginHydration();
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
    endHydration();
  });
});
