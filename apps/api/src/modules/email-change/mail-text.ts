// The e-mail change's two messages, in the account's language (users.languageid): the link to
// the NEW address (only its owner can confirm), and a notice to the OLD one, so the owner learns
// of a change they did not ask for while their address still signs them in (decision 034).
import { CONFIRM_EMAIL_PAGE, CONFIRM_EMAIL_TOKEN_PARAM } from '@gradnik/contracts/email-change';
import { plural } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { pageLink } from '../one-time-link/page-link.ts';

/** `<origin>/potrditev-e-naslova?zeton=…` (sl) or `<origin>/en/confirm-email?token=…` (en). */
export function confirmEmailLink(origin: string, locale: Locale, token: string): string {
  return pageLink(
    origin,
    { page: CONFIRM_EMAIL_PAGE, param: CONFIRM_EMAIL_TOKEN_PARAM },
    locale,
    token,
  );
}

export interface EmailChangeMailInput {
  locale: Locale;
  firstname: string;
  oldEmail: string;
  newEmail: string;
  ttlHours: number;
}

const greeting = (locale: Locale, firstname: string) => {
  const name = firstname.trim();
  if (locale === 'en') return name ? `Hello ${name},` : 'Hello,';
  return name ? `Pozdravljeni, ${name}!` : 'Pozdravljeni!';
};

/** To the new address: the link that makes the change. */
export function confirmEmailMail(input: EmailChangeMailInput & { link: string }) {
  const { locale, oldEmail, newEmail, link, ttlHours } = input;
  if (locale === 'en') {
    const hours = plural(ttlHours, { one: '{count} hour', other: '{count} hours' }, 'en');
    return {
      subject: 'Confirm your new e-mail address for Gradnik',
      text: [
        greeting(locale, input.firstname),
        '',
        `you asked to change the e-mail address of your Gradnik web shop account from ${oldEmail} to ${newEmail}.`,
        '',
        'Confirm the new address here:',
        link,
        '',
        `The link works for ${hours} and only once. Until you confirm, you sign in with ${oldEmail}.`,
        '',
        'If you did not ask for this, ignore this message: nothing changes.',
        '',
        'Gradnik',
        '',
      ].join('\n'),
    };
  }
  const hours = plural(
    ttlHours,
    { one: '{count} uro', two: '{count} uri', few: '{count} ure', other: '{count} ur' },
    'sl',
  );
  return {
    subject: 'Potrdite nov e-poštni naslov za Gradnik',
    text: [
      greeting(locale, input.firstname),
      '',
      `zahtevali ste, da se e-poštni naslov vašega računa v spletni trgovini Gradnik spremeni iz ${oldEmail} v ${newEmail}.`,
      '',
      'Nov naslov potrdite na tej povezavi:',
      link,
      '',
      `Povezava velja ${hours} in jo lahko uporabite samo enkrat. Dokler naslova ne potrdite, se prijavljate z naslovom ${oldEmail}.`,
      '',
      'Če spremembe niste zahtevali vi, to sporočilo prezrite: nič se ne spremeni.',
      '',
      'Gradnik',
      '',
    ].join('\n'),
  };
}

/** To the old address: a change was asked for (no link: nothing to do if it was you). */
export function emailChangeNoticeMail(input: EmailChangeMailInput) {
  const { locale, oldEmail, newEmail } = input;
  if (locale === 'en') {
    return {
      subject: 'A change of your Gradnik e-mail address was requested',
      text: [
        greeting(locale, input.firstname),
        '',
        `someone signed in to your Gradnik web shop account (${oldEmail}) asked to change its e-mail address to ${newEmail}. The change takes effect only when it is confirmed from that mailbox.`,
        '',
        'If this was you, there is nothing to do. If it was not, sign in, change your password and tell your company’s administrator or Gradnik.',
        '',
        'Gradnik',
        '',
      ].join('\n'),
    };
  }
  return {
    subject: 'Zahteva za spremembo e-poštnega naslova za Gradnik',
    text: [
      greeting(locale, input.firstname),
      '',
      `v vašem računu v spletni trgovini Gradnik (${oldEmail}) je bila zahtevana sprememba e-poštnega naslova v ${newEmail}. Sprememba začne veljati šele, ko jo potrdite iz tega poštnega predala.`,
      '',
      'Če ste to bili vi, vam ni treba storiti ničesar. Če niste, se prijavite, spremenite geslo in obvestite administratorja svojega podjetja ali Gradnik.',
      '',
      'Gradnik',
      '',
    ].join('\n'),
  };
}
