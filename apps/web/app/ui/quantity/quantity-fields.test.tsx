import { NO_QUANTITY } from '@gradnik/domain/quantity';
import type { ProductUnitsInput, QuantityAmounts } from '@gradnik/domain/quantity';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityFields } from './quantity-fields';

afterEach(cleanup);

const tiles: ProductUnitsInput = {
  BaseUnitOfMeasure: 'M2',
  RetailUnitOfMeasure: 'PAK',
  FactorUnitRetail: 1.44,
  MinimumSalesUnitRetail: 1,
};
const tilePairs: ProductUnitsInput = { ...tiles, MinimumSalesUnitRetail: 2 };
const cement: ProductUnitsInput = { BaseUnitOfMeasure: 'KOS', RetailUnitOfMeasure: 'KOS' };
const cable: ProductUnitsInput = {
  BaseUnitOfMeasure: 'M',
  RetailUnitOfMeasure: 'M',
  MinimumSalesUnitRetail: 5,
};

function Stateful({
  units,
  onChange,
}: {
  units: ProductUnitsInput;
  onChange: (a: QuantityAmounts) => void;
}) {
  const [value, setValue] = useState<QuantityAmounts>(NO_QUANTITY);
  return (
    <QuantityFields
      units={units}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function setup(units: ProductUnitsInput) {
  const onChange = vi.fn<(a: QuantityAmounts) => void>();
  render(<Stateful units={units} onChange={onChange} />);
  const group = screen.getByRole('group', { name: 'Količina' });
  const names = within(group)
    .getAllByRole('textbox')
    .map((box) => box.getAttribute('aria-label'));
  return { onChange, group, names, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('QuantityFields: visible inputs by units (SPEC §5)', () => {
  it('shows only the retail input for cement bags (same unit, minimum 1)', () => {
    expect(setup(cement).names).toEqual(['Količina (KOS)']);
  });

  it('shows base and package for cable with a 5 M minimum (same unit, minimum not 1)', () => {
    expect(setup(cable).names).toEqual(['Količina (M)', 'paket']);
    expect(screen.getByText('Paket: 5 M')).toBeTruthy();
  });

  it('shows base and retail for tiles (different units, minimum 1)', () => {
    expect(setup(tiles).names).toEqual(['Količina (M2)', 'Količina (PAK)']);
    expect(screen.queryByText(/Paket:/)).toBeNull();
  });

  it('shows base, retail and package for tiles sold in pairs (different units, minimum not 1)', () => {
    expect(setup(tilePairs).names).toEqual(['Količina (M2)', 'Količina (PAK)', 'paket']);
    // One package line for the group, not one per input.
    expect(screen.getAllByText('Paket: 2 PAK')).toHaveLength(1);
  });
});

describe('QuantityFields: the inputs stay consistent (SPEC §5)', () => {
  it('recalculates retail from base and base from retail', async () => {
    const { user, onChange } = setup(tiles);
    await user.clear(box('Količina (M2)'));
    await user.type(box('Količina (M2)'), '10{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      BaseUnitAmount: 10.08,
      RetailUnitAmount: 7,
      PackageAmount: 7,
    });
    expect(box('Količina (M2)').value).toBe('10,08');
    expect(box('Količina (PAK)').value).toBe('7');

    await user.clear(box('Količina (PAK)'));
    await user.type(box('Količina (PAK)'), '3{Enter}');
    expect(box('Količina (M2)').value).toBe('4,32');
    expect(box('Količina (PAK)').value).toBe('3');
  });

  it('fills all three from the package input', async () => {
    const { user } = setup(tilePairs);
    await user.clear(box('paket'));
    await user.type(box('paket'), '3');
    await user.tab();
    expect(box('Količina (M2)').value).toBe('8,64');
    expect(box('Količina (PAK)').value).toBe('6');
    expect(box('paket').value).toBe('3');
  });

  it('raises a cable length to whole 5 M packages', async () => {
    const { user, onChange } = setup(cable);
    await user.clear(box('Količina (M)'));
    await user.type(box('Količina (M)'), '12,5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      BaseUnitAmount: 15,
      RetailUnitAmount: 15,
      PackageAmount: 3,
    });
    expect(box('paket').value).toBe('3');
  });
});
