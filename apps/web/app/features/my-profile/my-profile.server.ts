// "My profile" (issue #13) for the profile page's loader. Not built yet: null until it is.
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';

export type MyProfileData = null;

export function loadMyProfile(_api: ShopApi, _locale: Locale): Promise<MyProfileData> {
  return Promise.resolve(null);
}
