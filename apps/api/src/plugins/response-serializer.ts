// How the shop API turns a handler's answer into JSON (decision 013). In development and test
// every response is encoded through its zod schema, as fastify-type-provider-zod does, AND must
// already be exactly what the schema lets through: no key the schema would strip, no value it
// would change. That is the promise production relies on, where the answer is written with plain
// JSON.stringify (issue #3: zod's encode of every in-process API response cost ~1 ms of the
// server-rendered category page's CPU).
import { isDeepStrictEqual } from 'node:util';
import { createSerializerCompiler } from 'fastify-type-provider-zod';

export type ResponseSerializerMode = 'validate' | 'plain';

/** Production writes plainly; development and test validate (decision 013). */
export function responseSerializerMode(
  nodeEnv: 'development' | 'production' | 'test',
): ResponseSerializerMode {
  return nodeEnv === 'production' ? 'plain' : 'validate';
}

const plainJson = (data: unknown) => JSON.stringify(data);
const validating = createSerializerCompiler({});
type ZodSerializerCompiler = typeof validating;

/** JSON the way a client sees it: dates as strings, undefined keys gone. */
const asJson = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
};

export function responseSerializerCompiler(mode: ResponseSerializerMode): ZodSerializerCompiler {
  if (mode === 'plain') return () => plainJson;
  return (route) => {
    const encode = validating(route);
    return (data) => {
      const text = encode(data);
      // Plain JSON.stringify in production must send the same document.
      if (!isDeepStrictEqual(asJson(data), JSON.parse(text))) {
        throw new Error(
          `${route.method} ${route.url}: the response has keys or values its schema strips or ` +
            'changes; production writes it unchanged (decision 013), so return only what the schema declares',
        );
      }
      return text;
    };
  };
}
