// The user's settings (issue #13) for the profile page's loader. Not built yet: null until it is.
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';

export type SettingsData = null;

export function loadSettings(_api: ShopApi, _locale: Locale): Promise<SettingsData> {
  return Promise.resolve(null);
}
