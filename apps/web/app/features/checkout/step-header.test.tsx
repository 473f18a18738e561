import type { Locale } from '@gradnik/domain/locale';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ModeTabs, StepHeader } from './step-header';

afterEach(cleanup);

function renderHeader(props: Parameters<typeof StepHeader>[0], locale: Locale = 'sl') {
  return render(
    <LocaleProvider locale={locale}>
      <StepHeader {...props} />
    </LocaleProvider>,
  );
}

function stepNames() {
  return within(screen.getByRole('navigation'))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d/, ''));
}

describe('StepHeader (SPEC §2 step names, §4 exactly one active)', () => {
  it('lists the three order steps in order with only the current one marked', () => {
    renderHeader({ mode: 'order', step: 2, onReset: () => undefined });
    expect(stepNames()).toEqual(['Košarica', 'Dostava in plačilo', 'Potrditev naročila']);
    const items = within(screen.getByRole('navigation')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('names the inquiry steps, in English too', () => {
    renderHeader({ mode: 'inquiry', step: 3, onReset: () => undefined });
    expect(stepNames()).toEqual(['Povpraševanje', 'Dostava in plačilo', 'Potrditev povpraševanja']);
    cleanup();
    renderHeader({ mode: 'inquiry', step: 1, onReset: () => undefined }, 'en');
    expect(stepNames()).toEqual(['Inquiry', 'Delivery and payment', 'Inquiry confirmation']);
    const current = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain('Inquiry');
  });

  it('calls reset from the Ponastavi button', async () => {
    const onReset = vi.fn();
    renderHeader({ mode: 'order', step: 3, onReset });
    await userEvent.click(screen.getByRole('button', { name: 'Ponastavi' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

describe('ModeTabs (SPEC §2 #naročila / #povpraševanja)', () => {
  it('marks the current mode and reports the other one', async () => {
    const onSelect = vi.fn();
    render(
      <LocaleProvider locale="sl">
        <ModeTabs mode="order" onSelect={onSelect} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Naročila' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Povpraševanja' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Povpraševanja' }));
    expect(onSelect).toHaveBeenCalledWith('inquiry');
  });
});
