// The API's environment (STYLE.md practice 7): parsed once, a bad variable is named.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadApiConfig } from '../src/config.ts';

const SECRET = 's'.repeat(32);

describe('loadApiConfig', () => {
  it('applies the defaults', () => {
    const config = loadApiConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      databaseUrl: undefined,
      dataDir: './data',
      jwtSecret: SECRET,
      jwtSecretGenerated: false,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
      brandCode: 'gradnik',
      loginMaxFailures: 5,
      loginLockSeconds: 300,
      apiPort: 3001,
    });
  });

  it('reads numbers and treats empty values as unset', () => {
    const config = loadApiConfig({
      JWT_SECRET: SECRET,
      ACCESS_TOKEN_TTL_SECONDS: '60',
      DATABASE_URL: '',
    });
    expect(config.accessTokenTtlSeconds).toBe(60);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names a short JWT_SECRET', () => {
    expect(() => loadApiConfig({ JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
  });

  it('requires JWT_SECRET in production and makes one up elsewhere', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadApiConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const dev = loadApiConfig({ NODE_ENV: 'development' });
    expect(dev.jwtSecretGenerated).toBe(true);
    expect(dev.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('names every bad variable', () => {
    let message = '';
    try {
      loadApiConfig({
        JWT_SECRET: SECRET,
        LOGIN_MAX_FAILURES: 'many',
        OIDC_ISSUER: 'not a url',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      message = error instanceof ConfigError ? error.message : '';
    }
    for (const name of ['LOGIN_MAX_FAILURES', 'OIDC_ISSUER', 'LOG_LEVEL'])
      expect(message).toContain(`${name}:`);
    expect(message).not.toContain('JWT_SECRET');
  });
});
