import type { SpecialDeliveryLocation } from '@gradnik/domain/special-delivery-location';
import type { Locale } from '@gradnik/domain/locale';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { LocationForm } from './location-form';

afterEach(cleanup);

function renderForm(
  onSave: (location: SpecialDeliveryLocation) => Promise<boolean>,
  locale: Locale = 'sl',
) {
  return render(
    <LocaleProvider locale={locale}>
      <LocationForm location={null} onSave={onSave} />
    </LocaleProvider>,
  );
}

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

describe('LocationForm (SPEC §5 special delivery location)', () => {
  it('all blank: the one whole-form message, nothing saved', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    renderForm(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Shrani lokacijo' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Izpolni vsa polja za dostavo na posebno lokacijo / gradbišče.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows each failing field its message beside it', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    renderForm(onSave);
    await fill({ 'Ime lokacije': 'Gradbišče Rožna', 'Poštna številka': '999' });
    await userEvent.click(screen.getByRole('button', { name: 'Shrani lokacijo' }));
    const messages = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Poštna številka ni veljavna',
      'Ime kontakta ni veljavno',
      'Telefonska številka ni veljavna',
    ]);
    expect(screen.getByLabelText('Poštna številka').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Ime lokacije').getAttribute('aria-invalid')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a valid location and confirms with the SPEC text', async () => {
    const onSave = vi.fn((_location: SpecialDeliveryLocation) => Promise.resolve(true));
    renderForm(onSave);
    await fill({
      'Ime lokacije': 'Gradbišče Rožna',
      'Poštna številka': '1000',
      'Ime kontakta': 'Ana Novak',
      'Telefonska številka': '041 123 456',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Shrani lokacijo' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Lokacija uspešno nastavljena',
    );
    expect(onSave).toHaveBeenCalledWith({
      name: 'Gradbišče Rožna',
      post: 1000,
      contactPerson: 'Ana Novak',
      contactPhone: '041 123 456',
      description: '',
    });
  });

  it('does not confirm when storing fails', async () => {
    renderForm(() => Promise.resolve(false));
    await fill({
      'Ime lokacije': 'Skladišče',
      'Poštna številka': '2000',
      'Ime kontakta': 'Ana',
      'Telefonska številka': '02 111 222',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Shrani lokacijo' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks English on /en', async () => {
    renderForm(() => Promise.resolve(true), 'en');
    await fill({ 'Location name': 'Site', 'Postal code': '12' });
    await userEvent.click(screen.getByRole('button', { name: 'Save the location' }));
    expect(screen.getAllByRole('alert')[0]?.textContent).toBe('The postal code is not valid');
  });
});
