// What the "My profile" section shows and edits (issue #13; SPEC §3 User), without zod so the
// browser can use it (decision 020): the loader's view of the customer document and the form's
// values. The rules a change must pass are @gradnik/domain/profile's, shared with the API.
import type { CustomerAttributes } from '@gradnik/contracts/customer';
import { PROFILE_EDITABLE_FIELDS, type ProfileField } from '@gradnik/domain/profile';

/** The user's own document: GET and PATCH (decision 027). */
export const CUSTOMER_PATH = '/jsonapi/customer';

/** The editable fields as the form holds them: text, '' for empty. */
export type ProfileFormValues = Record<ProfileField, string>;

export interface MyProfile {
  id: string;
  email: string;
  /** SPEC §6 customer group code (customer_admin, customer_employee, {product}_agent). */
  groupCode: string;
  /** The group's own label, for a code the catalogues do not name. */
  groupLabel: string;
  values: ProfileFormValues;
}

export function profileFromAttributes(attributes: CustomerAttributes): MyProfile {
  const values = Object.fromEntries(
    PROFILE_EDITABLE_FIELDS.map((field) => [field, attributes[field] ?? '']),
  ) as ProfileFormValues;
  return {
    id: attributes.id,
    email: attributes.email,
    groupCode: attributes.group.code,
    groupLabel: attributes.group.label,
    values,
  };
}

/** The PATCH /jsonapi/customer attributes: every editable field, '' sent as null (cleared). */
export function profileAttributes(values: ProfileFormValues): Record<ProfileField, string | null> {
  return Object.fromEntries(
    PROFILE_EDITABLE_FIELDS.map((field) => [
      field,
      values[field].trim() === '' ? null : values[field],
    ]),
  ) as Record<ProfileField, string | null>;
}

/** `data.attributes.postal` → `postal` for the API's field errors; null for other paths. */
export function profileFieldOf(path: string): ProfileField | null {
  const name = path.replace(/^data\.attributes\.?/, '');
  return (PROFILE_EDITABLE_FIELDS as readonly string[]).includes(name)
    ? (name as ProfileField)
    : null;
}
