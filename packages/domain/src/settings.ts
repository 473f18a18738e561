// The user's settings (issue #13 "Settings"; SPEC §7 GET /api/customer/settings, POST
// /api/customer/settings/{name} {value 1 or 0}): the ONE list of known settings, their kind and
// default, used by the API (validation, defaults, history) and the web (order, grouping, texts).
//
// Two kinds (docs/decisions/026-settings-and-consent-history.md):
// - consent: the newsletter consent, SPEC §3's user property `newsletterConsent`. Opt-in, so
//   off until the user gives it (GDPR Art. 7: consent is given, never presumed).
// - notification: which e-mails the shop sends about the user's own business (order status,
//   new documents, offers on inquiries, complaints). They are service messages the user
//   expects, so on by default; each can be switched off.
// Every change is kept with its time and the acting agent, so the user can see when a consent
// was given or withdrawn (issue #13; GDPR Art. 7(1)).

export const SETTING_KINDS = ['consent', 'notification'] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

/** The setting names as they appear in the path of POST /api/customer/settings/{name}. */
export const SETTING_NAMES = [
  'newsletterConsent',
  'notifyOrderStatus',
  'notifyDocuments',
  'notifyOffers',
  'notifyComplaints',
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

export interface SettingDefinition {
  readonly name: SettingName;
  readonly kind: SettingKind;
  /** The value while the user has never changed it. */
  readonly defaultValue: boolean;
  /** The SPEC §3 user property kept in step with the setting ('1' / '0'), if any. */
  readonly property: string | null;
}

/** In display order: consent first, then the notifications (issue #13). */
export const SETTINGS: readonly SettingDefinition[] = [
  {
    name: 'newsletterConsent',
    kind: 'consent',
    defaultValue: false,
    property: 'newsletterConsent',
  },
  { name: 'notifyOrderStatus', kind: 'notification', defaultValue: true, property: null },
  { name: 'notifyDocuments', kind: 'notification', defaultValue: true, property: null },
  { name: 'notifyOffers', kind: 'notification', defaultValue: true, property: null },
  { name: 'notifyComplaints', kind: 'notification', defaultValue: true, property: null },
];

/** The newest changes shown with the settings; older ones stay stored (decision 026). */
export const SETTINGS_HISTORY_MAX = 100;

const BY_NAME = new Map<string, SettingDefinition>(SETTINGS.map((s) => [s.name, s]));

export function isSettingName(value: unknown): value is SettingName {
  return typeof value === 'string' && BY_NAME.has(value);
}

export function settingDefinition(name: SettingName): SettingDefinition {
  const definition = BY_NAME.get(name);
  if (!definition) throw new Error(`Unknown setting ${name}`);
  return definition;
}

export type SettingValues = Record<SettingName, boolean>;

/**
 * A SPEC §3 user property's text as a boolean (null: no value). We write '1' / '0'; 'true' /
 * 'false' are read too, as the demo data (packages/db seed) and older imports have them.
 */
export function propertyAsBoolean(value: string | null | undefined): boolean | null {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

/** The user property's text for a setting's value (SPEC §7 speaks of 1 or 0). */
export function propertyText(value: boolean): '1' | '0' {
  return value ? '1' : '0';
}

/**
 * The current value of every known setting: the stored one, else the user property it is kept
 * in step with (e.g. set by an import before the user ever opened the settings), else the
 * default. Stored rows of names no longer known are ignored.
 */
export function currentSettings(
  stored: ReadonlyArray<{ name: string; value: boolean }>,
  properties: ReadonlyArray<{ type: string; value: string | null }> = [],
): SettingValues {
  const values = new Map(stored.map((row) => [row.name, row.value]));
  const props = new Map(properties.map((p) => [p.type, propertyAsBoolean(p.value)]));
  const result = {} as SettingValues;
  for (const setting of SETTINGS) {
    const fromProperty = setting.property ? props.get(setting.property) : null;
    result[setting.name] = values.get(setting.name) ?? fromProperty ?? setting.defaultValue;
  }
  return result;
}

/** SETTINGS of one kind, in display order. */
export function settingsOfKind(kind: SettingKind): SettingDefinition[] {
  return SETTINGS.filter((s) => s.kind === kind);
}
