import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import {
  PRODUCT_VIEW_COOKIE,
  PRODUCT_VIEW_STORAGE_KEY,
  productViewFromCookies,
  storeProductView,
  useProductView,
} from './product-view';
import type { ProductView } from './product-view';
import { ViewToggle } from './view-toggle';

function Lists({ serverView }: { serverView?: ProductView }) {
  const [view, setView] = useProductView(serverView);
  return (
    <LocaleProvider locale="sl">
      <ViewToggle view={view} onChange={setView} />
      <output data-testid="view">{view}</output>
    </LocaleProvider>
  );
}

function clearCookie() {
  document.cookie = `${PRODUCT_VIEW_COOKIE}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  window.localStorage.clear();
  clearCookie();
});
afterEach(cleanup);

describe('table or grid, remembered locally (SPEC §2, §9)', () => {
  it('starts as a table', () => {
    render(<Lists />);
    expect(screen.getByTestId('view').textContent).toBe('table');
    expect(screen.getByRole('button', { name: 'Tabela' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Mreža' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('remembers the grid in localStorage (and its cookie mirror) across mounts', async () => {
    const first = render(<Lists />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mreža' }));
    expect(screen.getByTestId('view').textContent).toBe('grid');
    expect(window.localStorage.getItem(PRODUCT_VIEW_STORAGE_KEY)).toBe('grid');
    expect(document.cookie).toContain(`${PRODUCT_VIEW_COOKIE}=grid`);
    first.unmount();

    render(<Lists />);
    expect(screen.getByTestId('view').textContent).toBe('grid');
    expect(screen.getByRole('button', { name: 'Mreža' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('prefers the browser’s stored choice over what the server rendered', () => {
    window.localStorage.setItem(PRODUCT_VIEW_STORAGE_KEY, 'table');
    render(<Lists serverView="grid" />);
    expect(screen.getByTestId('view').textContent).toBe('table');
  });

  it('updates every list on the page at once', () => {
    render(
      <>
        <Lists />
        <Lists />
      </>,
    );
    act(() => storeProductView('grid'));
    expect(screen.getAllByTestId('view').map((el) => el.textContent)).toEqual(['grid', 'grid']);
  });

  it('lets the server render the remembered view from the cookie', () => {
    expect(productViewFromCookies(`a=1; ${PRODUCT_VIEW_COOKIE}=grid`)).toBe('grid');
    expect(productViewFromCookies(`${PRODUCT_VIEW_COOKIE}=list`)).toBe('table');
    expect(productViewFromCookies(null)).toBe('table');
  });
});
