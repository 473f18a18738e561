// lib/contract.ts (issue #11, decision 020 "No zod in the browser"): in development and tests
// every answer is parsed with its contract schema, so a wrong answer still fails a test; in
// production it is used as sent. And every schema it may name must leave values unchanged,
// because production skips the parse.
import { toJSONSchema } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basketDocument } from './basket-fixture';
import { asContract } from './contract';
import * as schemas from './contract-schemas';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('asContract', () => {
  it('parses with the contract schema in development and tests: a wrong answer fails', async () => {
    const basket = basketDocument('default', []);
    await expect(asContract('basketDocument', basket)).resolves.toEqual(basket);
    await expect(asContract('basketDocument', { ...basket, data: null })).rejects.toThrow();
    await expect(asContract('typeaheadResponse', { keywords: 'cement' })).rejects.toThrow();
  });

  it('takes the answer as sent in production (no zod in the browser)', async () => {
    vi.stubEnv('DEV', false);
    const wrong = { keywords: 'cement' };
    await expect(asContract('typeaheadResponse', wrong)).resolves.toBe(wrong);
  });

  // Unknown keys aside: parsing strips them and production keeps them, but the API never sends
  // any (decision 013: its answers must already be what the schema lets through).
  const withoutKeyRule = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (key, v: unknown) =>
      key === 'additionalProperties' ? undefined : v,
    );

  it.each(Object.keys(schemas))(
    '%s: no transform, default or coercion, so production may skip the parse',
    (name) => {
      const schema = schemas[name as keyof typeof schemas];
      const options = { unrepresentable: 'any', cycles: 'ref' } as const;
      expect(withoutKeyRule(toJSONSchema(schema, { ...options, io: 'output' }))).toEqual(
        withoutKeyRule(toJSONSchema(schema, { ...options, io: 'input' })),
      );
    },
  );
});
