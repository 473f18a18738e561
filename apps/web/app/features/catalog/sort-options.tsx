// Sorting of a category page (issue #3: name, code, price, both directions; SPEC §2 default
// label ascending). Links, like the filters: a change rewrites the address and goes back to
// page 1. Price sorting orders by the catalogue's list price (decision 009), so it is offered
// like the others, with no caveat (issue #10 §6).
import {
  CATALOG_SORT_FIELDS,
  SORT_DIRECTIONS,
  catalogQueryString,
  withSort,
} from '@gradnik/domain/catalog-query';
import type { CatalogQueryState } from '@gradnik/domain/catalog-query';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';

export function SortOptions({ query, baseHref }: { query: CatalogQueryState; baseHref: string }) {
  const t = useT();
  return (
    <nav aria-labelledby="catalog-sort-label" className="flex flex-wrap items-center gap-1.5">
      <span id="catalog-sort-label" className="mr-1 text-sm font-medium text-neutral-700">
        {t('catalog.sort.label')}
      </span>
      <ul className="flex flex-wrap gap-1.5">
        {CATALOG_SORT_FIELDS.flatMap((field) =>
          SORT_DIRECTIONS.map((dir) => {
            const active = query.sort === field && query.dir === dir;
            return (
              <li key={`${field}-${dir}`}>
                <Link
                  to={`${baseHref}${catalogQueryString(withSort(query, field, dir))}`}
                  aria-current={active ? 'true' : undefined}
                  preventScrollReset
                  className={`inline-block rounded-full border px-3 py-1 text-sm ${
                    active
                      ? 'border-brand-700 bg-brand-700 font-medium text-white'
                      : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100'
                  }`}
                >
                  {t(`catalog.sort.${field}.${dir}`)}
                </Link>
              </li>
            );
          }),
        )}
      </ul>
    </nav>
  );
}
