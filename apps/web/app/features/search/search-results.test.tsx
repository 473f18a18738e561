import type { SearchFacet } from '@gradnik/contracts/search';
import type { Locale } from '@gradnik/domain/locale';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import type { SearchResultsData } from './search-results-data';
import { SearchResults } from './search-results';

afterEach(cleanup);

function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const FACETS: SearchFacet[] = [
  {
    field: 'category',
    name: 'Kategorija',
    type: 'category',
    displayType: 'category',
    elements: [
      { value: '1', name: 'Gradnja', count: 20, selected: false, url: 'gradnja/' },
      { value: '2', name: 'Orodje', count: 4, selected: false, url: 'orodje/' },
    ],
  },
  {
    field: 'barva',
    name: 'Barva',
    type: 'attribute',
    displayType: 'select',
    elements: [
      { value: 'bela', name: 'bela', count: 15, selected: true },
      { value: 'siva', name: 'siva', count: 9, selected: false },
      { value: 'crna', name: 'črna', count: 0, selected: false },
    ],
  },
];

function results(overrides: Partial<SearchResultsData> = {}): SearchResultsData {
  return {
    term: 'cement',
    products: [
      {
        id: '41',
        code: '100041',
        name: 'Cement Portland CEM II 25 kg',
        ean: '3830000000411',
        unit: 'KOS',
        imageUrl: null,
      },
    ],
    facets: FACETS,
    activeFilters: [{ field: 'barva', name: 'bela', value: 'bela' }],
    pagination: {
      totalProducts: 30,
      currentPage: 3,
      productsPerPage: 12,
      numberOfPages: 3,
      currentOffset: 24,
    },
    categories: [],
    ...overrides,
  };
}

function renderResults(data: SearchResultsData, entry: string, locale: Locale = 'sl') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LocaleProvider locale={locale}>
            <SearchResults data={data} />
            <CurrentAddress />
          </LocaleProvider>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
}

const address = () => screen.getByTestId('address').textContent;

describe('search results (SPEC §2, §4)', () => {
  it('says what was searched and how much was found, with the rows of the product list', () => {
    renderResults(results(), '/iskanje/cement?page=3&ff.attr.barva=bela');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Rezultati iskanja za »cement«',
    );
    expect(screen.getByText('Najdenih je 30 izdelkov.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Cement Portland CEM II 25 kg' }).getAttribute('href'),
    ).toBe('/artikel/41');
    const pager = screen.getByRole('navigation', { name: 'Strani' });
    expect(within(pager).getByRole('link', { name: 'Stran 1' }).getAttribute('href')).toBe(
      '/iskanje/cement?page=1&ff.attr.barva=bela',
    );
  });

  it("'Počisti vse' removes every ff.attr.* and sets page=1, keeping other parameters", async () => {
    const { user } = renderResults(
      results(),
      '/iskanje/cement?view=x&page=3&ff.attr.barva=bela&ff.attr.category=1',
    );
    const chosen = screen.getByRole('group', { name: 'Izbrani filtri' });
    await user.click(within(chosen).getByRole('link', { name: 'Počisti vse' }));
    expect(address()).toBe('/iskanje/cement?view=x&page=1');
  });

  it('choosing a facet value adds it and goes back to page 1; a value with no products is disabled', async () => {
    const { user } = renderResults(results(), '/iskanje/cement?page=3&ff.attr.barva=bela');
    const facets = screen.getByRole('complementary', { name: 'Filtri' });
    expect(within(facets).getByRole<HTMLInputElement>('checkbox', { name: /bela/ }).checked).toBe(
      true,
    );
    expect(within(facets).getByRole<HTMLInputElement>('checkbox', { name: /črna/ }).disabled).toBe(
      true,
    );
    await user.click(within(facets).getByRole('checkbox', { name: /siva/ }));
    expect(address()).toBe('/iskanje/cement?page=1&ff.attr.barva=bela&ff.attr.barva=siva');
  });

  it('removing one chosen value keeps the others', async () => {
    const { user } = renderResults(
      results(),
      '/iskanje/cement?page=2&ff.attr.barva=bela&ff.attr.category=1',
    );
    await user.click(screen.getByRole('link', { name: 'Odstrani filter Barva: bela' }));
    expect(address()).toBe('/iskanje/cement?page=1&ff.attr.category=1');
  });

  it('the category facet drills down: one category at a time', async () => {
    const { user } = renderResults(
      results(),
      '/iskanje/cement?ff.attr.category=1&ff.attr.barva=bela',
    );
    const facets = screen.getByRole('complementary', { name: 'Filtri' });
    await user.click(within(facets).getByRole('link', { name: /Orodje/ }));
    expect(address()).toBe('/iskanje/cement?page=1&ff.attr.barva=bela&ff.attr.category=2');
  });

  it('the search-facets modal holds the same facets on small screens', async () => {
    const { user } = renderResults(results(), '/iskanje/cement?ff.attr.barva=bela');
    await user.click(screen.getByRole('button', { name: 'Filtri (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtri' });
    await user.click(within(dialog).getByRole('checkbox', { name: /siva/ }));
    expect(address()).toBe('/iskanje/cement?page=1&ff.attr.barva=bela&ff.attr.barva=siva');
    await user.click(within(dialog).getByRole('button', { name: 'Prikaži izdelke (30)' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an empty result says so and offers the categories', () => {
    renderResults(
      results({
        term: 'xyzq',
        products: [],
        facets: [],
        activeFilters: [],
        pagination: {
          totalProducts: 0,
          currentPage: 1,
          productsPerPage: 12,
          numberOfPages: 0,
          currentOffset: 0,
        },
        categories: [
          { id: '1', name: 'Gradnja', to: '/gradnja/' },
          { id: '2', name: 'Orodje', to: '/orodje/' },
        ],
      }),
      '/iskanje/xyzq',
    );
    expect(screen.getByText('Ni zadetkov za »xyzq«.')).toBeTruthy();
    const offer = screen.getByRole('navigation', { name: 'Poiščite po kategorijah' });
    expect(
      within(offer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/gradnja/', '/orodje/']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Strani' })).toBeNull();
  });

  it('speaks English under /en', () => {
    renderResults(
      results({
        pagination: {
          totalProducts: 1,
          currentPage: 1,
          productsPerPage: 12,
          numberOfPages: 1,
          currentOffset: 0,
        },
      }),
      '/en/search/cement',
      'en',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Search results for “cement”',
    );
    expect(screen.getByText('1 product found.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Cement Portland CEM II 25 kg' }).getAttribute('href'),
    ).toBe('/en/products/41');
  });
});
