import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeChoice,
  buildPayers,
  buildRecipients,
  findChoice,
  selectOnly,
  type PartnerAddressInput,
} from './recipients.ts';

const address = (id: number, extra: Partial<PartnerAddressInput>): PartnerAddressInput => ({
  id,
  PartnerAddressId: `P100-00${id}`,
  PartnerNo: 'P100',
  PartnerAddressName1: `Naslov ${id}`,
  PartnerAddressName2: 'Gradbeništvo',
  ShippingStreet: `Cesta ${id}`,
  ShippingCity: 'Kranj',
  ShippingPostalCode: '4000',
  ...extra,
});

describe('recipients (SPEC §3 Recipient and payer, §4 Recipient selection)', () => {
  it('maps the SPEC §3 fields', () => {
    expect(buildRecipients([address(7, { AddressType: 0 })])).toEqual([
      {
        id: '7',
        partner_address_id: 'P100-007',
        name: 'Naslov 7',
        street: 'Cesta 7',
        post: '4000',
        city: 'Kranj',
        default: true,
        selected: true,
      },
    ]);
  });

  it('makes type 0 default and selected, type 1 selected only, other types neither', () => {
    const list = buildRecipients([
      address(1, { AddressType: 1 }),
      address(2, { AddressType: '0' }),
      address(3, { AddressType: 2 }),
      address(4, { AddressType: null }),
    ]);
    expect(list.map((r) => [r.id, r.default, r.selected])).toEqual([
      ['1', false, true],
      ['2', true, true],
      ['3', false, false],
      ['4', false, false],
    ]);
  });

  it('uses Name2 only when Name1 is missing', () => {
    const [withName2] = buildRecipients([address(1, { PartnerAddressName1: ' ', AddressType: 0 })]);
    expect(withName2?.name).toBe('Gradbeništvo');
  });

  it('the active recipient is the default one, else the first selected', () => {
    const list = buildRecipients([address(1, { AddressType: 1 }), address(2, { AddressType: 0 })]);
    expect(activeChoice(list)?.id).toBe('2');
    const noDefault = buildRecipients([
      address(1, { AddressType: 5 }),
      address(2, { AddressType: 1 }),
    ]);
    expect(activeChoice(noDefault)?.id).toBe('2');
    expect(activeChoice(buildRecipients([address(1, { AddressType: 9 })]))).toBeNull();
  });
});

describe('payers (SPEC §4)', () => {
  it('is default when PartnerAddressStatus is 1; the first one is selected', () => {
    const payers = buildPayers([
      address(1, { PartnerAddressStatus: 0 }),
      address(2, { PartnerAddressStatus: '1' }),
      address(3, {}),
    ]);
    expect(payers.map((p) => [p.id, p.default, p.selected])).toEqual([
      ['1', false, true],
      ['2', true, false],
      ['3', false, false],
    ]);
    expect(activeChoice(payers)?.id).toBe('1');
    expect(buildPayers([])).toEqual([]);
  });
});

describe('selectOnly (SPEC §4: setting an active one selects only that one)', () => {
  it('selects exactly the chosen one', () => {
    const list = buildRecipients([
      address(1, { AddressType: 0 }),
      address(2, { AddressType: 1 }),
      address(3, { AddressType: 1 }),
    ]);
    const chosen = selectOnly(list, '3');
    expect(chosen.map((r) => r.selected)).toEqual([false, false, true]);
    expect(activeChoice(chosen)?.id).toBe('3');
    // the input list is not changed
    expect(list.map((r) => r.selected)).toEqual([true, true, true]);
  });

  it('ignores an unknown id', () => {
    const list = buildPayers([address(1, {}), address(2, {})]);
    expect(selectOnly(list, '99')).toEqual(list);
    expect(findChoice(list, '99')).toBeNull();
    expect(findChoice(list, '2')?.partner_address_id).toBe('P100-002');
    expect(findChoice(list, null)).toBeNull();
  });

  it('leaves exactly one selected, and it is active (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<number | string | null>(0, 1, 2, '0', '1', null), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.nat(),
        (types, pick) => {
          const list = buildRecipients(types.map((t, i) => address(i + 1, { AddressType: t })));
          const id = String((pick % types.length) + 1);
          const chosen = selectOnly(list, id);
          expect(chosen.filter((r) => r.selected).map((r) => r.id)).toEqual([id]);
          expect(activeChoice(chosen)?.id).toBe(id);
          expect(chosen.map((r) => r.default)).toEqual(list.map((r) => r.default));
        },
      ),
    );
  });
});
