// The settings calls' paths (SPEC §7), for the loader and the browser alike. Not taken from
// packages/contracts, whose modules bring zod along (no zod in the browser, decision 020).
import type { SettingName } from '@gradnik/domain/settings';

export const SETTINGS_API_PATH = '/api/customer/settings';

export function settingPath(name: SettingName): string {
  return `${SETTINGS_API_PATH}/${encodeURIComponent(name)}`;
}
