import { describe, expect, it } from 'vitest';
import { ljubljanaDateTimeParts } from './format.ts';
import {
  currentSettings,
  isSettingName,
  propertyAsBoolean,
  propertyText,
  SETTING_NAMES,
  SETTINGS,
  settingDefinition,
  settingsOfKind,
} from './settings.ts';

describe('the known settings (issue #13)', () => {
  it('lists every name once, consent first, with newsletter consent kept as SPEC §3 property', () => {
    expect(SETTINGS.map((s) => s.name)).toEqual([...SETTING_NAMES]);
    expect(new Set(SETTING_NAMES).size).toBe(SETTING_NAMES.length);
    expect(SETTINGS[0]).toEqual({
      name: 'newsletterConsent',
      kind: 'consent',
      defaultValue: false,
      property: 'newsletterConsent',
    });
    expect(settingsOfKind('consent').map((s) => s.name)).toEqual(['newsletterConsent']);
    expect(settingsOfKind('notification').map((s) => s.name)).toEqual([
      'notifyOrderStatus',
      'notifyDocuments',
      'notifyOffers',
      'notifyComplaints',
    ]);
  });

  it('has consents off and notifications on by default (decision 026)', () => {
    for (const setting of SETTINGS) {
      expect(setting.defaultValue, setting.name).toBe(setting.kind === 'notification');
    }
  });

  it('knows its names and nothing else', () => {
    expect(isSettingName('notifyOffers')).toBe(true);
    expect(isSettingName('NotifyOffers')).toBe(false);
    expect(isSettingName('toString')).toBe(false);
    expect(isSettingName('__proto__')).toBe(false);
    expect(isSettingName(1)).toBe(false);
    expect(settingDefinition('notifyDocuments').kind).toBe('notification');
  });
});

describe('currentSettings', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(currentSettings([])).toEqual({
      newsletterConsent: false,
      notifyOrderStatus: true,
      notifyDocuments: true,
      notifyOffers: true,
      notifyComplaints: true,
    });
  });

  it('takes stored values, ignoring names no longer known', () => {
    const values = currentSettings([
      { name: 'newsletterConsent', value: true },
      { name: 'notifyOffers', value: false },
      { name: 'retired', value: true },
    ]);
    expect(values.newsletterConsent).toBe(true);
    expect(values.notifyOffers).toBe(false);
    expect(values.notifyComplaints).toBe(true);
    expect(Object.keys(values)).toEqual([...SETTING_NAMES]);
  });

  it('falls back on the user property before the default; a stored value wins over it', () => {
    const property = [{ type: 'newsletterConsent', value: '1' }];
    expect(currentSettings([], property).newsletterConsent).toBe(true);
    expect(currentSettings([{ name: 'newsletterConsent', value: false }], property)).toMatchObject({
      newsletterConsent: false,
    });
    expect(
      currentSettings([], [{ type: 'newsletterConsent', value: 'yes' }]).newsletterConsent,
    ).toBe(false);
  });

  it('writes and reads the property as 1 / 0', () => {
    expect(propertyText(true)).toBe('1');
    expect(propertyText(false)).toBe('0');
    expect(propertyAsBoolean('1')).toBe(true);
    expect(propertyAsBoolean('0')).toBe(false);
    expect(propertyAsBoolean(null)).toBeNull();
    // As the demo data writes it.
    expect(propertyAsBoolean('true')).toBe(true);
    expect(propertyAsBoolean('false')).toBe(false);
    expect(propertyAsBoolean('')).toBeNull();
  });
});

describe('ljubljanaDateTimeParts', () => {
  it('shows Ljubljana time as DD. MM. YYYY and HH:MM, winter and summer', () => {
    expect(ljubljanaDateTimeParts('2026-11-24T13:05:00Z')).toEqual({
      date: '24. 11. 2026',
      time: '14:05',
    });
    expect(ljubljanaDateTimeParts(new Date('2026-07-01T22:30:00Z'))).toEqual({
      date: '02. 07. 2026',
      time: '00:30',
    });
  });
});
