import { describe, expect, it } from 'vitest';
import { caretaker, financialGuardian, inquiriesAllowed, isWholesale, parseContacts } from './partner.ts';

const contacts = (types: number[]) =>
  JSON.stringify(
    types.map((t) => ({ ContactGradnikTypeId: t, Name: `N${t}`, Surname: `S${t}`, Email: `c${t}@x.si` })),
  );

describe('partner rules (SPEC §6)', () => {
  it('recognises wholesale partners', () => {
    expect(isWholesale({ WholesaleOrRepro: 'Wholesale' })).toBe(true);
    expect(isWholesale({ WholesaleOrRepro: 'Repro' })).toBe(false);
    expect(isWholesale({})).toBe(false);
  });
  it('parses the Contacts JSON string with the branded type key', () => {
    const parsed = parseContacts(contacts([3, 1]));
    expect(parsed.map((c) => c.typeId)).toEqual([3, 1]);
    expect(parsed[0]).toMatchObject({ name: 'N3', surname: 'S3', email: 'c3@x.si' });
  });
  it('ignores malformed contact data instead of failing', () => {
    expect(parseContacts('not json')).toEqual([]);
    expect(parseContacts('{"a":1}')).toEqual([]);
    expect(parseContacts([{ Name: 'no type' }])).toEqual([]);
  });
  it('picks caretaker type 3 before 4 and financial 1 before 2', () => {
    expect(caretaker(parseContacts(contacts([4, 3])))?.name).toBe('N3');
    expect(caretaker(parseContacts(contacts([4])))?.name).toBe('N4');
    expect(caretaker(parseContacts(contacts([1])))).toBeNull();
    expect(financialGuardian(parseContacts(contacts([2, 1])))?.name).toBe('N1');
    expect(financialGuardian(parseContacts(contacts([2])))?.name).toBe('N2');
  });
  it('allows inquiries only with a type-3 caretaker', () => {
    expect(inquiriesAllowed(parseContacts(contacts([3, 1])))).toBe(true);
    expect(inquiriesAllowed(parseContacts(contacts([4, 1])))).toBe(false);
  });
});
