import {
  ALERT_DURATION_MS,
  ALERT_FADE_MS,
  ALERT_WITH_LINK_DURATION_MS,
} from '@gradnik/domain/constants';
import type { Locale } from '@gradnik/domain/locale';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AlertsProvider, alertDurationMs, useAlerts } from './alerts';
import type { AlertInput } from './alerts';

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.hash}`}</p>;
}

function Trigger({ alert, label = 'show' }: { alert: AlertInput; label?: string }) {
  const { showAlert } = useAlerts();
  return (
    <button type="button" onClick={() => showAlert(alert)}>
      {label}
    </button>
  );
}

function renderWith(triggers: { alert: AlertInput; label?: string }[], locale: Locale = 'sl') {
  render(
    <MemoryRouter initialEntries={['/']}>
      <LocaleProvider locale={locale}>
        <AlertsProvider>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {triggers.map((trigger, index) => (
                    <Trigger key={index} {...trigger} />
                  ))}
                  <Address />
                </>
              }
            />
          </Routes>
        </AlertsProvider>
      </LocaleProvider>
    </MemoryRouter>,
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const success: AlertInput = { mode: 'success', title: 'Izdelek je bil uspešno dodan v košarico' };

describe('alert toast (SPEC §2, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a success alert as a status for 3 s, then fades over 200 ms and is gone', () => {
    renderWith([{ alert: success }]);
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    const alert = screen.getByRole('status');
    expect(alert.textContent).toContain(success.title);
    expect(alert.dataset.state).toBe('shown');

    advance(ALERT_DURATION_MS - 1);
    expect(screen.getByRole('status').dataset.state).toBe('shown');
    advance(1);
    expect(screen.getByRole('status').dataset.state).toBe('fading');
    expect(screen.getByRole('status').style.transitionDuration).toBe(`${ALERT_FADE_MS}ms`);

    advance(ALERT_FADE_MS - 1);
    expect(screen.queryByRole('status')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps an alert with a link 5 s, and the link navigates and closes it', () => {
    renderWith([
      {
        alert: { ...success, ctaLink: { name: 'V košarico', link: '/kosarica#naročila' } },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    advance(ALERT_DURATION_MS + ALERT_FADE_MS);
    expect(screen.getByRole('status').dataset.state).toBe('shown');
    advance(ALERT_WITH_LINK_DURATION_MS - ALERT_DURATION_MS - ALERT_FADE_MS);
    expect(screen.getByRole('status').dataset.state).toBe('fading');
    advance(ALERT_FADE_MS);
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    fireEvent.click(screen.getByRole('link', { name: 'V košarico' }));
    expect(screen.getByTestId('address').textContent).toContain('/kosarica#naročila');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors assertively and a warning politely; both time out', () => {
    renderWith([
      { alert: { mode: 'error', title: 'Izberi izdelke' }, label: 'error' },
      { alert: { mode: 'warning', title: 'Pozor' }, label: 'warning' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    fireEvent.click(screen.getByRole('button', { name: 'warning' }));
    expect(screen.getByRole('alert').textContent).toContain('Izberi izdelke');
    expect(screen.getByRole('status').textContent).toContain('Pozor');
    advance(ALERT_DURATION_MS + ALERT_FADE_MS);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps info until closed; the close button removes only that alert', () => {
    renderWith([
      { alert: { mode: 'info', title: 'Informacija ostane' }, label: 'info' },
      { alert: success, label: 'success' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'info' }));
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    advance(60_000);
    const remaining = screen.getAllByRole('status');
    expect(remaining).toHaveLength(1);
    expect(remaining[0]?.textContent).toContain('Informacija ostane');
    fireEvent.click(screen.getByRole('button', { name: 'Zapri sporočilo' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stacks several alerts in order and labels the close button in English', () => {
    renderWith(
      [
        { alert: { mode: 'error', title: 'First' }, label: 'one' },
        { alert: { mode: 'error', title: 'Second' }, label: 'two' },
      ],
      'en',
    );
    fireEvent.click(screen.getByRole('button', { name: 'one' }));
    fireEvent.click(screen.getByRole('button', { name: 'two' }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      expect.stringContaining('First'),
      expect.stringContaining('Second'),
    ]);
    expect(screen.getAllByRole('button', { name: 'Close message' })).toHaveLength(2);
  });

  it('picks durations from SPEC §9 constants', () => {
    expect(alertDurationMs({ mode: 'success' })).toBe(3000);
    expect(alertDurationMs({ mode: 'error', ctaLink: { name: 'x', link: '/' } })).toBe(5000);
    expect(alertDurationMs({ mode: 'info' })).toBeNull();
  });

  it('refuses to work without the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger alert={success} />)).toThrow(/AlertsProvider/);
    spy.mockRestore();
  });
});
