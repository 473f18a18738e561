import type { ProductUnitsInput, QuantityAmounts } from '@gradnik/domain/quantity';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { QuantityCalculatorDialog } from './quantity-calculator-dialog';
import type { QuantityCalculatorDialogProps } from './quantity-calculator-dialog';

afterEach(cleanup);

// Testing Library's text matching turns the non-breaking space of '12,50 €' into a plain one.
const tiles: ProductUnitsInput = {
  BaseUnitOfMeasure: 'M2',
  RetailUnitOfMeasure: 'PAK',
  FactorUnitRetail: 1.44,
  MinimumSalesUnitRetail: 1,
};
const name = 'Talna ploščica Siena 60×60 siva';

function setup(props: Partial<QuantityCalculatorDialogProps> = {}, locale: 'sl' | 'en' = 'sl') {
  const onConfirm = vi.fn<(a: QuantityAmounts) => void>();
  render(
    <LocaleProvider locale={locale}>
      <QuantityCalculatorDialog
        productName={name}
        units={tiles}
        onConfirm={onConfirm}
        trigger={<button type="button">Kalkulator</button>}
        {...props}
      />
    </LocaleProvider>,
  );
  return {
    onConfirm,
    user: userEvent.setup(),
    trigger: screen.getByRole('button', { name: 'Kalkulator' }),
  };
}

const box = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

describe('QuantityCalculatorDialog (SPEC §2 Dialogs)', () => {
  it('is named after the product, starts at one package and takes focus', async () => {
    const { user, trigger } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(box('Količina (M2)').value).toBe('1,44');
    expect(box('Količina (PAK)').value).toBe('1');
  });

  it('starts from the amounts the product has', async () => {
    const { user, trigger } = setup({
      value: { BaseUnitAmount: 10.08, RetailUnitAmount: 7, PackageAmount: 7 },
    });
    await user.click(trigger);
    expect(box('Količina (PAK)').value).toBe('7');
  });

  it('keeps focus inside while tabbing', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name });
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('confirms the amounts, including an entry still being typed, and closes', async () => {
    const { user, trigger, onConfirm } = setup();
    await user.click(trigger);
    await user.clear(box('Količina (M2)'));
    await user.type(box('Količina (M2)'), '10');
    await user.click(screen.getByRole('button', { name: 'Potrdi' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith({
      BaseUnitAmount: 10.08,
      RetailUnitAmount: 7,
      PackageAmount: 7,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Prekliči without confirming, and forgets the draft', async () => {
    const { user, trigger, onConfirm } = setup();
    await user.click(trigger);
    await user.clear(box('Količina (PAK)'));
    await user.type(box('Količina (PAK)'), '9{Enter}');
    expect(box('Količina (M2)').value).toBe('12,96');
    await user.click(screen.getByRole('button', { name: 'Prekliči' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(trigger);
    expect(box('Količina (PAK)').value).toBe('1');
  });

  it('closes on Escape without confirming and returns focus to the opener', async () => {
    const { user, trigger, onConfirm } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it('shows the price of the quantity when a unit price is given', async () => {
    const { user, trigger } = setup({ unitPrice: 12.5, unitPricePer: 'base' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name });
    expect(within(dialog).getByText('Cena za M2')).toBeTruthy();
    expect(within(dialog).getByText('12,50 €')).toBeTruthy();
    expect(within(dialog).getByText('18,00 €')).toBeTruthy(); // 1.44 M2 × 12.50 €
    await user.clear(box('Količina (PAK)'));
    await user.type(box('Količina (PAK)'), '10{Enter}');
    expect(within(dialog).getByText('180,00 €')).toBeTruthy(); // 14.4 M2
  });

  it('prices retail units by default', async () => {
    const { user, trigger } = setup({ unitPrice: 20 });
    await user.click(trigger);
    await user.clear(box('Količina (PAK)'));
    await user.type(box('Količina (PAK)'), '3{Enter}');
    expect(screen.getByText('Cena za PAK')).toBeTruthy();
    expect(screen.getByText('60,00 €')).toBeTruthy();
  });

  it('has no price line without a price', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(screen.queryByText('Skupaj')).toBeNull();
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it('works controlled, without a trigger', async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <QuantityCalculatorDialog
        productName={name}
        units={tiles}
        open
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Potrdi' }));
    expect(onConfirm).toHaveBeenCalledWith({
      BaseUnitAmount: 1.44,
      RetailUnitAmount: 1,
      PackageAmount: 1,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(
      <QuantityCalculatorDialog
        productName={name}
        units={tiles}
        open={false}
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks English on /en', async () => {
    const { user, trigger } = setup({}, 'en');
    await user.click(trigger);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(box('Quantity (M2)').value).toBe('1.44');
  });
});
