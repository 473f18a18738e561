import type { ProductUnitsInput, QuantityAmounts } from '@gradnik/domain/quantity';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { QuantityInput } from './quantity-input';
import type { QuantityInputProps } from './quantity-input';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tiles: ProductUnitsInput = {
  BaseUnitOfMeasure: 'M2',
  RetailUnitOfMeasure: 'PAK',
  FactorUnitRetail: 1.44,
  MinimumSalesUnitRetail: 1,
};
const cement: ProductUnitsInput = { BaseUnitOfMeasure: 'KOS', RetailUnitOfMeasure: 'KOS' };
const cable: ProductUnitsInput = {
  BaseUnitOfMeasure: 'M',
  RetailUnitOfMeasure: 'M',
  MinimumSalesUnitRetail: 5,
};

const amounts = (
  BaseUnitAmount: number,
  RetailUnitAmount: number,
  PackageAmount: number,
): QuantityAmounts => ({
  BaseUnitAmount,
  RetailUnitAmount,
  PackageAmount,
});

/** The control as a screen uses it: the committed amounts flow back in as `value`. */
function Controlled({
  initial = 0,
  field = 'retail',
  onCommit,
  ...props
}: Omit<QuantityInputProps, 'value' | 'onCommit'> & {
  initial?: number;
  onCommit: (a: QuantityAmounts) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityInput
      {...props}
      field={field}
      value={value}
      onCommit={(next) => {
        onCommit(next);
        setValue(
          field === 'base'
            ? next.BaseUnitAmount
            : field === 'retail'
              ? next.RetailUnitAmount
              : next.PackageAmount,
        );
      }}
    />
  );
}

function setup(props: Partial<Omit<QuantityInputProps, 'onCommit'>> & { initial?: number } = {}) {
  const onCommit = vi.fn<(a: QuantityAmounts) => void>();
  render(<Controlled units={cement} {...props} onCommit={onCommit} />);
  return { onCommit, user: userEvent.setup() };
}

const input = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('QuantityInput: what may be typed (SPEC §5)', () => {
  it('ignores letters and other characters', async () => {
    const { user } = setup();
    const box = input('Količina (KOS)');
    await user.clear(box);
    await user.type(box, 'a1b-2+e');
    expect(box.value).toBe('12');
  });

  it('accepts one decimal comma in the base unit only', async () => {
    const { user } = setup({ units: tiles, field: 'base' });
    const base = input('Količina (M2)');
    expect(base.getAttribute('inputmode')).toBe('decimal');
    await user.clear(base);
    await user.type(base, '1,5,3.2');
    expect(base.value).toBe('1,532');
    cleanup();

    const retail = setup({ units: tiles, field: 'retail' });
    const box = input('Količina (PAK)');
    expect(box.getAttribute('inputmode')).toBe('numeric');
    await retail.user.clear(box);
    await retail.user.type(box, '1,5');
    expect(box.value).toBe('15');
  });
});

describe('QuantityInput: confirming (SPEC §5)', () => {
  it('commits on Enter, raised to the minimum sales unit', async () => {
    const { user, onCommit } = setup({ units: cable, field: 'base' });
    const box = input('Količina (M)');
    await user.clear(box);
    await user.type(box, '7{Enter}');
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(amounts(10, 10, 2));
    expect(box.value).toBe('10');
  });

  it('commits on focus loss, with all three amounts', async () => {
    const { user, onCommit } = setup({ units: tiles, field: 'base' });
    const box = input('Količina (M2)');
    await user.clear(box);
    await user.type(box, '10');
    expect(onCommit).not.toHaveBeenCalled();
    await user.tab();
    expect(onCommit).toHaveBeenCalledWith(amounts(10.08, 7, 7));
    expect(box.value).toBe('10,08');
  });

  it('does not commit when nothing was typed', async () => {
    const { user, onCommit } = setup({ initial: 3 });
    await user.click(input('Količina (KOS)'));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
    expect(input('Količina (KOS)').value).toBe('3');
  });

  it('turns an empty or zero retail entry into 1, and a base entry below the factor into the factor', async () => {
    const { user, onCommit } = setup({ initial: 4 });
    const box = input('Količina (KOS)');
    await user.clear(box);
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(amounts(1, 1, 1));
    expect(box.value).toBe('1');
    cleanup();

    const base = setup({ units: tiles, field: 'base', initial: 0 });
    const baseBox = input('Količina (M2)');
    await base.user.clear(baseBox);
    await base.user.type(baseBox, '0,5{Enter}');
    expect(base.onCommit).toHaveBeenLastCalledWith(amounts(1.44, 1, 1));
    expect(baseBox.value).toBe('1,44');
  });

  it('clamps at 10000', async () => {
    const { user, onCommit } = setup();
    const box = input('Količina (KOS)');
    await user.clear(box);
    await user.type(box, '25000{Enter}');
    expect(onCommit).toHaveBeenCalledWith(amounts(10_000, 10_000, 10_000));
    expect(box.value).toBe('10000');
  });

  it('clamps within a custom max', async () => {
    const { user, onCommit } = setup({ max: 50 });
    const box = input('Količina (KOS)');
    await user.clear(box);
    await user.type(box, '99{Enter}');
    expect(onCommit).toHaveBeenCalledWith(amounts(50, 50, 50));
  });

  it('does not submit a surrounding form on Enter', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCommit = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event)}>
        <QuantityInput units={cement} value={0} onCommit={onCommit} />
      </form>,
    );
    const user = userEvent.setup();
    await user.type(input('Količina (KOS)'), '5{Enter}');
    expect(onCommit).toHaveBeenCalledWith(amounts(5, 5, 5));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('follows a new value from outside', () => {
    const { rerender } = render(<QuantityInput units={cement} value={2} onCommit={vi.fn()} />);
    expect(input('Količina (KOS)').value).toBe('2');
    rerender(<QuantityInput units={cement} value={0} onCommit={vi.fn()} />);
    expect(input('Količina (KOS)').value).toBe('0');
  });
});

describe("QuantityInput: the 'oninput' kind (SPEC §5, 500 ms, §9)", () => {
  // Keystrokes through fireEvent: user-event and Testing Library wait on real timers, which
  // fake timers would stop.
  const typeText = (box: HTMLInputElement, text: string) =>
    fireEvent.change(box, { target: { value: text } });

  it('emits 500 ms after the last keystroke, once', () => {
    vi.useFakeTimers();
    const onCommit = vi.fn<(a: QuantityAmounts) => void>();
    render(<Controlled units={cable} field="base" emit="oninput" onCommit={onCommit} />);
    const box = input('Količina (M)');
    typeText(box, '1');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    typeText(box, '12');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(onCommit).not.toHaveBeenCalled();
    expect(box.value).toBe('12');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(amounts(15, 15, 3));
    expect(box.value).toBe('15');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('filters what is typed before the debounce sees it', () => {
    vi.useFakeTimers();
    const onCommit = vi.fn<(a: QuantityAmounts) => void>();
    render(<Controlled units={cement} emit="oninput" onCommit={onCommit} />);
    const box = input('Količina (KOS)');
    typeText(box, '3x');
    expect(box.value).toBe('3');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(onCommit).toHaveBeenCalledWith(amounts(3, 3, 3));
  });

  it('emits at once on Enter and then not again', () => {
    vi.useFakeTimers();
    const onCommit = vi.fn<(a: QuantityAmounts) => void>();
    render(<Controlled units={cement} emit="oninput" onCommit={onCommit} />);
    const box = input('Količina (KOS)');
    typeText(box, '4');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('waits for Enter or blur in the default kind, however long the pause', () => {
    vi.useFakeTimers();
    const onCommit = vi.fn<(a: QuantityAmounts) => void>();
    render(<Controlled units={cement} onCommit={onCommit} />);
    const box = input('Količina (KOS)');
    typeText(box, '4');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.blur(box);
    expect(onCommit).toHaveBeenCalledWith(amounts(4, 4, 4));
  });
});

describe('QuantityInput: package line, package input and steps (SPEC §5)', () => {
  it("shows 'Paket: n unit' when the minimum retail unit is above 1", () => {
    render(<QuantityInput units={cable} value={0} onCommit={vi.fn()} />);
    expect(screen.getByText('Paket: 5 M')).toBeTruthy();
    expect(input('Količina (M)').getAttribute('aria-describedby')).toBe(
      screen.getByText('Paket: 5 M').id,
    );
    cleanup();
    render(
      <QuantityInput
        units={{ RetailUnitOfMeasure: 'M2', MinimumSalesUnitRetail: 1.44 }}
        value={0}
        onCommit={vi.fn()}
      />,
    );
    expect(screen.getByText('Paket: 1,44 M2')).toBeTruthy();
    cleanup();
    render(
      <LocaleProvider locale="en">
        <QuantityInput
          units={{ RetailUnitOfMeasure: 'M2', MinimumSalesUnitRetail: 1.44 }}
          value={0}
          onCommit={vi.fn()}
        />
      </LocaleProvider>,
    );
    expect(screen.getByText('Package: 1.44 M2')).toBeTruthy();
  });

  it('has no package line when the minimum is 1, or when asked not to', () => {
    render(<QuantityInput units={tiles} value={0} onCommit={vi.fn()} />);
    expect(screen.queryByText(/Paket:/)).toBeNull();
    cleanup();
    render(<QuantityInput units={cable} value={0} onCommit={vi.fn()} showPackageLine={false} />);
    expect(screen.queryByText(/Paket:/)).toBeNull();
  });

  it("labels the package input 'paket' and counts whole packages", async () => {
    const { user, onCommit } = setup({ units: cable, field: 'package' });
    const box = input('paket');
    expect(box.getAttribute('inputmode')).toBe('numeric');
    await user.clear(box);
    await user.type(box, '3{Enter}');
    expect(onCommit).toHaveBeenCalledWith(amounts(15, 15, 3));
  });

  it('steps one package with −/+ and never below the minimum', async () => {
    const { user, onCommit } = setup({ units: cable, field: 'base', steppers: true, initial: 10 });
    const minus = screen.getByRole('button', { name: 'Zmanjšaj količino' });
    const plus = screen.getByRole('button', { name: 'Povečaj količino' });
    await user.click(plus);
    expect(onCommit).toHaveBeenLastCalledWith(amounts(15, 15, 3));
    expect(input('Količina (M)').value).toBe('15');
    await user.click(minus);
    await user.click(minus);
    expect(onCommit).toHaveBeenLastCalledWith(amounts(5, 5, 1));
    expect(minus).toHaveProperty('disabled', true);
    await user.click(minus);
    expect(onCommit).toHaveBeenCalledTimes(3);
  });

  it('steps from what was typed, and not above max', async () => {
    const { user, onCommit } = setup({ steppers: true, max: 8 });
    const box = input('Količina (KOS)');
    await user.clear(box);
    await user.type(box, '7');
    await user.click(screen.getByRole('button', { name: 'Povečaj količino' }));
    expect(onCommit).toHaveBeenLastCalledWith(amounts(8, 8, 8));
    expect(screen.getByRole('button', { name: 'Povečaj količino' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('uses English names on /en', () => {
    render(
      <LocaleProvider locale="en">
        <QuantityInput units={tiles} field="base" value={10.08} steppers onCommit={vi.fn()} />
      </LocaleProvider>,
    );
    expect(input('Quantity (M2)').value).toBe('10.08');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeTruthy();
  });
});
