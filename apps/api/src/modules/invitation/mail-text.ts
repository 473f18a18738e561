// The invitation e-mail, in the invitee's language (issue #13: "Invitation and reset e-mails
// are in the recipient's language"; the admin chooses it with the invitation, and it becomes
// users.languageid). Plain text, like the reset mail, so every mail program shows the link.
import { INVITATION_PAGE, INVITATION_TOKEN_PARAM } from '@gradnik/contracts/invitation';
import { ljubljanaDateTimeParts } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { pageLink } from '../one-time-link/page-link.ts';

/** `<origin>/vabilo?zeton=…` (sl) or `<origin>/en/invitation?token=…` (en). */
export function invitationLink(origin: string, locale: Locale, token: string): string {
  return pageLink(origin, { page: INVITATION_PAGE, param: INVITATION_TOKEN_PARAM }, locale, token);
}

export interface InvitationMailInput {
  locale: Locale;
  firstname: string;
  email: string;
  /** The company the user joins (its short name). */
  company: string;
  /** Who invited: "Mojca Kovač". */
  invitedBy: string;
  link: string;
  expiresAt: Date;
}

export function invitationMail(input: InvitationMailInput) {
  const { locale, email, company, invitedBy, link } = input;
  const name = input.firstname.trim();
  // SPEC §9 dates (DD. MM. YYYY) in Ljubljana time, the same for both languages.
  const { date, time } = ljubljanaDateTimeParts(input.expiresAt);
  const until = `${date} ${time}`;
  if (locale === 'en') {
    return {
      subject: `Invitation to the Gradnik web shop (${company})`,
      text: [
        name ? `Hello ${name},` : 'Hello,',
        '',
        `${invitedBy} has invited you to the Gradnik web shop as a user of ${company}.`,
        `Your sign-in name will be this e-mail address (${email}).`,
        '',
        'Accept the invitation and choose your password here:',
        link,
        '',
        `The link works until ${until} and only once.`,
        '',
        'If you did not expect this invitation, ignore this message: no account is opened.',
        '',
        'Gradnik',
        '',
      ].join('\n'),
    };
  }
  return {
    subject: `Vabilo v spletno trgovino Gradnik (${company})`,
    text: [
      name ? `Pozdravljeni, ${name}!` : 'Pozdravljeni!',
      '',
      `${invitedBy} vas vabi v spletno trgovino Gradnik kot uporabnika podjetja ${company}.`,
      `Prijavljali se boste s tem e-poštnim naslovom (${email}).`,
      '',
      'Vabilo sprejmete in izberete geslo na tej povezavi:',
      link,
      '',
      `Povezava velja do ${until} in jo lahko uporabite samo enkrat.`,
      '',
      'Če vabila niste pričakovali, to sporočilo prezrite: računa ne bomo odprli.',
      '',
      'Gradnik',
      '',
    ].join('\n'),
  };
}
