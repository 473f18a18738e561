// Several server processes on one port (docs/decisions/010-worker-processes.md): Node runs
// JavaScript on one core, and a server-rendered page is mostly JavaScript, so on a machine with
// more cores the same stateless instance runs WEB_CONCURRENCY times behind node:cluster (the
// primary accepts connections and hands them round-robin to the workers). Only with PostgreSQL:
// PGlite is an embedded database that one process owns.
import cluster from 'node:cluster';

/** How many server processes to run for this configuration. */
export function workerCount(requested: number, database: 'pglite' | 'postgres'): number {
  return database === 'postgres' ? Math.max(1, requested) : 1;
}

export interface ClusterHooks {
  /** Called in the primary once every worker listens, with the port they share. */
  onListening?: (workers: number, port: number) => void;
  log?: (message: string) => void;
}

const READY = 'gradnik:listening';

/** In a worker: tells the primary this process listens (on `port`). */
export function reportListening(port = 0): void {
  if (cluster.isWorker) process.send?.({ type: READY, port });
}

function isReady(message: unknown): message is { type: string; port: number } {
  return (
    typeof message === 'object' && message !== null && 'type' in message && message.type === READY
  );
}

/**
 * Forks `count` workers (they run the same entry point and see `cluster.isWorker`), replaces
 * one that dies unexpectedly, and stops them all on SIGTERM/SIGINT.
 */
export function runPrimary(count: number, hooks: ClusterHooks = {}): void {
  const log = hooks.log ?? ((message: string) => console.log(message));
  let listening = 0;
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isReady(message)) return;
      listening += 1;
      if (listening === count) hooks.onListening?.(count, message.port);
    });
  };
  for (let i = 0; i < count; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => {
      left -= 1;
      if (left <= 0) process.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

export const isClusterWorker = (): boolean => cluster.isWorker;
export const isClusterPrimary = (): boolean => cluster.isPrimary;
