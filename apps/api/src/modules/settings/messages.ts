// User-facing texts of the settings calls, in both languages (issue #13; issue #5: every 4xx has
// a clear message in the request's language).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const SETTINGS_MESSAGES = {
  agentHasNoSettings: {
    sl: 'Zastopnik nima svojih nastavitev. Nastavitve uporabnika urejate med njegovim prevzemom.',
    en: 'An agent has no settings of their own. Impersonate a user to change theirs.',
  },
  unknownSetting: {
    sl: 'Nastavitev s tem imenom ne obstaja.',
    en: 'There is no setting with this name.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: settingsMessage, error: settingsError } =
  localizedErrors(SETTINGS_MESSAGES);
