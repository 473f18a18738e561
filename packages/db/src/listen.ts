// LISTEN on a channel, for both drivers (ARCHITECTURE.md "What runs": code above this package
// never branches on the driver). Used by the API's per-instance caches that must hear of every
// change made by any instance (issue #16, the bell's unread count; migration 0022).
//
// PostgreSQL: a dedicated `pg.Client` (not a pool member: a pooled connection is shared and
// would drop the LISTEN with its session), made with the pool's own settings. It is only
// trusted once a probe, sent through the pool, came back on it: that proves the whole path
// (a connection pooler in transaction mode, for one, accepts LISTEN and never delivers). The
// probe is repeated every `heartbeatMs`, so a connection that died silently is noticed. On
// error, end or a lost probe: `down`, then a new connection after a growing delay, and `up`
// only once its probe came back. PGlite: one in-process database, whose notifications are
// delivered before the writing query resolves; nothing to lose until it is closed.
//
// Payloads starting with `probe:` are the listeners' own and never passed on.
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './connection.ts';

const PROBE_PREFIX = 'probe:';

/** Reconnection delays after consecutive failures; the last one repeats. */
export const LISTEN_RETRY_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000, 10_000, 30_000];

export interface ChannelHandlers {
  /** A notification's payload (never a probe). */
  message(payload: string): void;
  /** Listening (again): every notification committed from now on arrives; earlier ones may have been missed. */
  up(): void;
  /** Not listening: notifications may be missed until the next `up`. */
  down(error: unknown): void;
}

export interface ListenOptions {
  /** How often the PostgreSQL connection is proved alive by a probe (default 30 s). */
  heartbeatMs?: number;
  /** How long a probe may take before the connection counts as lost (default 5 s). */
  probeTimeoutMs?: number;
  retryDelaysMs?: readonly number[];
  /** application_name of the PostgreSQL connection (pg_stat_activity). */
  applicationName?: string;
}

export interface ChannelListener {
  readonly listening: boolean;
  /**
   * Resolves once every notification committed before the call has been handed to `message`
   * (a probe's round trip: notifications arrive in commit order). Rejects when not listening.
   */
  sync(): Promise<void>;
  /** Stops listening for good; no `down` is called. */
  close(): Promise<void>;
}

/** A channel name as an SQL identifier (LISTEN takes no parameters). */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  return channel;
}

/** The driver's client behind a Database made by openDatabase (or the test helpers). */
function driverOf(db: Database): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

/**
 * Starts listening on `channel` of the database `db` belongs to. Resolves after the first
 * attempt, successful (`up` was called) or not (retries go on in the background).
 */
export async function listenToChannel(
  db: Database,
  channel: string,
  handlers: ChannelHandlers,
  options: ListenOptions = {},
): Promise<ChannelListener> {
  const client = driverOf(db);
  if (client instanceof PGlite) return listenPglite(db, client, channel, handlers);
  if (client instanceof pg.Pool) {
    const config: pg.ClientConfig = {
      ...client.options,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 10_000,
      application_name: options.applicationName ?? `gradnik-listen-${channel}`,
    };
    const listener = createPostgresListener(
      () => new pg.Client(config),
      (payload) => db.execute(sql`SELECT pg_notify(${channel}, ${payload})`),
      channel,
      handlers,
      options,
    );
    await listener.started;
    return listener;
  }
  throw new Error('listenToChannel: not a database made by openDatabase');
}

/** Probes: the payloads this listener sent and waits for. */
function probeBook() {
  const prefix = `${PROBE_PREFIX}${randomUUID()}:`;
  let seq = 0;
  const waiting = new Map<string, () => void>();
  return {
    /** Sends a probe and resolves when it came back, rejects after `timeoutMs`. */
    async roundTrip(send: (payload: string) => Promise<unknown>, timeoutMs: number) {
      seq += 1;
      const payload = `${prefix}${seq}`;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve, reject) => {
        waiting.set(payload, resolve);
        timer = setTimeout(() => reject(new Error('LISTEN probe lost')), timeoutMs);
        timer.unref();
      });
      try {
        await send(payload);
        await back;
      } finally {
        clearTimeout(timer);
        waiting.delete(payload);
      }
    },
    /** True when the payload is a probe (this listener's or another's). */
    received(payload: string): boolean {
      if (!payload.startsWith(PROBE_PREFIX)) return false;
      waiting.get(payload)?.();
      return true;
    },
  };
}

async function listenPglite(
  db: Database,
  client: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  const probes = probeBook();
  const send = (payload: string) => db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
  const unlisten = await client.listen(channelIdentifier(channel), (payload) => {
    if (!probes.received(payload)) handlers.message(payload);
  });
  let listening = true;
  handlers.up();
  return {
    get listening() {
      return listening;
    },
    async sync() {
      if (!listening) throw new Error('not listening');
      await probes.roundTrip(send, 5_000);
    },
    async close() {
      if (!listening) return;
      listening = false;
      await unlisten();
    },
  };
}

/** The parts of a `pg.Client` the listener uses (tests pass a fake). */
export interface ListenClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: pg.Notification) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  removeAllListeners(event?: string): unknown;
}

/** The PostgreSQL listener's state machine, apart from pg for its tests. */
export function createPostgresListener(
  newClient: () => ListenClient,
  sendProbe: (payload: string) => Promise<unknown>,
  channel: string,
  handlers: ChannelHandlers,
  options: ListenOptions = {},
): ChannelListener & { started: Promise<void> } {
  const listenSql = `LISTEN ${channelIdentifier(channel)}`;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const probeTimeoutMs = options.probeTimeoutMs ?? 5_000;
  const delays = options.retryDelaysMs ?? LISTEN_RETRY_DELAYS_MS;
  const probes = probeBook();
  let current: ListenClient | null = null;
  let listening = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  /** Forgets the current client and ends it. */
  function drop(client: ListenClient): Promise<void> {
    current = null;
    listening = false;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    client.removeAllListeners();
    // An ended client may still report its socket's error: not ours to crash on.
    client.on('error', () => {});
    return client.end().catch(() => {});
  }

  function lose(client: ListenClient, error: unknown): void {
    if (current !== client || closed) return;
    void drop(client);
    handlers.down(error);
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 30_000;
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void attempt();
    }, delay);
    retry.unref();
  }

  async function attempt(): Promise<void> {
    const client = newClient();
    current = client;
    client.on('notification', (message) => {
      if (message.channel !== channel || current !== client) return;
      const payload = message.payload ?? '';
      if (!probes.received(payload)) handlers.message(payload);
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('LISTEN connection ended')));
    try {
      await client.connect();
      await client.query(listenSql);
      // Trusted only once a probe sent through the pool came back here.
      await probes.roundTrip(sendProbe, probeTimeoutMs);
      if (current !== client || closed) return;
      listening = true;
      failures = 0;
      handlers.up();
      heartbeat = setInterval(() => {
        probes.roundTrip(sendProbe, probeTimeoutMs).catch((error: unknown) => lose(client, error));
      }, heartbeatMs);
      heartbeat.unref();
    } catch (error) {
      lose(client, error);
    }
  }

  return {
    started: attempt(),
    get listening() {
      return listening;
    },
    async sync() {
      if (!listening) throw new Error('not listening');
      await probes.roundTrip(sendProbe, probeTimeoutMs);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      if (current) await drop(current);
    },
  };
}
