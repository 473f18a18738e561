// User-facing texts of the invitation calls, in both languages (issue #13 "Users"; every 4xx
// has a clear message in the request's language). {email} is filled in by the routes.
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const INVITATION_MESSAGES = {
  // One message whichever company the address belongs to (it must not tell which).
  emailTaken: {
    sl: 'Uporabnik s tem e-poštnim naslovom že obstaja. Vpišite drug naslov.',
    en: 'A user with this e-mail address already exists. Use another address.',
  },
  notInvited: {
    sl: 'Ta uporabnik nima odprtega vabila: vabilo je že sprejel.',
    en: 'This user has no pending invitation: it has already been accepted.',
  },
  invited: {
    sl: 'Vabilo je poslano na {email}.',
    en: 'The invitation has been sent to {email}.',
  },
  resent: {
    sl: 'Vabilo je ponovno poslano na {email}. Prejšnja povezava ne velja več.',
    en: 'The invitation has been sent to {email} again. The earlier link no longer works.',
  },
  withdrawn: {
    sl: 'Vabilo za {email} je preklicano.',
    en: 'The invitation for {email} has been withdrawn.',
  },
  mailFailed: {
    sl: 'Vabila ni bilo mogoče poslati. Poskusite znova z gumbom »Pošlji znova«.',
    en: 'The invitation could not be sent. Try again with “Resend”.',
  },
  // Unknown, used, revoked and expired links alike (the log says which).
  invalid_link: {
    sl: 'Povezava vabila ni veljavna ali je potekla. Za novo vabilo prosite administratorja svojega podjetja.',
    en: "This invitation link is not valid or has expired. Ask your company's administrator for a new invitation.",
  },
  accepted: {
    sl: 'Vabilo je sprejeto. Zdaj se lahko prijavite z naslovom {email} in izbranim geslom.',
    en: 'The invitation has been accepted. You can now sign in with {email} and your new password.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: invitationMessage, error: invitationError } =
  localizedErrors(INVITATION_MESSAGES);

/** A message with the address filled in. */
export function invitationText(
  key: 'invited' | 'resent' | 'withdrawn' | 'accepted',
  locale: Locale,
  email: string,
): string {
  return invitationMessage(key, locale).replace('{email}', email);
}
