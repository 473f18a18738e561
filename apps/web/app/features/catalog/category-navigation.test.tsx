import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { renderInRouter } from '../../ui/product-list/test-router';
import { CategoriesModal } from './categories-modal';
import { CategoryNavigation } from './category-navigation';
import { MegaMenu } from './mega-menu';
import { TREE } from './tree-fixture';
import { CATEGORY_TREE_PATH } from './use-category-tree';

// The overlay's module loads on first use (ui/deferred-overlay.tsx); transformed here once, so
// a cold transform on a busy machine does not eat the queries' 1 s wait.
beforeAll(async () => {
  await import('./mega-menu');
  await import('./categories-modal');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const noop = () => {};

describe('mega menu (SPEC §2 overlays)', () => {
  it('opens with the keyboard, moves with arrows, closes with Escape back to its button', async () => {
    const user = userEvent.setup();
    renderInRouter(<MegaMenu categories={TREE} status="success" onRetry={noop} />);
    const trigger = screen.getByRole('button', { name: 'Kategorije' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Kategorije izdelkov' });
    const focused = (name: string) =>
      expect(document.activeElement).toBe(within(panel).getByRole('link', { name }));
    // The first top category has focus and its subcategories show.
    focused('Gradnja');
    expect(within(panel).getByRole('link', { name: 'Cement in malte' })).toBeTruthy();

    await user.keyboard('{ArrowDown}');
    focused('Orodje');
    expect(within(panel).getByRole('link', { name: 'Ročno orodje' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Cement in malte' })).toBeNull();

    await user.keyboard('{ArrowUp}{ArrowUp}');
    focused('Vrt');
    await user.keyboard('{Home}{ArrowRight}');
    focused('Vse v kategoriji Gradnja');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    focused('Cement');
    await user.keyboard('{End}');
    focused('Izolacija');
    await user.keyboard('{ArrowLeft}');
    focused('Gradnja');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('gives focus to the first category when the tree arrives while open', async () => {
    const user = userEvent.setup();
    let arrive = noop;
    function Harness() {
      const [loaded, setLoaded] = useState(false);
      arrive = () => setLoaded(true);
      return (
        <MegaMenu
          categories={loaded ? TREE : undefined}
          status={loaded ? 'success' : 'pending'}
          onRetry={noop}
        />
      );
    }
    renderInRouter(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Kategorije' }));
    expect(await screen.findByText('Nalaganje kategorij …')).toBeTruthy();
    act(() => arrive());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Gradnja' })),
    );
  });

  it('goes to the category chosen and closes', async () => {
    const user = userEvent.setup();
    renderInRouter(<MegaMenu categories={TREE} status="success" onRetry={noop} />, {
      locale: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    await user.click(await screen.findByRole('link', { name: 'Malte in ometi' }));
    expect(screen.getByTestId('address').textContent).toBe(
      '/en/gradnja/cement-in-malte/malte-in-ometi/',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the categories are loading or failed', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderInRouter(<MegaMenu categories={undefined} status="error" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Kategorije' }));
    expect(await screen.findByText('Kategorij ni bilo mogoče naložiti.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Poskusi znova' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('categories modal (SPEC §2 overlays, small screens)', () => {
  it('drills down level by level and back', async () => {
    const user = userEvent.setup();
    renderInRouter(<CategoriesModal categories={TREE} status="success" onRetry={noop} />);
    await user.click(screen.getByRole('button', { name: 'Kategorije' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kategorije izdelkov' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Gradnja', 'Orodje', 'Vrt']);
    // Vrt has no subcategories: no button to open it.
    expect(within(dialog).queryByRole('button', { name: 'Podkategorije: Vrt' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Podkategorije: Gradnja' }));
    const level = await screen.findByRole('dialog', { name: 'Gradnja' });
    expect(
      within(level).getByRole('link', { name: 'Vse v kategoriji Gradnja' }).getAttribute('href'),
    ).toBe('/gradnja/');
    expect(document.activeElement).toBe(within(level).getByRole('button', { name: /Nazaj/ }));
    await user.click(within(level).getByRole('button', { name: 'Podkategorije: Cement in malte' }));
    const leaf = await screen.findByRole('dialog', { name: 'Cement in malte' });
    expect(within(leaf).getByRole('link', { name: 'Cement' }).getAttribute('href')).toBe(
      '/gradnja/cement-in-malte/cement/',
    );

    await user.click(within(leaf).getByRole('button', { name: /Nazaj/ }));
    expect(await screen.findByRole('dialog', { name: 'Gradnja' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Izolacija' }));
    expect(screen.getByTestId('address').textContent).toBe('/gradnja/izolacija/');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

function withQueryClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return (
    <QueryClientProvider client={client}>
      <AlertsProvider>{ui}</AlertsProvider>
    </QueryClientProvider>
  );
}

describe('category tree loading', () => {
  it('loads the tree once, in the page language, with the session token', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: TREE, meta: { path: [] } }), { status: 200 }),
      ),
    );
    const user = userEvent.setup();
    renderInRouter(
      withQueryClient(<CategoryNavigation accessToken="token-1" fetchImpl={fetchImpl} />),
      { locale: 'en' },
    );
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledOnce());
    const [path, init] = fetchImpl.mock.calls[0] ?? [];
    expect(path).toBe(CATEGORY_TREE_PATH);
    expect(path).toBe('/jsonapi/catalog?include=catalog&maxdepth=true');
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('Authorization')).toBe('Bearer token-1');

    // Both the mega menu and the modal show the same tree without asking again.
    const [menuButton, modalButton] = screen.getAllByRole('button', { name: 'Categories' });
    await user.click(menuButton!);
    expect(await screen.findByRole('link', { name: 'All in Gradnja' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(modalButton!);
    expect(await screen.findByRole('link', { name: 'Orodje' })).toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it('shows SPEC §8 alert when the tree cannot be loaded, for 3 s', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{}', { status: 500 })),
    );
    renderInRouter(
      withQueryClient(<CategoryNavigation accessToken="token-1" fetchImpl={fetchImpl} />),
    );
    // The shared error toast (ui/alerts), after one quick retry.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Napaka pri pridobivanju podatkov');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    // SPEC §9: 3 s, then a 200 ms fade.
    await act(() => new Promise((resolve) => setTimeout(resolve, 3_300)));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
