// Filter groups of a category page (SPEC §3 Filter group: options with id, name, selected,
// productCount). Each option is a link to the page with that option toggled (SPEC §2: the
// state lives in the address; a change resets to page 1), so filtering works without
// JavaScript and the back button undoes it. Links announce themselves as checkboxes; an option
// with 0 products under the other filters stays visible but disabled (issue #3).
import type { FilterGroup } from '@gradnik/contracts/catalog';
import {
  catalogQueryString,
  clearFilters,
  isFilterSelected,
  toggleFilter,
} from '@gradnik/domain/catalog-query';
import type { CatalogQueryState } from '@gradnik/domain/catalog-query';
import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { formatNumber } from '@gradnik/domain/format';

function Box({ checked, disabled }: { checked: boolean; disabled: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-4 shrink-0 items-center justify-center rounded border ${
        checked
          ? 'border-brand-700 bg-brand-700 text-white'
          : disabled
            ? 'border-neutral-200 bg-neutral-100'
            : 'border-neutral-400 bg-white'
      }`}
    >
      {checked ? (
        <svg
          viewBox="0 0 16 16"
          className="size-3"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
        >
          <path d="M3.5 8.5l3 3 6-7" />
        </svg>
      ) : null}
    </span>
  );
}

// A checkbox toggles with Space; a link only follows Enter. Space follows the link too.
function onSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

export interface FilterGroupsProps {
  groups: readonly FilterGroup[];
  query: CatalogQueryState;
  /** The category's address without a query. */
  baseHref: string;
  /**
   * 'column' (default): the side column with its own heading and 'clear' link. 'dialog': inside
   * the small-screen filters dialog, which has the title and 'clear all' itself.
   */
  variant?: 'column' | 'dialog';
}

export function FilterGroups({ groups, query, baseHref, variant = 'column' }: FilterGroupsProps) {
  const t = useT();
  const locale = useLocale();
  // The column and the dialog can be in the page at once: ids must differ.
  const idPrefix = useId();
  const visible = groups.filter((group) => group.options.length > 0);
  if (visible.length === 0) return null;
  const headingId = `${idPrefix}-filters-heading`;
  return (
    // In the dialog its title names the filters; the column names them with its own heading.
    <section aria-labelledby={variant === 'column' ? headingId : undefined} className="space-y-5">
      {variant === 'column' ? (
        <div className="flex items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold text-neutral-900">
            {t('catalog.filters')}
          </h2>
          {query.filters.length > 0 ? (
            <Link
              to={`${baseHref}${catalogQueryString(clearFilters(query))}`}
              preventScrollReset
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t('catalog.filters.clear')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {visible.map((group) => {
        const groupHeadingId = `${idPrefix}-filter-group-${group.id}`;
        return (
          <div key={group.id} role="group" aria-labelledby={groupHeadingId}>
            <h3 id={groupHeadingId} className="mb-2 text-sm font-semibold text-neutral-800">
              {group.name}
            </h3>
            {/* The dialog scrolls as a whole; a list scrolling inside it would trap the thumb. */}
            <ul className={`space-y-0.5 ${variant === 'column' ? 'max-h-72 overflow-y-auto' : ''}`}>
              {group.options.map((option) => {
                const id = Number(option.id);
                const checked = isFilterSelected(query, id);
                // A selected option stays enabled, so it can always be removed again.
                const disabled = option.productCount === 0 && !checked;
                const count = formatNumber(option.productCount, locale);
                const label = (
                  <>
                    <Box checked={checked} disabled={disabled} />
                    <span className="flex-1">{option.name}</span>
                    <span className="text-xs text-neutral-500">({count})</span>
                  </>
                );
                return (
                  <li key={option.id}>
                    {disabled ? (
                      <span
                        role="checkbox"
                        aria-checked="false"
                        aria-disabled="true"
                        className="flex items-center gap-2 rounded px-1.5 py-1 text-sm text-neutral-400"
                      >
                        {label}
                      </span>
                    ) : (
                      <Link
                        to={`${baseHref}${catalogQueryString(toggleFilter(query, id))}`}
                        role="checkbox"
                        aria-checked={checked}
                        preventScrollReset
                        onKeyDown={onSpace}
                        className="flex items-center gap-2 rounded px-1.5 py-1 text-sm text-neutral-800 hover:bg-neutral-100"
                      >
                        {label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
