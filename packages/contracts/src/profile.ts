// PATCH /jsonapi/customer (issue #13 "My profile"; SPEC §7 shows no call for it, decision 027):
// the signed-in user changes their own contact fields and language. JSON:API body
//   { data: { type: 'customer', id?, attributes: { …editable fields } } }
// answering the updated customer document (contracts/customer.ts), like GET /jsonapi/customer.
// The schema checks the shape; what a value must be (lengths, postal code, phone, website,
// birthday, required names, read-only fields) is @gradnik/domain/profile's rule, applied by the
// API so each message comes in the request's language, and by nothing else.
import {
  PROFILE_EDITABLE_FIELDS,
  PROFILE_READ_ONLY_FIELDS,
  validateProfileChange,
  type ProfileChangeResult,
  type ProfileField,
} from '@gradnik/domain/profile';
import { z } from 'zod';

const editableValue = z.string().nullable().optional();

const editableShape = Object.fromEntries(
  PROFILE_EDITABLE_FIELDS.map((field) => [field, editableValue]),
) as Record<ProfileField, typeof editableValue>;

/**
 * The attributes a client may send: the editable fields (null or '' clears an optional one).
 * Any other key is let through to the domain rule, which names it in a 400: read-only fields
 * (e-mail, group, status, company, partner …) with "cannot be changed here", others as unknown.
 */
export const profileAttributesSchema = z
  .object(editableShape)
  .catchall(z.unknown())
  .describe(
    `Editable: ${PROFILE_EDITABLE_FIELDS.join(', ')}. Read-only (400 naming the field): ` +
      `${PROFILE_READ_ONLY_FIELDS.join(', ')}. Any other key is a 400 as well.`,
  );

export const profileUpdateBodySchema = z
  .object({
    data: z
      .object({
        type: z.literal('customer'),
        /** JSON:API resource id: optional; when given it must be the caller's own (else 409). */
        id: z.string().max(40).optional(),
        attributes: profileAttributesSchema,
      })
      .strict(),
  })
  .strict();
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** The domain rule over the body's attributes (the API's single entry to it). */
export function checkProfileUpdate(body: ProfileUpdateBody, today?: string): ProfileChangeResult {
  // Keys sent as undefined (absent in JSON) are dropped; every other key is judged.
  const sent = Object.fromEntries(
    Object.entries(body.data.attributes).filter(([, value]) => value !== undefined),
  );
  return validateProfileChange(sent, today);
}
