// User-facing texts of the company admin's user management (issue #13 "Users"; every 4xx has a
// clear message in the request's language).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const USER_MANAGEMENT_MESSAGES = {
  usersForAdminsOnly: {
    sl: 'Uporabnike podjetja lahko upravlja le administrator podjetja.',
    en: "Only the company's administrator can manage the company's users.",
  },
  notDuringVisit: {
    sl: 'Med delom v imenu stranke uporabnikov podjetja ni mogoče vabiti, jim spreminjati vlog ali jih (de)aktivirati. To stori administrator podjetja sam.',
    en: "While acting for a customer you cannot invite the company's users, change their roles or (de)activate them. The company's administrator does that.",
  },
  userNotFound: {
    sl: 'Uporabnik ne obstaja ali ni uporabnik vašega podjetja.',
    en: 'The user does not exist or is not a user of your company.',
  },
  lastAdmin: {
    sl: 'Zadnjemu aktivnemu administratorju podjetja ni mogoče odvzeti vloge ali ga deaktivirati. Najprej določite drugega administratorja.',
    en: "The company's last active administrator cannot be demoted or deactivated. Make another user an administrator first.",
  },
  invitationPending: {
    sl: 'Uporabnik še ni sprejel vabila. Vabilo lahko pošljete znova ali ga prekličete.',
    en: 'The user has not accepted the invitation yet. You can resend or withdraw the invitation.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: userManagementMessage, error: userManagementError } =
  localizedErrors(USER_MANAGEMENT_MESSAGES);
