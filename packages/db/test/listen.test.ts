// The one LISTEN connection per listener (listen.ts, issue #16): its PostgreSQL state machine
// with a fake pg client (two channels on one client, each notification to its own subscriber,
// a lost connection takes every subscriber down, a reconnect LISTENs on every channel and proves
// each before any is up), and the real thing on PGlite, or on PostgreSQL with TEST_DATABASE_URL
// (one connection in pg_stat_activity for two channels, terminated and back).
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../src/connection.ts';
import {
  createListener,
  createPostgresListener,
  LISTEN_APPLICATION_NAME,
  type ChannelHandlers,
  type ListenClient,
} from '../src/listen.ts';
import { createTestDatabase } from '../src/testing.ts';

/** A pg.Client stand-in: connects, LISTENs, and delivers what the pool "sends" while alive. */
class FakeClient extends EventEmitter implements ListenClient {
  ended = 0;
  readonly queries: string[] = [];
  /** The channels LISTENed on this client. */
  readonly channels = new Set<string>();
  constructor(private readonly failConnect: boolean) {
    super();
  }
  connect() {
    return this.failConnect ? Promise.reject(new Error('refused')) : Promise.resolve();
  }
  query(text: string) {
    this.queries.push(text);
    for (const m of text.matchAll(/LISTEN (\w+)/g)) this.channels.add(m[1]!);
    return Promise.resolve();
  }
  end() {
    this.ended += 1;
    return Promise.resolve();
  }
  notify(channel: string, payload: string) {
    this.emit('notification', { channel, payload });
  }
}

/** Handlers that log what they are told, as `<name>:up`, `<name>:down`, `<name>:<payload>`. */
function recorder(log: string[], name: string): ChannelHandlers {
  return {
    message: (payload) => log.push(`${name}:${payload}`),
    up: () => log.push(`${name}:up`),
    down: () => log.push(`${name}:down`),
  };
}

describe('the LISTEN connection (PostgreSQL state machine, fake client)', () => {
  function setup(opts: { failFirst?: boolean; heartbeatMs?: number } = {}) {
    const clients: FakeClient[] = [];
    const log: string[] = [];
    /** Probes sent, as `<channel>` each. */
    const probed: string[] = [];
    let deliver = true;
    /** Channels whose probes never come back (a LISTEN that does not deliver). */
    const deaf = new Set<string>();
    const listener = createPostgresListener(
      () => {
        const client = new FakeClient(opts.failFirst === true && clients.length === 0);
        clients.push(client);
        return client;
      },
      (channel, payload) => {
        probed.push(channel);
        const client = clients.at(-1);
        // Delivered only on a channel the live client LISTENs on, as PostgreSQL would.
        if (
          deliver &&
          !deaf.has(channel) &&
          client &&
          !client.ended &&
          client.channels.has(channel)
        )
          setImmediate(() => client.notify(channel, payload));
        return Promise.resolve();
      },
      { retryDelaysMs: [5], heartbeatMs: opts.heartbeatMs ?? 60_000, probeTimeoutMs: 50 },
    );
    return {
      listener,
      clients,
      log,
      probed,
      deaf,
      setDeliver: (on: boolean) => {
        deliver = on;
      },
    };
  }

  it('serves two channels on one connection, each notification to its own subscriber', async () => {
    const t = setup();
    const a = await t.listener.subscribe('chan_a', recorder(t.log, 'a'));
    expect(t.log).toEqual(['a:up']);
    const b = await t.listener.subscribe('chan_b', recorder(t.log, 'b'));
    expect(t.log).toEqual(['a:up', 'b:up']);
    expect(t.clients).toHaveLength(1);
    expect([...t.clients[0]!.channels]).toEqual(['chan_a', 'chan_b']);
    expect(a.listening && b.listening).toBe(true);

    t.clients[0]!.notify('chan_a', '12');
    t.clients[0]!.notify('chan_b', 'user:3');
    t.clients[0]!.notify('chan_a', 'probe:x:1');
    t.clients[0]!.notify('other', '13');
    expect(t.log.slice(2)).toEqual(['a:12', 'b:user:3']);

    // sync proves the subscriber's own channel.
    t.probed.length = 0;
    await b.sync();
    expect(t.probed).toEqual(['chan_b']);

    // A closed subscription hears nothing more; the other one still does.
    await a.close();
    expect(a.listening).toBe(false);
    t.clients[0]!.notify('chan_a', '14');
    t.clients[0]!.notify('chan_b', '15');
    expect(t.log.slice(4)).toEqual(['b:15']);

    await t.listener.close();
    await t.listener.close();
    expect(t.clients[0]!.ended).toBe(1);
    expect(b.listening).toBe(false);
    expect(t.log.filter((e) => e.endsWith(':down'))).toEqual([]);
  });

  it('a lost connection takes both down; the new one LISTENs on both before either is up', async () => {
    const t = setup();
    /** What the newest connection had LISTENed and proved when a subscriber was told `up`. */
    const atUp: string[] = [];
    const seen = (name: string): ChannelHandlers => ({
      ...recorder(t.log, name),
      up: () => {
        const client = t.clients.at(-1)!;
        atUp.push(
          `${name}:${[...client.channels].join(',')}|${[...new Set(t.probed)].sort().join(',')}`,
        );
        t.log.push(`${name}:up`);
      },
    });
    await t.listener.subscribe('chan_a', seen('a'));
    await t.listener.subscribe('chan_b', seen('b'));
    t.log.length = 0;
    atUp.length = 0;
    t.probed.length = 0;
    t.clients[0]!.emit('error', new Error('terminating connection due to administrator command'));
    expect(t.log).toEqual(['a:down', 'b:down']);
    expect(t.clients[0]!.ended).toBe(1);

    await vi.waitFor(() => expect(t.log).toEqual(['a:down', 'b:down', 'a:up', 'b:up']));
    expect(atUp).toEqual(['a:chan_a,chan_b|chan_a,chan_b', 'b:chan_a,chan_b|chan_a,chan_b']);
    expect(t.clients).toHaveLength(2);
    // One LISTEN statement for both channels on the new connection.
    expect(t.clients[1]!.queries).toEqual(['LISTEN chan_a; LISTEN chan_b']);

    // The old connection's late events change nothing; the new one delivers on both.
    t.clients[0]!.emit('end');
    t.clients[0]!.notify('chan_a', '1');
    t.clients[1]!.notify('chan_a', '2');
    t.clients[1]!.notify('chan_b', '3');
    expect(t.log.slice(4)).toEqual(['a:2', 'b:3']);
    await t.listener.close();
  });

  it('tells no one up while the reconnect cannot prove one of the channels', async () => {
    const t = setup();
    await t.listener.subscribe('chan_a', recorder(t.log, 'a'));
    await t.listener.subscribe('chan_b', recorder(t.log, 'b'));
    t.log.length = 0;
    t.deaf.add('chan_b');
    t.clients[0]!.emit('end');
    await vi.waitFor(() => expect(t.clients.length).toBeGreaterThan(3));
    expect(t.log.filter((e) => e.endsWith(':up'))).toEqual([]);
    expect(t.log.slice(0, 4)).toEqual(['a:down', 'b:down', 'a:down', 'b:down']);
    t.deaf.delete('chan_b');
    await vi.waitFor(() => expect(t.log.slice(-2)).toEqual(['a:up', 'b:up']));
    await t.listener.close();
  });

  it('retries a refused first connection; a subscription during the retry waits for it', async () => {
    const t = setup({ failFirst: true });
    const a = await t.listener.subscribe('chan_a', recorder(t.log, 'a'));
    expect(t.log).toEqual(['a:down']);
    expect(a.listening).toBe(false);
    await expect(a.sync()).rejects.toThrow();
    const b = await t.listener.subscribe('chan_b', recorder(t.log, 'b'));
    expect(b.listening).toBe(false);
    await vi.waitFor(() => expect(t.log).toEqual(['a:down', 'a:up', 'b:up']));
    expect(t.clients).toHaveLength(2);
    expect([...t.clients[1]!.channels]).toEqual(['chan_a', 'chan_b']);
    await t.listener.close();
  });

  it('goes down when a heartbeat probe is lost (a silently dead connection)', async () => {
    const t = setup({ heartbeatMs: 10 });
    await t.listener.subscribe('chan_a', recorder(t.log, 'a'));
    const b = await t.listener.subscribe('chan_b', recorder(t.log, 'b'));
    t.setDeliver(false);
    await vi.waitFor(() => expect(t.log).toEqual(['a:up', 'b:up', 'a:down', 'b:down']));
    expect(b.listening).toBe(false);
    await expect(b.sync()).rejects.toThrow();
    // Each new connection's probes are lost too: down again, never up.
    await vi.waitFor(() => expect(t.clients.length).toBeGreaterThan(2));
    expect(t.log.filter((e) => e.endsWith(':up'))).toHaveLength(2);
    t.setDeliver(true);
    await vi.waitFor(() => expect(t.log.slice(-2)).toEqual(['a:up', 'b:up']));
    await t.listener.close();
    expect(t.clients.every((c) => c.ended === 1)).toBe(true);
  });

  it('rejects a channel name that is not a plain identifier', async () => {
    const t = setup();
    await expect(t.listener.subscribe('x; drop table y', recorder(t.log, 'x'))).rejects.toThrow(
      /bad channel name/,
    );
    expect(t.clients).toHaveLength(0);
    await t.listener.close();
  });
});

describe('one listener on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  let handle: DatabaseHandle;
  let db: Database;

  /** This database's listening connections of the given application_name. */
  async function connections(name = LISTEN_APPLICATION_NAME): Promise<number> {
    const result = (await db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = ${name}`)) as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  }

  async function notify(channel: string, payload: string) {
    await db.execute(sql`select pg_notify(${channel}, ${payload})`);
  }

  beforeAll(async () => {
    handle = await createTestDatabase({ empty: true });
    db = handle.db;
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('hears two channels, each notification reaching only its subscriber', async () => {
    const listener = createListener(db);
    const log: string[] = [];
    try {
      const a = await listener.subscribe('listen_test_a', recorder(log, 'a'));
      const b = await listener.subscribe('listen_test_b', recorder(log, 'b'));
      expect(log).toEqual(['a:up', 'b:up']);
      if (onPostgres) expect(await connections()).toBe(1);
      await notify('listen_test_a', '1');
      await notify('listen_test_b', '2');
      await notify('listen_test_c', '3');
      await a.sync();
      await b.sync();
      expect(log.slice(2)).toEqual(['a:1', 'b:2']);
    } finally {
      await listener.close();
    }
    if (onPostgres) await vi.waitFor(() => expect(connections()).resolves.toBe(0));
  });

  it.runIf(onPostgres)(
    'takes both down when its one connection is terminated, and re-subscribes both',
    async () => {
      const listener = createListener(db, { applicationName: 'gradnik-listen-test' });
      const log: string[] = [];
      try {
        const a = await listener.subscribe('listen_test_a', recorder(log, 'a'));
        const b = await listener.subscribe('listen_test_b', recorder(log, 'b'));
        expect(await connections('gradnik-listen-test')).toBe(1);
        // What a restart of the database server or a network cut does to the connection.
        await db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'gradnik-listen-test'`);
        await vi.waitFor(() => expect(log.slice(2, 4)).toEqual(['a:down', 'b:down']));
        expect(a.listening || b.listening).toBe(false);
        // Reconnected after 100 ms: both up again, on one new connection, and both hear.
        await vi.waitFor(() => expect(log.slice(4, 6)).toEqual(['a:up', 'b:up']), {
          timeout: 10_000,
        });
        expect(await connections('gradnik-listen-test')).toBe(1);
        await notify('listen_test_b', '5');
        await notify('listen_test_a', '4');
        await a.sync();
        expect(log.slice(6)).toEqual(['b:5', 'a:4']);
      } finally {
        await listener.close();
      }
      await vi.waitFor(() => expect(connections('gradnik-listen-test')).resolves.toBe(0));
    },
  );
});
