import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './pagination';
import { renderInRouter } from './test-router';

afterEach(cleanup);

const hrefForPage = (page: number) => `/gradnja/?page=${page}`;

describe('pagination', () => {
  it('links first, last, the current page and its neighbours, with gaps', () => {
    renderInRouter(<Pagination page={5} pageCount={10} hrefForPage={hrefForPage} />);
    const nav = screen.getByRole('navigation', { name: 'Strani' });
    const numbers = [...nav.querySelectorAll('li')].map((item) => item.textContent);
    expect(numbers).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    const current = within(nav).getByRole('link', { name: 'Stran 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav).getByRole('link', { name: 'Stran 4' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(
      within(nav)
        .getByRole('link', { name: /Prejšnja/ })
        .getAttribute('href'),
    ).toBe('/gradnja/?page=4');
    expect(
      within(nav)
        .getByRole('link', { name: /Naslednja/ })
        .getAttribute('href'),
    ).toBe('/gradnja/?page=6');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    renderInRouter(<Pagination page={1} pageCount={2} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: /Prejšnja/ })).toBeNull();
    cleanup();
    renderInRouter(<Pagination page={2} pageCount={2} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: /Naslednja/ })).toBeNull();
  });

  it('is not shown for a single page', () => {
    renderInRouter(<Pagination page={1} pageCount={1} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('navigates to the page chosen', async () => {
    renderInRouter(<Pagination page={1} pageCount={3} hrefForPage={hrefForPage} />, {
      path: '/gradnja/',
    });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Stran 3' }));
    expect(screen.getByTestId('address').textContent).toBe('/gradnja/?page=3');
  });
});
