// The facets of the search results (SPEC §2 Search: "ff.attr.* filters", §3 Search state
// filters/activeFilters, §4: a filter change resets to page 1, 'clear all' removes every
// ff.attr.* and sets page=1). Attribute values are checkboxes (values of one field widen the
// result, fields narrow it); the category facet drills down, one category at a time. Every
// change is a new address, so the back button and a reload keep the filters.
import type {
  SearchActiveFilter,
  SearchFacet,
  SearchFacetElement,
} from '@gradnik/contracts/search';
import { formatNumber } from '@gradnik/domain/format';
import {
  chooseSingleFacet,
  clearFacets,
  isFacetSelected,
  toggleFacet,
} from '@gradnik/domain/search-query';
import type { SearchUrlState } from '@gradnik/domain/search-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';

/** How many values a facet lists before 'show more'. */
export const FACET_VALUES_SHOWN = 8;

export interface FacetNavigation {
  state: SearchUrlState;
  /** The address of a state (this page, other parameters kept). */
  hrefFor: (state: SearchUrlState) => string;
  /** Goes to a state (a checkbox changed). */
  go: (state: SearchUrlState) => void;
}

function Count({ count }: { count: number }) {
  const locale = useLocale();
  return (
    <span className="ml-auto shrink-0 text-xs text-neutral-500">
      ({formatNumber(count, locale)})
    </span>
  );
}

function CategoryFacet({ facet, nav }: { facet: SearchFacet; nav: FacetNavigation }) {
  return (
    <ul className="space-y-1">
      {facet.elements.map((element) => {
        const selected = isFacetSelected(nav.state, facet.field, element.value);
        return (
          <li key={element.value}>
            <Link
              to={nav.hrefFor(chooseSingleFacet(nav.state, facet.field, element.value))}
              preventScrollReset
              aria-current={selected ? 'true' : undefined}
              className={`flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-neutral-100 ${
                selected ? 'font-semibold text-brand-800' : 'text-neutral-800'
              }`}
            >
              <span>{element.name}</span>
              <Count count={element.count} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function AttributeValue({
  facet,
  element,
  nav,
}: {
  facet: SearchFacet;
  element: SearchFacetElement;
  nav: FacetNavigation;
}) {
  const id = useId();
  const checked = isFacetSelected(nav.state, facet.field, element.value);
  // A value that would leave nothing stays visible but cannot be chosen (issue #3).
  const disabled = !checked && element.count === 0;
  return (
    <li className="flex items-center gap-2 px-2 py-1">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={() => nav.go(toggleFacet(nav.state, facet.field, element.value))}
        className="size-4 rounded border-neutral-400 text-brand-700 accent-brand-700"
      />
      <label
        htmlFor={id}
        className={`flex flex-1 items-center gap-2 text-sm ${disabled ? 'text-neutral-400' : 'text-neutral-800'}`}
      >
        <span>{element.name}</span>
        <Count count={element.count} />
      </label>
    </li>
  );
}

function Facet({ facet, nav }: { facet: SearchFacet; nav: FacetNavigation }) {
  const t = useT();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = facet.elements.length > FACET_VALUES_SHOWN;
  // Chosen values always show, even beyond the first few.
  const shown =
    long && !expanded
      ? facet.elements.filter(
          (element, index) =>
            index < FACET_VALUES_SHOWN || isFacetSelected(nav.state, facet.field, element.value),
        )
      : facet.elements;
  return (
    <section aria-labelledby={headingId} className="border-b border-neutral-200 pb-4">
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-neutral-900">
        {facet.name}
      </h3>
      {facet.type === 'category' ? (
        <CategoryFacet facet={{ ...facet, elements: shown }} nav={nav} />
      ) : (
        <ul className="space-y-0.5">
          {shown.map((element) => (
            <AttributeValue key={element.value} facet={facet} element={element} nav={nav} />
          ))}
        </ul>
      )}
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 px-2 text-sm font-medium text-brand-700 hover:underline"
        >
          {expanded ? t('search.facets.showFewer') : t('search.facets.showMore')}
        </button>
      ) : null}
    </section>
  );
}

export function FacetList({
  facets,
  nav,
}: {
  facets: readonly SearchFacet[];
  nav: FacetNavigation;
}) {
  const t = useT();
  const shown = facets.filter((facet) => facet.elements.length > 0);
  if (shown.length === 0) {
    return <p className="text-sm text-neutral-600">{t('search.facets.none')}</p>;
  }
  return (
    <div className="space-y-4">
      {shown.map((facet) => (
        <Facet key={facet.field} facet={facet} nav={nav} />
      ))}
    </div>
  );
}

/** The chosen values, each removable, and 'clear all' (SPEC §4). */
export function ActiveFilters({
  activeFilters,
  facets,
  nav,
}: {
  activeFilters: readonly SearchActiveFilter[];
  facets: readonly SearchFacet[];
  nav: FacetNavigation;
}) {
  const t = useT();
  if (nav.state.filters.length === 0) return null;
  const fieldName = (field: string) => facets.find((facet) => facet.field === field)?.name ?? field;
  // Names come from the service; a value it no longer knows still shows (and can go).
  const chips = nav.state.filters.map(({ code, value }) => {
    const known = activeFilters.find((filter) => filter.field === code && filter.value === value);
    return { code, value, label: `${fieldName(code)}: ${known?.name ?? value}` };
  });
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={t('search.facets.active')}
    >
      {chips.map((chip) => (
        <Link
          key={`${chip.code}=${chip.value}`}
          to={nav.hrefFor(toggleFacet(nav.state, chip.code, chip.value))}
          preventScrollReset
          aria-label={t('search.facets.remove', { name: chip.label })}
          className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-900 hover:bg-brand-100"
        >
          {chip.label}
          <span aria-hidden="true">×</span>
        </Link>
      ))}
      <Link
        to={nav.hrefFor(clearFacets(nav.state))}
        preventScrollReset
        className="text-sm font-medium text-brand-700 underline hover:text-brand-900"
      >
        {t('search.facets.clearAll')}
      </Link>
    </div>
  );
}
