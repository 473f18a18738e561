// The brief: "Secrets and stack traces never reach the browser or the logs". The servers' logger
// options write an error's type, code and message, never its stack.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorForLog } from '@gradnik/api/log-serializers';
import { apiLoggerOptions } from '@gradnik/api/app';
import { loadApiConfig } from '@gradnik/api/config';
import { LOG_OPTIONS } from '../src/server.ts';

/** A logger as Fastify makes it from the options, writing into `lines`. */
function capture(options: object): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: Fastify({ logger: { ...options, stream } }).log, lines };
}

class QueryFailed extends Error {
  code = '23505';
  detail = 'Key (email)=(ana@example.si) already exists.';
}

describe('errors in the logs', () => {
  it('keeps type, code, status and message, and drops the stack and extra fields', () => {
    const error = Object.assign(new QueryFailed('duplicate key', { cause: new TypeError('bad') }), {
      statusCode: 500,
    });
    expect(errorForLog(error)).toEqual({
      type: 'Error',
      message: 'duplicate key',
      stack: 'Error: duplicate key',
      code: '23505',
      statusCode: 500,
      cause: { type: 'TypeError', message: 'bad' },
    });
    expect(errorForLog('plain')).toEqual({ type: 'string', message: 'plain', stack: 'plain' });
  });

  it.each([
    ['the combined server', LOG_OPTIONS],
    [
      'the API alone',
      apiLoggerOptions(loadApiConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) })) as object,
    ],
  ])('%s logs an unhandled error without its stack', (_name, options) => {
    const { log, lines } = capture(options);
    const error = new Error('database unreachable');
    log.error({ err: error }, 'unhandled error');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(line.err).toEqual({
      type: 'Error',
      message: 'database unreachable',
      stack: 'Error: database unreachable',
    });
    expect(lines[0]).not.toContain('log-serializers.test.ts');
    expect(error.stack).toContain('log-serializers.test.ts');
  });
});
