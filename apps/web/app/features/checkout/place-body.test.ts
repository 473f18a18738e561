import type { PartnerAddress } from '@gradnik/contracts/basket';
import { EMPTY_ORDER_INFO, type OrderInfo } from '@gradnik/domain/checkout-steps';
import type { AddressChoice } from '@gradnik/domain/recipients';
import { describe, expect, it } from 'vitest';
import { placeBody, type PlaceInput } from './place-body';

function address(id: string, partnerNo: string): PartnerAddress {
  return {
    id,
    PartnerAddressId: `PA-${id}`,
    PartnerNo: partnerNo,
    RecordTypeId: null,
    AddressType: 1,
    PartnerAddressName1: `Naslov ${id}`,
    PartnerAddressName2: null,
    GLN: null,
    ShippingStreet: 'Cesta 1',
    ShippingCity: 'Ljubljana',
    ShippingPostalCode: '1000',
    PartnerAddressStatus: 1,
  };
}

function choice(id: string): AddressChoice {
  return {
    id,
    partner_address_id: `PA-${id}`,
    name: `Naslov ${id}`,
    street: 'Cesta 1',
    post: '1000',
    city: 'Ljubljana',
    default: false,
    selected: true,
  };
}

const site = {
  name: 'Gradbišče Vič',
  post: 1000,
  contactPerson: 'Janez Novak',
  contactPhone: '041 123 456',
  description: 'Vhod z zadnje strani',
};

const info: OrderInfo = {
  ...EMPTY_ORDER_INFO,
  recipient: '2',
  payer: '7',
  needCarLift: true,
  specialDeliveryLocation: site,
  deliveryLocationID: 'S12',
  deliveryType: 'multiple_packages',
};

function input(overrides: Partial<PlaceInput> = {}): PlaceInput {
  return {
    mode: 'order',
    info,
    code: 4,
    recipient: choice('2'),
    payer: choice('7'),
    recipientAddresses: [address('1', 'P-100'), address('2', 'P-200')],
    payerAddresses: [address('7', 'P-700')],
    routing: {
      status: 'done',
      result: {
        lines: [
          { id: '11', deliveryDate: '2026-12-01', error: null, priceForPartnerRetailUnit: 4.2 },
          {
            id: '12',
            deliveryDate: null,
            error: 'stock_conflict',
            priceForPartnerRetailUnit: null,
          },
        ],
        packages: [],
        singlePackageDate: null,
        oneDelivery: 1,
        transportCosts: 25,
        transportCostsTax: 5.5,
        hasErrors: true,
      },
    },
    transportCosts: 25,
    ...overrides,
  };
}

describe('placeBody (SPEC §7 POST mode insert)', () => {
  it('sends a code-4 order with its site delivery, the chosen parties and what the buyer saw', () => {
    expect(placeBody(input())).toEqual({
      data: {
        partnerno: 'P-200',
        partneraddressid: 'PA-2',
        attributes: {
          specialDeliveryLocation: {
            name: 'Gradbišče Vič',
            post: '1000',
            contact_person: 'Janez Novak',
            contact_phone: '041 123 456',
            description: 'Vhod z zadnje strani',
          },
          needCarLift: true,
          recipient: '2',
          payer: '7',
          deliveryType: 'multiple_packages',
          deliveryLocationID: null,
          // Only checked prices: a line the check could not price sends none.
          integrationInfo: {
            lines: [{ id: '11', priceForPartnerRetailUnit: 4.2 }],
            transportCosts: 25,
          },
        },
      },
    });
  });

  it('drops the site fields unless the delivery is code 4, and sends the store only for code 5', () => {
    const pickUp = placeBody(input({ code: 5 })).data.attributes;
    expect(pickUp.specialDeliveryLocation).toBeNull();
    expect(pickUp.needCarLift).toBe(false);
    expect(pickUp.deliveryLocationID).toBe('S12');
    const unknown = placeBody(input({ code: null })).data.attributes;
    expect(unknown.needCarLift).toBe(false);
    expect(unknown.deliveryLocationID).toBeNull();
  });

  it('sends no client view with an inquiry, and no line prices before a routing check', () => {
    expect(placeBody(input({ mode: 'inquiry' })).data.attributes).not.toHaveProperty(
      'integrationInfo',
    );
    expect(
      placeBody(input({ routing: { status: 'checking' } })).data.attributes.integrationInfo,
    ).toEqual({ lines: [], transportCosts: 25 });
  });

  it('takes the partner number from any address when no recipient is chosen', () => {
    expect(placeBody(input({ recipient: null })).data).toMatchObject({
      partnerno: 'P-100',
      partneraddressid: null,
    });
    expect(placeBody(input({ recipient: null, recipientAddresses: [] })).data.partnerno).toBe(
      'P-700',
    );
    expect(
      placeBody(input({ recipient: null, recipientAddresses: undefined, payerAddresses: [] })).data
        .partnerno,
    ).toBe('');
  });
});
