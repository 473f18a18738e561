// The customer summary's guardians for the contact side panel (issue #14; SPEC §3 Contacts as a
// JSON string, §6 and §9: caretaker type 3 else 4, financial type 1 else 2).
import { describe, expect, it } from 'vitest';
import { guardiansOf } from './customer.server';

// The partner's Contacts as the ERP delivers them: a JSON string, the type key branded (SPEC §3).
const CONTACTS = JSON.stringify([
  { ContactGradnikTypeId: 4, Name: 'Aleš', Surname: 'Rozman', MobilePhone: '+386 40 555 303' },
  {
    ContactGradnikTypeId: 3,
    Name: 'Marko',
    Surname: 'Horvat',
    MobilePhone: '+386 41 555 101',
    Email: 'marko.horvat@gradnik.si',
  },
  { ContactGradnikTypeId: 2, Name: 'Nina', Surname: 'Zupan', Email: 'nina.zupan@gradnik.si' },
  {
    ContactGradnikTypeId: 1,
    Name: 'Petra',
    Surname: 'Kralj',
    MobilePhone: '+386 31 555 202',
    Email: 'petra.kralj@gradnik.si',
  },
]);

describe('guardiansOf (the loader: SPEC §6, §9 contact types)', () => {
  it('picks the caretaker of type 3 over 4 and the financial guardian of type 1 over 2', () => {
    expect(guardiansOf(CONTACTS)).toEqual({
      caretaker: {
        Name: 'Marko',
        Surname: 'Horvat',
        MobilePhone: '+386 41 555 101',
        Email: 'marko.horvat@gradnik.si',
      },
      financialGuardian: {
        Name: 'Petra',
        Surname: 'Kralj',
        MobilePhone: '+386 31 555 202',
        Email: 'petra.kralj@gradnik.si',
      },
    });
  });

  it('falls back to types 4 and 2, and has none without contacts', () => {
    const fallback = JSON.stringify([
      { ContactGradnikTypeId: 2, Name: 'Nina', Surname: 'Zupan', Email: 'nina.zupan@gradnik.si' },
      { ContactGradnikTypeId: 4, Name: 'Aleš', Surname: 'Rozman', MobilePhone: '+386 40 555 303' },
    ]);
    expect(guardiansOf(fallback)).toEqual({
      caretaker: { Name: 'Aleš', Surname: 'Rozman', MobilePhone: '+386 40 555 303', Email: null },
      financialGuardian: {
        Name: 'Nina',
        Surname: 'Zupan',
        MobilePhone: null,
        Email: 'nina.zupan@gradnik.si',
      },
    });
    expect(guardiansOf('[]')).toEqual({ caretaker: null, financialGuardian: null });
    expect(guardiansOf(null)).toEqual({ caretaker: null, financialGuardian: null });
    expect(guardiansOf('not json')).toEqual({ caretaker: null, financialGuardian: null });
  });
});
