// The user's settings (issue #13 "Settings"; SPEC §7):
//   GET  /api/customer/settings          → SettingsResponse
//   POST /api/customer/settings/{name}   settingBody → SettingChangeResponse (X-CSRF-Token header)
// Values travel as 1 or 0 (SPEC §7 "{value 1 or 0}"): numbers only, the JSON the front end
// sends; a string '1' is a 400 (decision 026). The known names, kinds and defaults are
// packages/domain settings.ts. Settings are personal: always the token's user, never an id.
import { SETTING_NAMES } from '@gradnik/domain/settings';
import { z } from 'zod';

export const settingNameSchema = z.enum(SETTING_NAMES);

/** SPEC §7: 1 (on, consent given) or 0 (off, withdrawn). */
export const settingValueSchema = z.union([z.literal(0), z.literal(1)]);
export type SettingValue = z.infer<typeof settingValueSchema>;

/** POST /api/customer/settings/{name}: exactly `{ "value": 1 }` or `{ "value": 0 }`. */
export const settingBodySchema = z.object({ value: settingValueSchema }).strict();
export type SettingBody = z.infer<typeof settingBodySchema>;

/** One change, as the history shows it. */
export const settingChangeSchema = z.object({
  id: z.string(),
  name: settingNameSchema,
  /** The value set by this change. */
  value: settingValueSchema,
  /** ISO 8601 instant. */
  changedAt: z.string(),
  /** Whether a sales agent made it while impersonating the user (SPEC §6). */
  byAgent: z.boolean(),
  /** The agent's name (null: the user's own change, or the agent's account is gone). */
  agentName: z.string().nullable(),
});
export type SettingChange = z.infer<typeof settingChangeSchema>;

export const settingsSchema = z.object({
  /** The current value of every known setting (an exhaustive record: each name once). */
  values: z.record(settingNameSchema, settingValueSchema),
  /** The changes, newest first (at most SETTINGS_HISTORY_MAX of domain settings.ts). */
  history: z.array(settingChangeSchema),
});
export type Settings = z.infer<typeof settingsSchema>;

export const settingsResponseSchema = z.object({ data: settingsSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** The POST answer: the settings after the change, and what the change was. */
export const settingChangeResponseSchema = z.object({
  data: settingsSchema,
  meta: z.object({
    name: settingNameSchema,
    value: settingValueSchema,
    /** false: the setting already had this value, so no history row was added. */
    changed: z.boolean(),
  }),
});
export type SettingChangeResponse = z.infer<typeof settingChangeResponseSchema>;
