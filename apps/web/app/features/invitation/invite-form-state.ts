// The invite dialog's checks before sending (issue #13 "Users", decision 034), pure so they are
// tested apart from the dialog. The API checks again (and alone knows whether an address is
// taken: 409).
import type { AccountKey } from '../../i18n/account/use-account-t';

export interface InviteValues {
  email: string;
  firstname: string;
  lastname: string;
  group: 'customer_admin' | 'customer_employee';
  language: 'sl' | 'en';
}

export type InviteField = 'email' | 'firstname' | 'lastname';
export type InviteErrors = Partial<Record<InviteField, AccountKey>>;

export const EMPTY_INVITE: InviteValues = {
  email: '',
  firstname: '',
  lastname: '',
  group: 'customer_employee',
  language: 'sl',
};

/** A plain shape check; the API's schema is the rule. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateInvite(values: InviteValues): InviteErrors {
  const errors: InviteErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'invitation.required';
  else if (!EMAIL_SHAPE.test(email) || email.length > 254) errors.email = 'invitation.invalidEmail';
  if (values.firstname.trim() === '') errors.firstname = 'invitation.required';
  if (values.lastname.trim() === '') errors.lastname = 'invitation.required';
  return errors;
}

/** The fields in the dialog's order, for focusing the first that needs attention. */
export const INVITE_FIELDS: readonly InviteField[] = ['email', 'firstname', 'lastname'];

/** How an invited user's row reads: pending until the date, expired, or without a link. */
export function invitationState(
  expiresAt: string | null,
  now: Date = new Date(),
): { key: AccountKey; at: string | null } {
  if (!expiresAt) return { key: 'invitation.status.noLink', at: null };
  return new Date(expiresAt) > now
    ? { key: 'invitation.status.pending', at: expiresAt }
    : { key: 'invitation.status.expired', at: expiresAt };
}
