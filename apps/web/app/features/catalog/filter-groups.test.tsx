import type { FilterGroup } from '@gradnik/contracts/catalog';
import { DEFAULT_CATALOG_QUERY } from '@gradnik/domain/catalog-query';
import type { CatalogQueryState } from '@gradnik/domain/catalog-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../ui/product-list/test-router';
import { FilterGroups } from './filter-groups';

afterEach(cleanup);

const groups: FilterGroup[] = [
  {
    id: '1',
    code: 'znamka',
    name: 'Znamka',
    type: 'select',
    typeData: null,
    options: [
      { id: '11', code: 'knauf', name: 'Knauf', selected: false, productCount: 12 },
      { id: '12', code: 'baumit', name: 'Baumit', selected: false, productCount: 0 },
      { id: '13', code: 'kema', name: 'Kema', selected: true, productCount: 0 },
    ],
  },
  {
    id: '2',
    code: 'teza',
    name: 'Teža',
    type: 'measure',
    typeData: 'kg',
    options: [{ id: '21', code: '25', name: '25 kg', selected: false, productCount: 1234 }],
  },
];

function renderFilters(query: Partial<CatalogQueryState> = {}) {
  const state = { ...DEFAULT_CATALOG_QUERY, ...query };
  return renderInRouter(
    <FilterGroups groups={groups} query={state} baseHref="/gradnja/cement-in-malte/" />,
    { path: '/gradnja/cement-in-malte/' },
  );
}

describe('filter groups (SPEC §3 Filter group, issue #3)', () => {
  it('shows each group with its options and counts', () => {
    renderFilters();
    const brand = screen.getByRole('group', { name: 'Znamka' });
    expect(
      within(brand)
        .getAllByRole('checkbox')
        .map((box) => box.textContent),
    ).toEqual(['Knauf(12)', 'Baumit(0)', 'Kema(0)']);
    // Slovenian number format in the counts.
    expect(screen.getByRole('checkbox', { name: /25 kg/ }).textContent).toContain('(1234)');
  });

  it('disables options with 0 products, unless they are selected', () => {
    renderFilters({ filters: [13] });
    const baumit = screen.getByRole('checkbox', { name: /Baumit/ });
    expect(baumit.getAttribute('aria-disabled')).toBe('true');
    expect(baumit.tagName).not.toBe('A');
    const kema = screen.getByRole('checkbox', { name: /Kema/ });
    expect(kema.getAttribute('aria-checked')).toBe('true');
    expect(kema.getAttribute('aria-disabled')).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: /Knauf/ }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('links each option to the page with it toggled, back on page 1', () => {
    renderFilters({ filters: [21], page: 3, sort: 'code', dir: 'desc' });
    expect(screen.getByRole('checkbox', { name: /Knauf/ }).getAttribute('href')).toBe(
      '/gradnja/cement-in-malte/?filters=11,21&sort=code&dir=desc',
    );
    expect(screen.getByRole('checkbox', { name: /25 kg/ }).getAttribute('href')).toBe(
      '/gradnja/cement-in-malte/?sort=code&dir=desc',
    );
  });

  it('toggles with a click or with Space, like a checkbox', async () => {
    const user = userEvent.setup();
    renderFilters({ page: 2 });
    await user.click(screen.getByRole('checkbox', { name: /Knauf/ }));
    expect(screen.getByTestId('address').textContent).toBe('/gradnja/cement-in-malte/?filters=11');
    cleanup();
    renderFilters();
    screen.getByRole('checkbox', { name: /25 kg/ }).focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('address').textContent).toBe('/gradnja/cement-in-malte/?filters=21');
  });

  it('offers to clear the filters only when some are selected', () => {
    renderFilters();
    expect(screen.queryByRole('link', { name: 'Počisti filtre' })).toBeNull();
    cleanup();
    renderFilters({ filters: [11, 21], page: 4 });
    expect(screen.getByRole('link', { name: 'Počisti filtre' }).getAttribute('href')).toBe(
      '/gradnja/cement-in-malte/',
    );
  });

  it('the column and the small-screen dialog can be in the page at once (issue #3 overlays)', () => {
    const state = { ...DEFAULT_CATALOG_QUERY, filters: [11] };
    renderInRouter(
      <>
        <FilterGroups groups={groups} query={state} baseHref="/gradnja/" />
        <FilterGroups groups={groups} query={state} baseHref="/gradnja/" variant="dialog" />
      </>,
      { path: '/gradnja/?filters=11' },
    );
    // Both lists of groups keep their names (no id is used twice) …
    expect(screen.getAllByRole('group', { name: 'Znamka' })).toHaveLength(2);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    // … and only the column has its own heading and 'clear' link; the dialog has both itself.
    expect(screen.getAllByRole('heading', { name: 'Filtri' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Počisti filtre' })).toHaveLength(1);
  });
});
