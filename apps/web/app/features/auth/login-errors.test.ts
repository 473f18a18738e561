import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './login-errors';

describe('login error messages (SPEC §8)', () => {
  it('maps the failure codes of the password grant', () => {
    expect(loginErrorMessage('CredentialsSignin', 'invalid_credentials')).toBe(
      'login.error.invalid_credentials',
    );
    expect(loginErrorMessage('CredentialsSignin', 'rate_limited')).toBe('login.error.rate_limited');
    expect(loginErrorMessage('CredentialsSignin', 'account_disabled')).toBe(
      'login.error.account_disabled',
    );
  });

  it('reads an unknown or missing code as wrong credentials', () => {
    expect(loginErrorMessage('CredentialsSignin', 'credentials')).toBe(
      'login.error.invalid_credentials',
    );
    expect(loginErrorMessage('CredentialsSignin', null)).toBe('login.error.invalid_credentials');
    expect(loginErrorMessage('CredentialsSignin', 'toString')).toBe(
      'login.error.invalid_credentials',
    );
  });

  it('knows an expired session and falls back to a generic message', () => {
    expect(loginErrorMessage('SessionExpired', null)).toBe('login.error.session_expired');
    expect(loginErrorMessage('MissingCSRF', null)).toBe('login.error.generic');
  });

  it('shows nothing without an error', () => {
    expect(loginErrorMessage(null, 'rate_limited')).toBeNull();
  });
});
