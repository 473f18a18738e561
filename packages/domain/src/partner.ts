// Partner rules: SPEC §3 Partner, §6 (wholesale, caretaker and financial contacts).
import { BRAND_CODE } from './constants.ts';

export interface PartnerContact {
  /** `Contact{product}TypeId`: 1/2 financial, 3/4 caretaker (SPEC §6, §9). */
  typeId: number;
  name: string;
  surname: string;
  mobilePhone?: string | null;
  email?: string | null;
}

export type Guardian = Omit<PartnerContact, 'typeId'>;

/** SPEC §6: wholesale status is WholesaleOrRepro equal to 'Wholesale'. */
export function isWholesale(partner: { WholesaleOrRepro?: string | null }): boolean {
  return partner.WholesaleOrRepro === 'Wholesale';
}

/**
 * The ERP delivers Contacts as a JSON string whose type key carries the brand
 * (`ContactGradnikTypeId`). Accepts the string or an already parsed array; ignores junk.
 */
export function parseContacts(raw: unknown, brand: string = BRAND_CODE): PartnerContact[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const typeKey = `Contact${brand.charAt(0).toUpperCase()}${brand.slice(1)}TypeId`;
  const contacts: PartnerContact[] = [];
  for (const item of list as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const typeId = Number(record[typeKey]);
    if (!Number.isFinite(typeId)) continue;
    contacts.push({
      typeId,
      name: typeof record.Name === 'string' ? record.Name : '',
      surname: typeof record.Surname === 'string' ? record.Surname : '',
      mobilePhone: typeof record.MobilePhone === 'string' ? record.MobilePhone : null,
      email: typeof record.Email === 'string' ? record.Email : null,
    });
  }
  return contacts;
}

function firstOfTypes(contacts: PartnerContact[], types: readonly number[]): Guardian | null {
  for (const type of types) {
    const found = contacts.find((c) => c.typeId === type);
    if (found) {
      const { typeId: _typeId, ...guardian } = found;
      return guardian;
    }
  }
  return null;
}

/** SPEC §6, §9: caretaker is contact type 3, else type 4. */
export function caretaker(contacts: PartnerContact[]): Guardian | null {
  return firstOfTypes(contacts, [3, 4]);
}

/** SPEC §6, §9: financial guardian is contact type 1, else type 2. */
export function financialGuardian(contacts: PartnerContact[]): Guardian | null {
  return firstOfTypes(contacts, [1, 2]);
}

/** SPEC §6: inquiries are allowed only when the partner has a caretaker contact of type 3. */
export function inquiriesAllowed(contacts: PartnerContact[]): boolean {
  return contacts.some((c) => c.typeId === 3);
}
