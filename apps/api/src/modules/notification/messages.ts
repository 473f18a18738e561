// User-facing texts of the notification calls, in both languages (issue #16; issue #5: every 4xx
// has a clear message in the request's language).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const NOTIFICATION_MESSAGES = {
  agentHasNoNotifications: {
    sl: 'Zastopnik nima svojih obvestil. Obvestila uporabnika vidite med njegovim prevzemom.',
    en: 'An agent has no notifications of their own. Impersonate a user to see theirs.',
  },
  notFound: {
    sl: 'Teh obvestil ni mogoče najti.',
    en: 'These notifications could not be found.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: notificationMessage, error: notificationError } =
  localizedErrors(NOTIFICATION_MESSAGES);
