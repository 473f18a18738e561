import type { Store } from '@gradnik/contracts/stores';
import { EMPTY_ORDER_INFO, type OrderInfo } from '@gradnik/domain/checkout-steps';
import type { DeliveryMethod } from '@gradnik/domain/delivery';
import { buildPayers, buildRecipients } from '@gradnik/domain/recipients';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { DeliveryStep, type DeliveryStepProps } from './delivery-step';

afterEach(cleanup);

const METHODS: DeliveryMethod[] = [
  { value: '11', name: 'Osebni prevzem (neaktiven)', price: 0, code: 3, active: false },
  { value: '12', name: 'Dostava na naslov', price: 0, code: 4, active: true },
  { value: '13', name: 'Prevzem v trgovini', price: 0, code: 5, active: true },
];
const PAYMENTS: DeliveryMethod[] = [
  { value: '21', name: 'Po predračunu', price: 0, code: 1, active: true },
];
const STORES = [
  { id: '102', name: 'Gradnik Ljubljana Vič', zipCodeName: 'Ljubljana' },
  { id: '103', name: 'Gradnik Maribor', zipCodeName: 'Maribor' },
].map((store) => ({
  ...store,
  address: null,
  zipCode: null,
  phone: null,
  email: null,
  hoursWeekdays: null,
  hoursSaturday: null,
  hoursSunday: null,
  holidays: null,
})) satisfies Store[];
const address = (id: number, type: number, name: string, status = 0) => ({
  id,
  PartnerAddressId: `PA${id}`,
  AddressType: type,
  PartnerAddressName1: name,
  ShippingStreet: 'Cesta 1',
  ShippingCity: 'Kranj',
  ShippingPostalCode: '4000',
  PartnerAddressStatus: status,
});
const RECIPIENTS = buildRecipients([address(1, 1, 'Skladišče Kranj'), address(2, 0, 'Sedež')]);
const PAYERS = buildPayers([address(5, 0, 'Plačnik A'), address(6, 0, 'Plačnik B', 1)]);

function renderStep(info: Partial<OrderInfo>, overrides: Partial<DeliveryStepProps> = {}) {
  const props: DeliveryStepProps = {
    info: { ...EMPTY_ORDER_INFO, ...info },
    deliveryMethods: METHODS,
    paymentMethods: PAYMENTS,
    recipients: RECIPIENTS,
    payers: PAYERS,
    stores: STORES,
    onDeliveryMethod: vi.fn(),
    onPaymentMethod: vi.fn(),
    onRecipient: vi.fn(),
    onPayer: vi.fn(),
    onCarLift: vi.fn(),
    onStore: vi.fn(),
    onSaveLocation: vi.fn(() => Promise.resolve(true)),
    onReference: vi.fn(),
    onNote: vi.fn(),
    ...overrides,
  };
  render(
    <LocaleProvider locale="sl">
      <DeliveryStep {...props} />
    </LocaleProvider>,
  );
  return props;
}

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('DeliveryStep (SPEC §4 Delivery method, Recipient selection; §9 codes 4 and 5)', () => {
  it('with none chosen the first ACTIVE method is checked: code 4 shows location and car lift', () => {
    renderStep({ deliveryMethod: null });
    const delivery = group('Način dostave');
    expect(delivery.getByRole('radio', { name: /Dostava na naslov/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(delivery.getByRole('radio', { name: /neaktiven/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Poštna številka' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Potrebujem avto dvigalo' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Trgovina za prevzem' })).toBeNull();
  });

  it('code 5 offers the store select instead, and reports the store chosen', async () => {
    const props = renderStep({ deliveryMethod: '13' });
    expect(screen.queryByRole('checkbox', { name: 'Potrebujem avto dvigalo' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Poštna številka' })).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Trgovina za prevzem' });
    expect(screen.getByText('Za prevzem izberite trgovino.')).toBeTruthy();
    await userEvent.selectOptions(select, '103');
    expect(props.onStore).toHaveBeenCalledWith('103');
  });

  it('reports a delivery method chosen, and the car lift', async () => {
    const props = renderStep({ deliveryMethod: '12' });
    await userEvent.click(screen.getByRole('radio', { name: /Prevzem v trgovini/ }));
    expect(props.onDeliveryMethod).toHaveBeenCalledWith(METHODS[2]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Potrebujem avto dvigalo' }));
    expect(props.onCarLift).toHaveBeenCalledWith(true);
  });

  it('recipients: the default one is active until another is chosen, then only that one', async () => {
    const props = renderStep({});
    expect(group('Prejemnik').getByRole('radio', { name: /Sedež/ })).toHaveProperty(
      'checked',
      true,
    );
    // SPEC §4: the first payer is selected even when another is the default.
    expect(group('Plačnik').getByRole('radio', { name: /Plačnik A/ })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(group('Prejemnik').getByRole('radio', { name: /Skladišče Kranj/ }));
    expect(props.onRecipient).toHaveBeenCalledWith('1');
    cleanup();
    renderStep({ recipient: '1' });
    const radios = group('Prejemnik').getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
  });

  it('counts the characters of the reference number and the note', () => {
    renderStep({ referenceNumber: 'PO-17', note: 'Dostava zjutraj' });
    expect(screen.getByText('5/64 znakov')).toBeTruthy();
    expect(screen.getByText('15/2000 znakov')).toBeTruthy();
  });
});
