// The company profile (issue #13) for the profile page's loader. Not built yet: null until it is.
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';

export type CompanyProfileData = null;

export function loadCompanyProfile(_api: ShopApi, _locale: Locale): Promise<CompanyProfileData> {
  return Promise.resolve(null);
}
