// User-facing texts of the password reset calls, in both languages (issue #13; every 4xx has a
// clear message in the request's language).
import type { Locale } from '@gradnik/domain/locale';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@gradnik/domain/password-policy';
import type { PasswordProblem } from '@gradnik/domain/password-policy';
import { localizedErrors } from '../../localized-errors.ts';

export const PASSWORD_RESET_MESSAGES = {
  // The one answer to every request for a link: it must not tell whether the account exists.
  forgotAccepted: {
    sl: 'Če pri nas obstaja račun s tem e-poštnim naslovom, smo nanj poslali povezavo za nastavitev novega gesla.',
    en: 'If an account with this e-mail address exists, we have sent it a link to set a new password.',
  },
  // Unknown, used, revoked and expired links alike (the log says which).
  invalid_link: {
    sl: 'Povezava za nastavitev gesla ni veljavna ali je potekla. Zahtevajte novo povezavo.',
    en: 'This password link is not valid or has expired. Request a new link.',
  },
  weak_password: {
    sl: 'Novo geslo ne ustreza pravilom.',
    en: 'The new password does not meet the rules.',
  },
  passwordChanged: {
    sl: 'Geslo je spremenjeno. Odjavili smo vas iz vseh naprav; prijavite se z novim geslom.',
    en: 'Your password has been changed. You have been signed out everywhere; sign in with the new password.',
  },
  rate_limited: {
    sl: 'Preveč zahtev. Poskusite znova čez nekaj minut.',
    en: 'Too many requests. Try again in a few minutes.',
  },
  cross_site: {
    sl: 'Zahteva z druge spletne strani ni dovoljena.',
    en: 'Requests from another site are not allowed.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: resetMessage, error: resetError } =
  localizedErrors(PASSWORD_RESET_MESSAGES);

/** The rule a new password broke, in `locale` (packages/domain/src/password-policy.ts). */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, Record<Locale, string>> = {
  too_short: {
    sl: `Geslo mora imeti vsaj ${PASSWORD_MIN_LENGTH} znakov.`,
    en: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  too_long: {
    sl: `Geslo ima lahko največ ${PASSWORD_MAX_LENGTH} znakov.`,
    en: `The password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  },
  same_as_email: {
    sl: 'Geslo ne sme biti enako vašemu e-poštnemu naslovu.',
    en: 'The password must not be your e-mail address.',
  },
};
