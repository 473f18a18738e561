// Breadcrumbs of category and product pages: home, the category trail, the page itself (the
// last crumb is not a link and carries aria-current="page").
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { href } from '../../route-table';

export interface Crumb {
  name: string;
  /** null for the current page. */
  href: string | null;
}

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT();
  const locale = useLocale();
  const all: Crumb[] = [{ name: t('catalog.home'), href: href('home', locale) }, ...crumbs];
  return (
    <nav aria-label={t('catalog.breadcrumbs')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-neutral-600">
        {all.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`} className="flex items-center gap-x-1.5">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href ? (
              <Link to={crumb.href} className="hover:text-brand-700 hover:underline">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-neutral-900">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
