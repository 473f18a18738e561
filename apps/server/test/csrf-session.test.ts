// Issue #5 / decision 008: the Auth.js session carries the shop API's CSRF token (the page
// renders it into <meta name="csrf-token">), and that token opens the state-changing basket calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('CSRF token in the session (SPEC §7 Basket)', () => {
  it('is in the session and accepted by the basket API only with its own bearer token', async () => {
    const browser = new Browser(server.app);
    await browser.signIn('uprava@demo.si', 'demo1234');
    const session = await browser.session();
    const csrf = session?.csrfToken;
    const token = session?.accessToken;
    if (typeof csrf !== 'string' || typeof token !== 'string') throw new Error('no csrf token');
    expect(csrf.length).toBeGreaterThan(20);

    const emptied = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'DELETE',
        url: '/jsonapi/basket?id=default',
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
    expect((await emptied({ 'x-csrf-token': csrf })).statusCode).toBe(200);
    expect((await emptied({})).statusCode).toBe(403);

    // Another sign-in is another session: its token does not fit this one.
    const second = new Browser(server.app);
    await second.signIn('uprava@demo.si', 'demo1234');
    const otherCsrf = (await second.session())?.csrfToken;
    expect(typeof otherCsrf).toBe('string');
    expect(otherCsrf).not.toBe(csrf);
    expect((await emptied({ 'x-csrf-token': String(otherCsrf) })).statusCode).toBe(403);
  });
});
