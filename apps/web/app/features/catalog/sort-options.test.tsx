import { DEFAULT_CATALOG_QUERY } from '@gradnik/domain/catalog-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../ui/product-list/test-router';
import { SortOptions } from './sort-options';

afterEach(cleanup);

describe('sort links (SPEC §2: sort field and dir in the address)', () => {
  it('offers name, code and price in both directions, the default marked current', () => {
    renderInRouter(<SortOptions query={DEFAULT_CATALOG_QUERY} baseHref="/gradnja/" />);
    const nav = screen.getByRole('navigation', { name: 'Razvrsti po' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['nazivu (A–Ž)', '/gradnja/'],
      ['nazivu (Ž–A)', '/gradnja/?dir=desc'],
      ['šifri (naraščajoče)', '/gradnja/?sort=code'],
      ['šifri (padajoče)', '/gradnja/?sort=code&dir=desc'],
      ['ceni (od najnižje)*', '/gradnja/?sort=price'],
      ['ceni (od najvišje)*', '/gradnja/?sort=price&dir=desc'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
    expect(links.filter((link) => link.getAttribute('aria-current'))).toHaveLength(1);
  });

  it('keeps the filters and goes back to page 1', () => {
    renderInRouter(
      <SortOptions
        query={{ filters: [4, 9], page: 3, sort: 'code', dir: 'desc' }}
        baseHref="/en/gradnja/"
      />,
      { locale: 'en' },
    );
    const current = screen.getByRole('link', { name: 'code (descending)' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'name (A–Z)' }).getAttribute('href')).toBe(
      '/en/gradnja/?filters=4,9',
    );
  });

  it('says honestly that price sorting waits for the ERP', () => {
    renderInRouter(<SortOptions query={DEFAULT_CATALOG_QUERY} baseHref="/gradnja/" />);
    expect(
      screen.getByText(/Razvrščanje po ceni bo delovalo, ko bo povezava z ERP na voljo/),
    ).toBeTruthy();
  });
});
