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

  // Decision 043: uploads in the database unless FILE_STORAGE=s3 with a complete bucket.
  it('keeps files in the database by default and names what FILE_STORAGE=s3 misses', () => {
    const plain = loadApiConfig({ JWT_SECRET: SECRET });
    expect(plain.fileStorage).toBe('database');
    expect(plain.s3).toBeNull();
    let message = '';
    try {
      loadApiConfig({ JWT_SECRET: SECRET, FILE_STORAGE: 's3', S3_ACCESS_KEY_ID: 'AKIA0000' });
    } catch (error) {
      message = error instanceof ConfigError ? error.message : '';
    }
    expect(message).toContain('S3_BUCKET: required when FILE_STORAGE=s3');
    expect(message).toContain('S3_SECRET_ACCESS_KEY: required when FILE_STORAGE=s3');
    expect(message).not.toContain('S3_ACCESS_KEY_ID');
    expect(() => loadApiConfig({ JWT_SECRET: SECRET, FILE_STORAGE: 'disk' })).toThrow(
      /FILE_STORAGE/,
    );
    const bucket = {
      JWT_SECRET: SECRET,
      FILE_STORAGE: 's3',
      S3_BUCKET: 'gradnik',
      S3_ACCESS_KEY_ID: 'AKIA0000',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadApiConfig(bucket).s3).toEqual({
      bucket: 'gradnik',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIA0000',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const minio = loadApiConfig({ ...bucket, S3_ENDPOINT: 'http://minio:9000' });
    expect(minio.s3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(
      loadApiConfig({ ...bucket, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' })
        .s3?.forcePathStyle,
    ).toBe(false);
    expect(() => loadApiConfig({ ...bucket, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    // A bucket kept after switching back still needs its keys (its files are read from it).
    expect(() => loadApiConfig({ JWT_SECRET: SECRET, S3_BUCKET: 'gradnik' })).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_BUCKET is set/,
    );
  });
});
