import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SPECIAL_DELIVERY_LOCATION_LIMITS,
  SPECIAL_DELIVERY_LOCATION_MESSAGES,
  SPECIAL_DELIVERY_LOCATION_SAVED,
  parsePostalCode,
  specialDeliveryLocationMessage,
  validateSpecialDeliveryLocation,
} from './special-delivery-location.ts';

const valid = {
  name: 'Gradbišče Kranj',
  post: '4000',
  contactPerson: 'Janez Novak',
  contactPhone: '041 123 456',
};

const messagesOf = (input: Parameters<typeof validateSpecialDeliveryLocation>[0]) => {
  const result = validateSpecialDeliveryLocation(input);
  return result.ok ? [] : result.errors.map((e) => e.message);
};

describe('special delivery location form (SPEC §5)', () => {
  it('accepts a complete location, trimmed, with the SPEC success text', () => {
    const result = validateSpecialDeliveryLocation({
      ...valid,
      name: '  Gradbišče Kranj ',
      description: ' Dostop s tovornjakom ',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Gradbišče Kranj',
        post: 4000,
        contactPerson: 'Janez Novak',
        contactPhone: '041 123 456',
        description: 'Dostop s tovornjakom',
      },
      key: 'specialDeliveryLocation.saved',
      message: 'Lokacija uspešno nastavljena',
    });
    expect(SPECIAL_DELIVERY_LOCATION_SAVED).toBe('Lokacija uspešno nastavljena');
  });

  it('gives only the whole-form message when all four fields are blank', () => {
    for (const blank of [{}, { name: ' ', post: '', contactPerson: null, contactPhone: '\t' }]) {
      const result = validateSpecialDeliveryLocation(blank);
      expect(result).toEqual({
        ok: false,
        errors: [
          {
            field: null,
            key: 'specialDeliveryLocation.allBlank',
            message: 'Izpolni vsa polja za dostavo na posebno lokacijo / gradbišče.',
          },
        ],
      });
    }
  });

  it('reports every failing field in the SPEC order when some are filled', () => {
    expect(messagesOf({ name: 'X' })).toEqual([
      'Poštna številka ni veljavna',
      'Ime kontakta ni veljavno',
      'Telefonska številka ni veljavna',
    ]);
    expect(messagesOf({ post: '1000' })).toEqual([
      'Ime lokacije ni veljavno',
      'Ime kontakta ni veljavno',
      'Telefonska številka ni veljavna',
    ]);
    expect(messagesOf({ post: 'abc', contactPhone: '01 234' })).toEqual([
      'Poštna številka ni veljavna',
      'Ime lokacije ni veljavno',
      'Ime kontakta ni veljavno',
    ]);
  });

  it('names the field of each message', () => {
    const result = validateSpecialDeliveryLocation({ ...valid, contactPerson: ' ' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        {
          field: 'contactPerson',
          key: 'specialDeliveryLocation.invalidContactPerson',
          message: 'Ime kontakta ni veljavno',
        },
      ]);
    }
  });

  it('rejects a name, contact or phone too long for the ERP, with the field message', () => {
    expect(
      messagesOf({
        ...valid,
        name: 'G'.repeat(SPECIAL_DELIVERY_LOCATION_LIMITS.name + 1),
        contactPhone: '0'.repeat(SPECIAL_DELIVERY_LOCATION_LIMITS.contactPhone + 1),
      }),
    ).toEqual(['Ime lokacije ni veljavno', 'Telefonska številka ni veljavna']);
    expect(
      messagesOf({
        ...valid,
        contactPerson: 'J'.repeat(SPECIAL_DELIVERY_LOCATION_LIMITS.contactPerson + 1),
      }),
    ).toEqual(['Ime kontakta ni veljavno']);
    expect(
      validateSpecialDeliveryLocation({
        ...valid,
        name: 'G'.repeat(SPECIAL_DELIVERY_LOCATION_LIMITS.name),
      }).ok,
    ).toBe(true);
  });

  it('accepts postal codes 1000 to 9999 only', () => {
    expect(parsePostalCode('1000')).toBe(1000);
    expect(parsePostalCode(9999)).toBe(9999);
    expect(parsePostalCode(' 2000 ')).toBe(2000);
    for (const bad of [
      '999',
      999,
      '10000',
      10000,
      '0999',
      '01000',
      '1000.5',
      1000.5,
      '1 000',
      '',
      null,
    ]) {
      expect(parsePostalCode(bad)).toBeNull();
    }
    expect(messagesOf({ ...valid, post: '10000' })).toEqual(['Poštna številka ni veljavna']);
    expect(messagesOf({ ...valid, post: 999 })).toEqual(['Poštna številka ni veljavna']);
  });

  it('accepts exactly the whole numbers 1000..9999 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), (n) => {
        const inRange = n >= 1000 && n <= 9999;
        expect(parsePostalCode(n) === n).toBe(inRange);
        expect(parsePostalCode(String(n)) === n).toBe(inRange);
        expect(validateSpecialDeliveryLocation({ ...valid, post: n }).ok).toBe(inRange);
      }),
    );
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(SPECIAL_DELIVERY_LOCATION_MESSAGES.en).sort()).toEqual(
      Object.keys(SPECIAL_DELIVERY_LOCATION_MESSAGES.sl).sort(),
    );
    expect(specialDeliveryLocationMessage('specialDeliveryLocation.invalidPost', 'en')).toBe(
      'The postal code is not valid',
    );
    expect(specialDeliveryLocationMessage('specialDeliveryLocation.invalidPost')).toBe(
      'Poštna številka ni veljavna',
    );
  });
});
