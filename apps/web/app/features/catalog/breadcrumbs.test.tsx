import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../ui/product-list/test-router';
import { Breadcrumbs } from './breadcrumbs';

afterEach(cleanup);

describe('breadcrumbs', () => {
  it('lead from home through the trail to the current page, which is not a link', () => {
    renderInRouter(
      <Breadcrumbs
        crumbs={[
          { name: 'Gradnja', href: '/gradnja/' },
          { name: 'Cement in malte', href: '/gradnja/cement-in-malte/' },
          { name: 'Cement', href: null },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Drobtinice' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace('/', '').trim())).toEqual([
      'Domov',
      'Gradnja',
      'Cement in malte',
      'Cement',
    ]);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/gradnja/', '/gradnja/cement-in-malte/']);
    const current = within(nav).getByText('Cement', { selector: 'span' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('start at the English home page in English', () => {
    renderInRouter(<Breadcrumbs crumbs={[{ name: 'Construction', href: null }]} />, {
      locale: 'en',
    });
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en');
  });
});
