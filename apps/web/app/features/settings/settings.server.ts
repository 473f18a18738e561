// The user's settings (issue #13 "Settings"; SPEC §7 GET /api/customer/settings, contracts
// settings.ts) for the profile page's loader: current values and the change history.
import { settingsResponseSchema, type Settings } from '@gradnik/contracts/settings';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { fetchDocument, SessionRejectedError } from '../../lib/shop-document.server';
import { SETTINGS_API_PATH } from './settings-api';

/** null: the settings could not be loaded now (the section says so; the page still shows). */
export type SettingsData = Settings | null;

/** Throws SessionRejectedError on 401 (the loader sends the user to sign in). */
export async function loadSettings(api: ShopApi, locale: Locale): Promise<SettingsData> {
  try {
    const document = await fetchDocument(api, locale, SETTINGS_API_PATH, settingsResponseSchema);
    return document?.data ?? null;
  } catch (error) {
    if (error instanceof SessionRejectedError) throw error;
    // The rest of the profile page does not depend on the settings: it still shows.
    console.error('Loading the settings failed', error);
    return null;
  }
}
