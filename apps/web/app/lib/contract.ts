// The one place the browser takes a shop API answer (or a body it sends) as its contract type
// (issue #11, docs/decisions/020-page-weight.md "No zod in the browser").
//
// The contract is packages/contracts' zod schema, ONE for both sides. The API guarantees it:
// in development and test every response is encoded through its schema and fails when the
// handler's answer differs from what the schema lets through (decision 013), so what reaches
// the browser is already in the schema's final form. Here, in development and tests
// (`import.meta.env.DEV`, also true under vitest), the value is parsed with the same schema,
// so a wrong answer still fails a test or shows in the console; in production the value is
// taken as it is, and Vite removes the dynamic import with the dead branch, so no zod (and no
// schema module) reaches the browser's JavaScript.
//
// Only schemas whose output equals their input may be named (no transform, default or
// coercion): production skips the parse, so a transform would never run there.
// ./contract.test.ts checks every schema of ./contract-schemas.ts for that.
import type { z } from 'zod';
import type * as Schemas from './contract-schemas';

export type ContractName = keyof typeof Schemas;
export type ContractValue<K extends ContractName> = z.output<(typeof Schemas)[K]>;

/** `value` as contract `name`'s type; checked against the schema in development and tests. */
export async function asContract<K extends ContractName>(
  name: K,
  value: unknown,
): Promise<ContractValue<K>> {
  if (import.meta.env.DEV) {
    if (typeof document !== 'undefined') {
      // zod compiles object parsers with `new Function` unless jitless, and probes for it while
      // the first schemas are built: under the page's CSP (no 'unsafe-eval', decision 017) that
      // probe is a reported violation. Set before the schemas load; browsers in development only.
      // The very object zod keeps as its global config (zod/v4/core), so mutated, not replaced.
      const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
      (holder.__zod_globalConfig ??= {}).jitless = true;
    }
    const schemas = await import('./contract-schemas');
    return schemas[name].parse(value) as ContractValue<K>;
  }
  return value as ContractValue<K>;
}
