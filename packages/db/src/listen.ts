// LISTEN on the database's channels, for both drivers (ARCHITECTURE.md "What runs": code above
// this package never branches on the driver). Used by the API's per-instance caches that must
// hear of every change made by any instance (issue #16: the bell's unread count, migration 0022;
// session ends, migration 0023).
//
// One listener per API instance serves every channel (`subscribe`): each PostgreSQL listening
// connection is held by its instance for good, so with many instances on one server a connection
// per channel would multiply what the server must allow (max_connections) for nothing.
//
// PostgreSQL: one dedicated `pg.Client` (not a pool member: a pooled connection is shared and
// would drop the LISTEN with its session), made with the pool's own settings and opened on the
// first subscription. A channel is only trusted once a probe, sent through the pool on it, came
// back on the connection: that proves the whole path (a connection pooler in transaction mode,
// for one, accepts LISTEN and never delivers). The probes are repeated every `heartbeatMs`, so a
// connection that died silently is noticed. On error, end or a lost probe EVERY subscriber is
// told `down` (they share the connection), then a new connection after a growing delay LISTENs
// on every channel and proves each before any subscriber is told `up`: a cache switched on
// again must not miss a signal of a channel still being re-LISTENed. PGlite: one in-process
// database, whose notifications are delivered before the writing query resolves; nothing to
// lose until it is closed.
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

/** application_name of the PostgreSQL listening connection (pg_stat_activity), by default. */
export const LISTEN_APPLICATION_NAME = 'gradnik-listen';

export interface ChannelHandlers {
  /** A notification's payload (never a probe). */
  message(payload: string): void;
  /** Listening (again): every notification committed from now on arrives; earlier ones may have been missed. */
  up(): void;
  /** Not listening: notifications may be missed until the next `up`. */
  down(error: unknown): void;
}

export interface ListenOptions {
  /** How often the PostgreSQL connection is proved alive by probes (default 30 s). */
  heartbeatMs?: number;
  /** How long a probe may take before the connection counts as lost (default 5 s). */
  probeTimeoutMs?: number;
  retryDelaysMs?: readonly number[];
  /** application_name of the PostgreSQL connection (default LISTEN_APPLICATION_NAME). */
  applicationName?: string;
}

/** One subscriber's hold on a channel. Until its first `up` it is not listening. */
export interface Subscription {
  readonly listening: boolean;
  /**
   * Resolves once every notification committed before the call has been handed to `message`
   * (a probe's round trip: notifications arrive in commit order). Rejects when not listening.
   */
  sync(): Promise<void>;
  /** No more calls of this subscriber's handlers (the channel stays LISTENed until `close`). */
  close(): Promise<void>;
}

/** One connection's LISTENs, shared by every subscriber. */
export interface Listener {
  /**
   * Listens on `channel` too. Resolves once the subscriber is listening (`up` was called) or
   * the connection's attempt failed (`down` was called; retries go on in the background).
   */
  subscribe(channel: string, handlers: ChannelHandlers): Promise<Subscription>;
  /** Stops listening for good, and closes the connection; no `down` is called. */
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

/** A listener on the database `db` belongs to; it connects on its first subscription. */
export function createListener(db: Database, options: ListenOptions = {}): Listener {
  const client = driverOf(db);
  const sendProbe = (channel: string, payload: string) =>
    db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
  if (client instanceof PGlite) return createPgliteListener(client, sendProbe);
  if (client instanceof pg.Pool) {
    const config: pg.ClientConfig = {
      ...client.options,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 10_000,
      application_name: options.applicationName ?? LISTEN_APPLICATION_NAME,
    };
    return createPostgresListener(() => new pg.Client(config), sendProbe, options);
  }
  throw new Error('createListener: not a database made by openDatabase');
}

/** Sends a probe on a channel (a pg_notify through the pool). */
type SendProbe = (channel: string, payload: string) => Promise<unknown>;

/** Probes: the payloads this listener sent and waits for. */
function probeBook(sendProbe: SendProbe, timeoutMs: number) {
  const prefix = `${PROBE_PREFIX}${randomUUID()}:`;
  let seq = 0;
  const waiting = new Map<string, () => void>();
  return {
    /** Sends a probe on `channel`; resolves when it came back, rejects after the timeout. */
    async roundTrip(channel: string) {
      seq += 1;
      const payload = `${prefix}${seq}`;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve, reject) => {
        waiting.set(payload, resolve);
        timer = setTimeout(() => reject(new Error('LISTEN probe lost')), timeoutMs);
        timer.unref();
      });
      try {
        await sendProbe(channel, payload);
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

function createPgliteListener(client: PGlite, sendProbe: SendProbe): Listener {
  const probes = probeBook(sendProbe, 5_000);
  /** Each subscription's way to stop listening. */
  const open = new Set<() => Promise<void>>();
  let closed = false;
  return {
    async subscribe(channel, handlers) {
      if (closed) throw new Error('listener closed');
      let listening = true;
      const unlisten = await client.listen(channelIdentifier(channel), (payload) => {
        if (!probes.received(payload) && listening) handlers.message(payload);
      });
      const stop = () => {
        listening = false;
        open.delete(stop);
        return unlisten();
      };
      open.add(stop);
      handlers.up();
      return {
        get listening() {
          return listening;
        },
        async sync() {
          if (!listening) throw new Error('not listening');
          await probes.roundTrip(channel);
        },
        async close() {
          if (listening) await stop();
        },
      };
    },
    async close() {
      closed = true;
      await Promise.all([...open].map((stop) => stop()));
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

interface Subscriber {
  channel: string;
  handlers: ChannelHandlers;
  listening: boolean;
}

/** The PostgreSQL listener's state machine, apart from pg for its tests. */
export function createPostgresListener(
  newClient: () => ListenClient,
  sendProbe: SendProbe,
  options: ListenOptions = {},
): Listener {
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const delays = options.retryDelaysMs ?? LISTEN_RETRY_DELAYS_MS;
  const probes = probeBook(sendProbe, options.probeTimeoutMs ?? 5_000);
  const subscribers = new Set<Subscriber>();
  let current: ListenClient | null = null;
  /** The channels LISTENed (and proved) on `current`. */
  let listened = new Set<string>();
  /** `current` is connected and proved; a new subscriber's channel is LISTENed on it then. */
  let ready = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  /** The connection attempt or the LISTENs under way; subscribers wait for it. */
  let busy: Promise<void> = Promise.resolve();

  /** Forgets the current client and ends it. */
  function drop(client: ListenClient): Promise<void> {
    current = null;
    listened = new Set();
    ready = false;
    for (const subscriber of subscribers) subscriber.listening = false;
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
    // Every channel went with the connection: every subscriber hears of it, before any retry.
    for (const subscriber of [...subscribers]) subscriber.handlers.down(error);
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 30_000;
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      busy = attempt();
    }, delay);
    retry.unref();
  }

  /**
   * LISTENs on every subscribed channel not yet LISTENed on `client` and proves each with a
   * probe; only then tells the subscribers not yet listening `up` (all of them after a
   * reconnect). Subscriptions made meanwhile are taken in the same pass.
   */
  async function listenAll(client: ListenClient): Promise<void> {
    for (;;) {
      const missing = [...new Set([...subscribers].map((s) => s.channel))].filter(
        (channel) => !listened.has(channel),
      );
      if (missing.length === 0) break;
      await client.query(missing.map((c) => `LISTEN ${channelIdentifier(c)}`).join('; '));
      // Trusted only once a probe sent through the pool came back here, on each channel.
      await Promise.all(missing.map((channel) => probes.roundTrip(channel)));
      if (current !== client || closed) return;
      for (const channel of missing) listened.add(channel);
    }
    ready = true;
    failures = 0;
    for (const subscriber of [...subscribers]) {
      if (subscriber.listening || !subscribers.has(subscriber)) continue;
      subscriber.listening = true;
      subscriber.handlers.up();
    }
  }

  async function attempt(): Promise<void> {
    const client = newClient();
    current = client;
    client.on('notification', (message) => {
      if (current !== client) return;
      const payload = message.payload ?? '';
      if (probes.received(payload)) return;
      for (const subscriber of [...subscribers])
        if (subscriber.channel === message.channel) subscriber.handlers.message(payload);
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('LISTEN connection ended')));
    try {
      await client.connect();
      await listenAll(client);
      if (current !== client || closed) return;
      heartbeat = setInterval(() => {
        Promise.all([...listened].map((channel) => probes.roundTrip(channel))).catch(
          (error: unknown) => lose(client, error),
        );
      }, heartbeatMs);
      heartbeat.unref();
    } catch (error) {
      lose(client, error);
    }
  }

  /** The connection takes the subscribers' channels: connects first, or LISTENs on the new. */
  function refresh(): Promise<void> {
    if (closed || retry) return busy;
    if (!current) busy = attempt();
    else if (ready) {
      const client = current;
      busy = busy.then(() =>
        current === client
          ? listenAll(client).catch((error: unknown) => lose(client, error))
          : undefined,
      );
    }
    // Otherwise an attempt is under way, and its listenAll takes them.
    return busy;
  }

  return {
    async subscribe(channel, handlers) {
      channelIdentifier(channel);
      if (closed) throw new Error('listener closed');
      const subscriber: Subscriber = { channel, handlers, listening: false };
      subscribers.add(subscriber);
      await refresh();
      return {
        get listening() {
          return subscriber.listening;
        },
        async sync() {
          if (!subscriber.listening) throw new Error('not listening');
          await probes.roundTrip(channel);
        },
        close() {
          subscribers.delete(subscriber);
          subscriber.listening = false;
          return Promise.resolve();
        },
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      for (const subscriber of subscribers) subscriber.listening = false;
      subscribers.clear();
      if (current) await drop(current);
    },
  };
}
