import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('demo1234')).not.toBe(await hashPassword('demo1234'));
  });

  it('is deterministic with a fixed salt (seed data only)', async () => {
    const salt = new Uint8Array(16).fill(7);
    expect(await hashPassword('demo1234', { salt })).toBe(await hashPassword('demo1234', { salt }));
  });

  it('treats malformed or hostile hashes as a mismatch', async () => {
    expect(await verifyPassword('demo1234', 'plain-text')).toBe(false);
    expect(await verifyPassword('demo1234', 'scrypt$16384$8$1$$')).toBe(false);
    // N far too large (memory exhaustion) or not a power of two.
    expect(
      await verifyPassword('demo1234', 'scrypt$1073741824$8$1$c2FsdA==$' + 'A'.repeat(44)),
    ).toBe(false);
    expect(await verifyPassword('demo1234', 'scrypt$1000$8$1$c2FsdA==$' + 'A'.repeat(44))).toBe(
      false,
    );
  });

  it('asks for a rehash of weaker hashes only', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash('scrypt$1024$8$1$c2FsdA==$' + 'A'.repeat(44))).toBe(true);
  });
});
