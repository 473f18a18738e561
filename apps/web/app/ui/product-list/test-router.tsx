// Test helper: renders a component the way the app does, inside a router and a locale, with
// the current address on screen (data-testid="address") to check where links lead.
import type { Locale } from '@gradnik/domain/locale';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LocaleProvider } from '../../i18n/i18n-context';

function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export function renderInRouter(
  ui: ReactNode,
  { locale = 'sl', path = '/' }: { locale?: Locale; path?: string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocaleProvider locale={locale}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <CurrentAddress />
              </>
            }
          />
        </Routes>
      </LocaleProvider>
    </MemoryRouter>,
  );
}
