import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInRouter } from '../product-list/test-router';
import { FiltersDialog } from './filters-dialog';

afterEach(cleanup);

// The overlay's module loads on first use (ui/deferred-overlay.tsx); transformed here once, so
// a cold transform on a busy machine does not eat the queries' 1 s wait.
beforeAll(async () => {
  await import('./filters-sheet');
});

const address = () => screen.getByTestId('address').textContent;

function Options() {
  // Stands in for the filter groups: each option is a link to the page with it chosen.
  return (
    <ul>
      <li>
        <Link to="/gradnja/?filters=11">Knauf</Link>
      </li>
      <li>
        <Link to="/gradnja/?filters=12">Baumit</Link>
      </li>
    </ul>
  );
}

describe('filters dialog (SPEC §2 search-facets modal; small-screen category filters)', () => {
  it("the button says 'Filtri' and opens a labelled dialog with the filters", async () => {
    const user = userEvent.setup();
    renderInRouter(
      <FiltersDialog activeCount={0} productCount={12345} clearHref="/gradnja/">
        <Options />
      </FiltersDialog>,
      { path: '/gradnja/' },
    );
    const trigger = screen.getByRole('button', { name: 'Filtri' });
    expect(trigger.className).toContain('lg:hidden');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filtri' });
    expect(within(dialog).getByRole('link', { name: 'Knauf' })).toBeTruthy();
    // Nothing chosen: nothing to clear.
    expect(within(dialog).queryByRole('link', { name: 'Počisti vse' })).toBeNull();
    // Slovenian number format on the close button.
    expect(within(dialog).getByRole('button', { name: 'Prikaži izdelke (12.345)' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The first click loaded the dialog, whose Radix trigger (same name, same look) took the
    // plain button's place (ui/deferred-overlay.tsx): focus is back on it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filtri' }));
  });

  it('stays open while filters are picked, counts them, clears all and closes on show products', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <FiltersDialog activeCount={0} productCount={40} clearHref="/gradnja/">
        <Options />
      </FiltersDialog>,
      { path: '/gradnja/' },
    );
    await user.click(screen.getByRole('button', { name: 'Filtri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtri' });
    await user.click(within(dialog).getByRole('link', { name: 'Knauf' }));
    expect(address()).toBe('/gradnja/?filters=11');
    expect(screen.getByRole('dialog', { name: 'Filtri' })).toBeTruthy();
    cleanup();

    renderInRouter(
      <FiltersDialog activeCount={2} productCount={3} clearHref="/gradnja/">
        <Options />
      </FiltersDialog>,
      { path: '/gradnja/?filters=11,12' },
    );
    await user.click(screen.getByRole('button', { name: 'Filtri (2)' }));
    const again = await screen.findByRole('dialog', { name: 'Filtri' });
    await user.click(within(again).getByRole('link', { name: 'Počisti vse' }));
    expect(address()).toBe('/gradnja/');
    await user.click(within(again).getByRole('button', { name: 'Prikaži izdelke (3)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks English under /en', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <FiltersDialog activeCount={1} productCount={1234} clearHref="/en/gradnja/">
        <Options />
      </FiltersDialog>,
      { path: '/en/gradnja/', locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/en/gradnja/',
    );
    expect(within(dialog).getByRole('button', { name: 'Show products (1,234)' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close filters' })).toBeTruthy();
  });
});
