import { describe, expect, it } from 'vitest';
import { ShopApiError } from '../../lib/basket-client';
import { errorsFromFailure, hasErrors, validateNewPassword } from './reset-password-state';

describe('reset password form rules (issue #13)', () => {
  it('accepts a long enough password typed twice', () => {
    expect(validateNewPassword('Gradnik-2026!', 'Gradnik-2026!')).toEqual({});
    expect(hasErrors(validateNewPassword('Gradnik-2026!', 'Gradnik-2026!'))).toBe(false);
  });

  it('asks for ten characters and for the same password twice', () => {
    expect(validateNewPassword('kratko', 'kratko')).toEqual({
      password: { key: 'passwordReset.error.too_short', vars: { min: 10, max: 200 } },
    });
    expect(validateNewPassword('Gradnik-2026!', '')).toEqual({
      repeat: { key: 'passwordReset.error.repeatMissing' },
    });
    expect(validateNewPassword('Gradnik-2026!', 'Gradnik-2026?')).toEqual({
      repeat: { key: 'passwordReset.error.mismatch' },
    });
  });

  it('turns the API’s answers into the form’s errors', () => {
    expect(errorsFromFailure(new ShopApiError(400, ['x'], 'invalid_link'))).toEqual({
      form: { key: 'passwordReset.error.invalidLink' },
      linkDead: true,
    });
    expect(
      errorsFromFailure(
        new ShopApiError(
          400,
          ['Geslo ne sme biti enako vašemu e-poštnemu naslovu.'],
          'weak_password',
        ),
      ),
    ).toEqual({ password: { text: 'Geslo ne sme biti enako vašemu e-poštnemu naslovu.' } });
    expect(errorsFromFailure(new ShopApiError(429, ['x'], 'rate_limited'))).toEqual({
      form: { key: 'passwordReset.error.rateLimited' },
    });
    expect(errorsFromFailure(new ShopApiError(500, []))).toEqual({
      form: { key: 'passwordReset.error.failed' },
    });
    expect(errorsFromFailure(new TypeError('offline'))).toEqual({
      form: { key: 'passwordReset.error.failed' },
    });
  });
});
