// Page links under a product list (SPEC §2 category pages, §9 page sizes). Plain links, so
// paging works without JavaScript and the back button returns to the previous page. Which
// numbers show (first, last, current and its neighbours, gaps as '…') is the domain's
// pagerItems rule, shared with the search results.
import { pagerItems } from '@gradnik/domain/search-query';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /** The address of a page, e.g. the same path with `?page=n`. */
  hrefForPage: (page: number) => string;
  /** Keep the scroll position (lists inside a page) instead of jumping to the top. */
  preventScrollReset?: boolean;
}

const itemClass =
  'inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm font-medium';

export function Pagination({ page, pageCount, hrefForPage, preventScrollReset }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-6 flex flex-wrap items-center justify-center gap-1"
    >
      {previous !== null ? (
        <Link
          to={hrefForPage(previous)}
          rel="prev"
          preventScrollReset={preventScrollReset}
          className={`${itemClass} border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100`}
        >
          <span aria-hidden="true">‹ </span>
          {t('pagination.previous')}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pagerItems(page, pageCount).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefForPage(item)}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                preventScrollReset={preventScrollReset}
                className={`${itemClass} ${
                  item === page
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100'
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {next !== null ? (
        <Link
          to={hrefForPage(next)}
          rel="next"
          preventScrollReset={preventScrollReset}
          className={`${itemClass} border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100`}
        >
          {t('pagination.next')}
          <span aria-hidden="true"> ›</span>
        </Link>
      ) : null}
    </nav>
  );
}
