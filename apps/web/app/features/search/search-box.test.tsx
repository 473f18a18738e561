import type { Locale } from '@gradnik/domain/locale';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { SearchBox } from './search-box';
import type { LoadSuggestions, SuggestionGroups } from './suggestions';

afterEach(cleanup);

function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const GROUPS: SuggestionGroups = {
  keywords: [
    { kind: 'keyword', key: 'cement', label: 'cement', count: 12, to: '/iskanje/cement' },
    {
      kind: 'keyword',
      key: 'beli cement',
      label: 'beli cement',
      count: 3,
      to: '/iskanje/beli%20cement',
    },
  ],
  products: [
    {
      kind: 'product',
      key: '41',
      label: 'Cement Portland CEM II 25 kg',
      detail: '100041',
      to: '/artikel/41',
    },
  ],
  categories: [
    { kind: 'category', key: '7', label: 'Cement', to: '/gradnja/cement-in-malte/cement/' },
  ],
};

function renderBox({ load, locale = 'sl' }: { load: LoadSuggestions; locale?: Locale }) {
  render(
    <MemoryRouter initialEntries={[locale === 'sl' ? '/' : '/en']}>
      <LocaleProvider locale={locale}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SearchBox load={load} debounceMs={5} />
                <CurrentAddress />
              </>
            }
          />
        </Routes>
      </LocaleProvider>
    </MemoryRouter>,
  );
  return {
    user: userEvent.setup(),
    box: screen.getByRole('combobox', {
      name: locale === 'sl' ? 'Išči izdelke' : 'Search products',
    }),
  };
}

const address = () => screen.getByTestId('address').textContent;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('header search box (WAI-ARIA combobox, SPEC §2, §4)', () => {
  it('asks nothing for fewer than two characters, then shows keywords, products and categories', async () => {
    const load = vi.fn<LoadSuggestions>(() => Promise.resolve(GROUPS));
    const { user, box } = renderBox({ load });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(box.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');

    await user.type(box, 'c');
    await delay(30);
    expect(load).not.toHaveBeenCalled();

    await user.type(box, 'e');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe('ce');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'cement12 izdelkov',
      'beli cement3 izdelki',
      'Cement Portland CEM II 25 kg100041',
      'Cement',
    ]);
    expect(screen.getByRole('group', { name: 'Izdelki' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Kategorije' })).toBeTruthy();
  });

  it('waits for a pause in typing and asks once for the whole word', async () => {
    const load = vi.fn<LoadSuggestions>(() => Promise.resolve(GROUPS));
    render(
      <MemoryRouter>
        <LocaleProvider locale="sl">
          <SearchBox load={load} debounceMs={80} />
        </LocaleProvider>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), 'cement');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(load.mock.calls[0]?.[0]).toBe('cement');
  });

  it('ignores the answer to an older term that arrives late', async () => {
    let releaseFirst: (groups: SuggestionGroups) => void = () => undefined;
    const signals: AbortSignal[] = [];
    const load = vi.fn<LoadSuggestions>((term, signal) => {
      signals.push(signal);
      if (term === 'ce') return new Promise((resolve) => (releaseFirst = resolve));
      return Promise.resolve({
        ...GROUPS,
        keywords: [GROUPS.keywords[0]!],
        products: [],
        categories: [],
      });
    });
    const { user, box } = renderBox({ load });
    await user.type(box, 'ce');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await user.type(box, 'm');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => {
      releaseFirst(GROUPS);
      await delay(10);
    });
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('moves with the arrow keys (wrapping), and Enter opens the active option', async () => {
    const { user, box } = renderBox({ load: () => Promise.resolve(GROUPS) });
    await user.type(box, 'cem');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]?.id);

    await user.keyboard('{Enter}');
    expect(address()).toBe('/artikel/41');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list, and pressed again clears the box', async () => {
    const { user, box } = renderBox({ load: () => Promise.resolve(GROUPS) });
    await user.type(box, 'cem');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('cem');
    // The list comes back with the arrow key.
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('Enter without an active option searches the typed text', async () => {
    const { user, box } = renderBox({ load: () => Promise.resolve(GROUPS) });
    await user.type(box, '  krožna   žaga {Enter}');
    expect(address()).toBe(`/iskanje/${encodeURIComponent('krožna žaga')}`);
  });

  it('searches under /en on the English side', async () => {
    const { user, box } = renderBox({ load: () => Promise.resolve(GROUPS), locale: 'en' });
    await user.type(box, 'saw{Enter}');
    expect(address()).toBe('/en/search/saw');
  });

  it('a click chooses an option', async () => {
    const { user, box } = renderBox({ load: () => Promise.resolve(GROUPS) });
    await user.type(box, 'cem');
    await user.click(await screen.findByRole('option', { name: 'Cement' }));
    expect(address()).toBe('/gradnja/cement-in-malte/cement/');
  });

  it('does not search an empty box', async () => {
    const { user, box } = renderBox({ load: () => Promise.resolve(GROUPS) });
    await user.type(box, '   {Enter}');
    expect(address()).toBe('/');
  });
});
