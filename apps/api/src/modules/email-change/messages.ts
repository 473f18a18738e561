// User-facing texts of the e-mail change (issue #13 "My profile": "The e-mail changes only
// through a confirmation link"), in both languages. {email} is filled in by the routes.
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const EMAIL_CHANGE_MESSAGES = {
  agentHasNoProfile: {
    sl: 'Zastopnik tukaj nima svojega profila stranke.',
    en: 'An agent has no customer profile of their own here.',
  },
  // Whoever can read the new mailbox could take the account over with a password reset.
  notWhileImpersonating: {
    sl: 'Med delom v imenu stranke e-poštnega naslova ni mogoče spremeniti. Spremeni ga lahko stranka sama.',
    en: 'The e-mail address cannot be changed while acting for a customer. The customer can change it.',
  },
  wrongPassword: {
    sl: 'Trenutno geslo ni pravilno.',
    en: 'The current password is not correct.',
  },
  // Issue #25: under an external identity provider the address is the provider's to change.
  managedByProvider: {
    sl: 'E-poštni naslov spremenite pri ponudniku prijave, s katerim se prijavljate v trgovino.',
    en: 'Change your e-mail address with the sign-in provider you use for the shop.',
  },
  sameEmail: {
    sl: 'To je že vaš e-poštni naslov.',
    en: 'This already is your e-mail address.',
  },
  emailTaken: {
    sl: 'Uporabnik s tem e-poštnim naslovom že obstaja. Vpišite drug naslov.',
    en: 'A user with this e-mail address already exists. Use another address.',
  },
  emailTakenMeanwhile: {
    sl: 'Ta e-poštni naslov je medtem začel uporabljati drug uporabnik, zato ga ni mogoče potrditi. V profilu izberite drug naslov.',
    en: 'Another user has started using this e-mail address meanwhile, so it cannot be confirmed. Choose another address in your profile.',
  },
  sent: {
    sl: 'Na {email} smo poslali povezavo za potrditev.',
    en: 'We have sent a confirmation link to {email}.',
  },
  mailFailed: {
    sl: 'Povezave za potrditev ni bilo mogoče poslati. Poskusite znova.',
    en: 'The confirmation link could not be sent. Try again.',
  },
  // Unknown, used, revoked and expired links alike (the log says which).
  invalid_link: {
    sl: 'Povezava za potrditev e-poštnega naslova ni veljavna ali je potekla. Spremembo zahtevajte znova v svojem profilu.',
    en: 'This e-mail confirmation link is not valid or has expired. Ask for the change again in your profile.',
  },
  changed: {
    sl: 'E-poštni naslov je spremenjen v {email}. Odslej se prijavljate z njim.',
    en: 'Your e-mail address is now {email}. Use it to sign in from now on.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: emailChangeMessage, error: emailChangeError } =
  localizedErrors(EMAIL_CHANGE_MESSAGES);

export function emailChangeText(key: 'sent' | 'changed', locale: Locale, email: string): string {
  return emailChangeMessage(key, locale).replace('{email}', email);
}
