// Tokens of an external OIDC provider (ARCHITECTURE.md "Sign-in"): verified through the
// provider's JWKS found by discovery, mapped to our user by ssoId, then e-mail.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocumentSchema } from '@gradnik/contracts/customer';
import { users } from '@gradnik/db/schema/identity';
import { bearer, body, DEMO, openTestDatabase, startApi, type TestDatabase } from './helpers.ts';

const AUDIENCE = 'gradnik-shop-oidc';
const KID = 'test-key-1';

let database: TestDatabase;
let app: FastifyInstance;
let server: Server;
let issuer: string;
let issuerKey: CryptoKey;
let strangerKey: CryptoKey;
let jwksRequests = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  issuerKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/realms/gradnik/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }));
    } else if (request.url === '/realms/gradnik/protocol/openid-connect/certs') {
      jwksRequests += 1;
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/gradnik`;

  database = await openTestDatabase();
  await database.db.update(users).set({ ssoId: 'kc-uprava-1' }).where(eq(users.email, DEMO.admin));
  app = await startApi(database.db, { env: { OIDC_ISSUER: issuer, OIDC_AUDIENCE: AUDIENCE } });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await new Promise((resolve) => server?.close(resolve));
});

interface TokenOptions {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  key?: CryptoKey;
  iss?: string;
  aud?: string;
  expiresIn?: string;
}

function providerToken(opts: TokenOptions) {
  return new SignJWT({
    ...(opts.email ? { email: opts.email } : {}),
    ...(opts.emailVerified !== undefined ? { email_verified: opts.emailVerified } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setSubject(opts.sub)
    .setIssuer(opts.iss ?? issuer)
    .setAudience(opts.aud ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? '5m')
    .sign(opts.key ?? issuerKey);
}

function customer(token: string) {
  return app.inject({
    method: 'GET',
    url: '/jsonapi/customer?include=partner',
    headers: bearer(token),
  });
}

describe('OIDC bearer tokens', () => {
  it('accepts a token of the issuer for the user whose ssoId is the subject', async () => {
    const response = await customer(await providerToken({ sub: 'kc-uprava-1' }));
    expect(response.statusCode, response.body).toBe(200);
    const doc = customerDocumentSchema.parse(response.json());
    expect(doc.data.attributes.email).toBe(DEMO.admin);
    expect(doc.data.attributes.ssoId).toBe('kc-uprava-1');
    expect(jwksRequests).toBe(1);
  });

  it('falls back to a verified e-mail for a user not yet linked to an SSO identity', async () => {
    const response = await customer(
      await providerToken({ sub: 'kc-new-subject', email: DEMO.employee, emailVerified: true }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(customerDocumentSchema.parse(response.json()).data.attributes.email).toBe(DEMO.employee);
  });

  it('does not match by an unverified e-mail, nor a user linked to another subject', async () => {
    const unverified = await customer(
      await providerToken({ sub: 'kc-other', email: DEMO.employee, emailVerified: false }),
    );
    expect(unverified.statusCode).toBe(401);
    const linkedElsewhere = await customer(
      await providerToken({ sub: 'kc-attacker', email: DEMO.admin }),
    );
    expect(linkedElsewhere.statusCode).toBe(401);
  });

  it('rejects a token signed by another key', async () => {
    const response = await customer(await providerToken({ sub: 'kc-uprava-1', key: strangerKey }));
    expect(response.statusCode).toBe(401);
    expect(body(response)).toMatchObject({ error: 'Authentication required' });
  });

  it('rejects another audience, another issuer and an expired token', async () => {
    expect(
      (await customer(await providerToken({ sub: 'kc-uprava-1', aud: 'account' }))).statusCode,
    ).toBe(401);
    expect(
      (
        await customer(
          await providerToken({ sub: 'kc-uprava-1', iss: 'http://127.0.0.1:1/realms/evil' }),
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await customer(await providerToken({ sub: 'kc-uprava-1', expiresIn: '-1m' }))).statusCode,
    ).toBe(401);
  });

  it('still accepts our own tokens next to the provider', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: DEMO.agent, password: 'demo1234' },
    });
    expect(login.statusCode).toBe(200);
    const response = await customer(login.json<{ access_token: string }>().access_token);
    expect(response.statusCode).toBe(200);
  });
});
