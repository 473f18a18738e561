// Builds the Slovenian tree (no prefix) and the /en tree (SPEC §2) from the one route table.
// Both trees use the same route module files with distinct route ids ('sl/cart', 'en/cart'),
// grouped under one pathless layout route per layout (app/routes/layouts/*.tsx).
import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes';
import type { Locale } from '@gradnik/domain/locale';
import { LAYOUTS, SCREENS, layoutRouteId, routeId, routePath } from './route-table';

function localeTree(locale: Locale): RouteConfigEntry[] {
  return LAYOUTS.map((name) =>
    layout(
      `routes/layouts/${name}.tsx`,
      { id: layoutRouteId(name, locale) },
      SCREENS.filter((screen) => screen.layout === name).map((screen) => {
        const path = routePath(screen, locale);
        const id = routeId(screen.id, locale);
        return path === '' ? index(screen.file, { id }) : route(path, screen.file, { id });
      }),
    ),
  );
}

export default [...localeTree('sl'), ...localeTree('en')] satisfies RouteConfig;
