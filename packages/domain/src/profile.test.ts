import { describe, expect, it } from 'vitest';
import {
  isPhoneNumber,
  PROFILE_LIMITS,
  profileMessage,
  validateProfileChange,
  websiteHref,
} from './profile.ts';

const TODAY = '2026-03-15';

function errorsOf(input: Record<string, unknown>) {
  const result = validateProfileChange(input, TODAY);
  if (result.ok) throw new Error('expected errors');
  return result.errors.map((e) => [e.field, e.key]);
}

describe('validateProfileChange', () => {
  it('accepts every editable field, trimmed, blanks as null, postal as digits', () => {
    const result = validateProfileChange(
      {
        salutation: ' ga. ',
        title: 'univ. dipl. inž.',
        firstname: ' Ana ',
        lastname: 'Novak',
        telephone: '+386 1 234 56 78',
        mobile: '041/123-456',
        telefax: '',
        website: 'www.novak.si',
        birthday: '1980-02-29',
        address1: 'Dunajska 1',
        address2: null,
        address3: '   ',
        postal: '1000',
        city: 'Ljubljana',
        languageid: 'en',
      },
      TODAY,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        salutation: 'ga.',
        title: 'univ. dipl. inž.',
        firstname: 'Ana',
        lastname: 'Novak',
        telephone: '+386 1 234 56 78',
        mobile: '041/123-456',
        telefax: null,
        website: 'www.novak.si',
        birthday: '1980-02-29',
        address1: 'Dunajska 1',
        address2: null,
        address3: null,
        postal: '1000',
        city: 'Ljubljana',
        languageid: 'en',
      },
    });
  });

  it('changes only the fields sent', () => {
    expect(validateProfileChange({ city: 'Maribor' }, TODAY)).toEqual({
      ok: true,
      value: { city: 'Maribor' },
    });
  });

  it('requires names and language to stay non-empty', () => {
    expect(errorsOf({ firstname: ' ', lastname: null, languageid: '' })).toEqual([
      ['firstname', 'profile.required'],
      ['lastname', 'profile.required'],
      ['languageid', 'profile.required'],
    ]);
  });

  it('checks the postal code range of SPEC §9', () => {
    expect(errorsOf({ postal: '999' })).toEqual([['postal', 'profile.invalidPostal']]);
    expect(errorsOf({ postal: '10000' })).toEqual([['postal', 'profile.invalidPostal']]);
    expect(errorsOf({ postal: '1 000' })).toEqual([['postal', 'profile.invalidPostal']]);
    expect(validateProfileChange({ postal: '9999' }, TODAY).ok).toBe(true);
  });

  it('checks phone characters and digits', () => {
    expect(errorsOf({ telephone: '01 234 abc' })).toEqual([['telephone', 'profile.invalidPhone']]);
    expect(errorsOf({ mobile: '12-34' })).toEqual([['mobile', 'profile.invalidPhone']]);
    expect(errorsOf({ telefax: '01 + 234 567' })).toEqual([['telefax', 'profile.invalidPhone']]);
    expect(isPhoneNumber('(01) 234.56.78')).toBe(true);
  });

  it('accepts only http(s) website addresses with a host', () => {
    expect(errorsOf({ website: 'javascript:alert(1)' })).toEqual([
      ['website', 'profile.invalidWebsite'],
    ]);
    expect(errorsOf({ website: 'ni naslov' })).toEqual([['website', 'profile.invalidWebsite']]);
    expect(errorsOf({ website: 'localhost' })).toEqual([['website', 'profile.invalidWebsite']]);
    expect(websiteHref('www.novak.si')).toBe('https://www.novak.si/');
    expect(websiteHref('http://novak.si/o-nas')).toBe('http://novak.si/o-nas');
  });

  it('wants a real birthday in the past', () => {
    expect(errorsOf({ birthday: '1981-02-29' })).toEqual([['birthday', 'profile.invalidBirthday']]);
    expect(errorsOf({ birthday: '15. 3. 1980' })).toEqual([
      ['birthday', 'profile.invalidBirthday'],
    ]);
    expect(errorsOf({ birthday: '1850-01-01' })).toEqual([['birthday', 'profile.invalidBirthday']]);
    expect(errorsOf({ birthday: TODAY })).toEqual([['birthday', 'profile.futureBirthday']]);
    expect(validateProfileChange({ birthday: '2026-03-14' }, TODAY).ok).toBe(true);
  });

  it('limits lengths and names the limit', () => {
    const result = validateProfileChange({ city: 'x'.repeat(PROFILE_LIMITS.city + 1) }, TODAY);
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'city', key: 'profile.tooLong', max: PROFILE_LIMITS.city }],
    });
    if (!result.ok) {
      expect(profileMessage(result.errors[0]!, 'sl')).toBe('Vnesite največ 100 znakov.');
      expect(profileMessage(result.errors[0]!, 'en')).toBe('Enter at most 100 characters.');
    }
  });

  it('rejects read-only, unknown, non-text fields and an empty change', () => {
    expect(errorsOf({ email: 'x@y.si', group: {}, status: 0, favourite: 1, city: 5 })).toEqual([
      ['email', 'profile.readOnly'],
      ['group', 'profile.readOnly'],
      ['status', 'profile.readOnly'],
      ['favourite', 'profile.unknownField'],
      ['city', 'profile.notText'],
    ]);
    expect(errorsOf({ languageid: 'de' })).toEqual([['languageid', 'profile.invalidLanguage']]);
    expect(errorsOf({})).toEqual([['attributes', 'profile.nothingToChange']]);
    expect(profileMessage({ field: 'email', key: 'profile.readOnly' }, 'sl')).toBe(
      'Polja »email« tukaj ni mogoče spremeniti.',
    );
  });
});
