// The password reset e-mail, in the recipient's language (issue #13: "Invitation and reset
// e-mails are in the recipient's language", users.languageid). Plain text, so every mail
// program shows the link as it is; the link's page paths are fixed in packages/contracts.
import { plural } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { RESET_PASSWORD_PAGE, RESET_TOKEN_PARAM } from '@gradnik/contracts/password-reset';
import { pageLink } from '../one-time-link/page-link.ts';

/** `<origin>/ponastavitev-gesla?zeton=…` (sl) or `<origin>/en/reset-password?token=…` (en). */
export function resetLink(origin: string, locale: Locale, token: string): string {
  return pageLink(origin, { page: RESET_PASSWORD_PAGE, param: RESET_TOKEN_PARAM }, locale, token);
}

export interface ResetMailInput {
  locale: Locale;
  firstname: string;
  email: string;
  link: string;
  ttlMinutes: number;
}

export function resetMail({ locale, firstname, email, link, ttlMinutes }: ResetMailInput) {
  const name = firstname.trim();
  if (locale === 'en') {
    const minutes = plural(ttlMinutes, { one: '{count} minute', other: '{count} minutes' }, 'en');
    return {
      subject: 'Set a new password for Gradnik',
      text: [
        name ? `Hello ${name},` : 'Hello,',
        '',
        `we received a request to set a new password for your Gradnik web shop account (${email}).`,
        '',
        'Set your new password here:',
        link,
        '',
        `The link works for ${minutes} and only once. When you set the new password, you are signed out on every device.`,
        '',
        'If you did not ask for this, ignore this message: your password stays as it is.',
        '',
        'Gradnik',
        '',
      ].join('\n'),
    };
  }
  const minutes = plural(
    ttlMinutes,
    { one: '{count} minuto', two: '{count} minuti', few: '{count} minute', other: '{count} minut' },
    'sl',
  );
  return {
    subject: 'Nastavitev novega gesla za Gradnik',
    text: [
      name ? `Pozdravljeni, ${name}!` : 'Pozdravljeni!',
      '',
      `Prejeli smo zahtevo za nastavitev novega gesla za vaš račun v spletni trgovini Gradnik (${email}).`,
      '',
      'Novo geslo nastavite na tej povezavi:',
      link,
      '',
      `Povezava velja ${minutes} in jo lahko uporabite samo enkrat. Ko nastavite novo geslo, vas odjavimo iz vseh naprav.`,
      '',
      'Če zahteve niste poslali vi, to sporočilo prezrite: vaše geslo ostane nespremenjeno.',
      '',
      'Gradnik',
      '',
    ].join('\n'),
  };
}
