import cluster, { type Worker } from 'node:cluster';
import type http from 'node:http';
import net from 'node:net';
import { listen } from './listen.ts';

/**
 * WORKERS=n (PostgreSQL only): n server processes, so page rendering uses every core. The first
 * worker migrates and seeds; the others start once it is ready. A worker that dies is replaced;
 * SIGINT / SIGTERM stop them all cleanly.
 *
 * The primary owns the port and gives each new connection to the worker with the fewest open
 * connections. Node's own cluster hands a connection to whichever worker acknowledged the previous
 * one first, and a browser or a load balancer keeps its connections for minutes: measured with 10
 * keep-alive connections on two workers, they landed 9/1, 8/2 or 4/6 from one run to the next, and
 * the loaded worker's requests waited twice as long as the other's.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['WORKERS'];
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WORKERS must be a whole number from 1 to 64, got '${raw}'.`);
  return n;
}

/** What the workers tell the primary, and what the primary sends with a connection. */
type ClusterMessage = { auberge: 'accepting' | 'ready' | 'closed' | 'connection' };

const isMessage = (msg: unknown, kind: ClusterMessage['auberge']): boolean => (msg as ClusterMessage | null)?.auberge === kind;

/**
 * Tells the primary that this worker has finished starting; outside a cluster, tells the
 * supervising `npm start` (scripts/start.ts) that the server serves: from then on a death is
 * a crash to restart from, where an exit before it is a start that failed (restarting cannot help).
 */
export function reportReady(): void {
  if (cluster.isWorker) process.send?.({ auberge: 'ready' } satisfies ClusterMessage);
  else reportServing();
}

/** The supervisor's message (see reportReady); the channel then no longer keeps the process alive. */
export function reportServing(): void {
  if (!process.env['AUBERGE_SUPERVISED'] || !process.send) return;
  process.send({ auberge: 'serving' });
  process.channel?.unref();
}

/** A worker as the primary sees it when it places a connection. */
export interface WorkerLoad {
  /** It created its HTTP server (the first worker answers 503 from then on, while it migrates). */
  accepting: boolean;
  /** Its application is loaded. */
  ready: boolean;
  /** Connections given to it and not closed yet. */
  open: number;
  /** When it was last given one (a counter): ties go to the one waiting longest. */
  lastGiven: number;
}

/**
 * The worker a new connection goes to: among the ready workers (while none is, those accepting),
 * the one with the fewest open connections, and on a tie the one given a connection longest ago.
 */
export function pickWorker<W extends WorkerLoad>(workers: readonly W[]): W | undefined {
  const ready = workers.filter((w) => w.ready);
  const candidates = ready.length ? ready : workers.filter((w) => w.accepting);
  let best: W | undefined;
  for (const w of candidates) {
    if (!best || w.open < best.open || (w.open === best.open && w.lastGiven < best.lastGiven)) best = w;
  }
  return best;
}

interface Placed extends WorkerLoad {
  worker: Worker;
}

/**
 * The primary: listens on host:port (a port in use rejects with PortInUseError before any worker
 * starts), forks the workers and places each connection. Connections that arrive before a worker
 * accepts wait, unread.
 */
export async function runPrimary(count: number, at: { host: string; port: number }): Promise<void> {
  let stopping = false;
  let given = 0;
  const workers = new Map<number, Placed>();
  const waiting: net.Socket[] = [];

  const place = (socket: net.Socket): void => {
    const target = pickWorker([...workers.values()]);
    if (!target) return void waiting.push(socket);
    target.open += 1;
    target.lastGiven = ++given;
    target.worker.send({ auberge: 'connection' } satisfies ClusterMessage, socket, (err) => {
      if (!err) return;
      // The worker went away meanwhile: the connection goes to another one.
      target.open -= 1;
      if (stopping) socket.destroy();
      else if (!socket.destroyed) place(socket);
    });
  };
  const placeWaiting = () => {
    for (const socket of waiting.splice(0)) if (!socket.destroyed) place(socket);
  };

  // pauseOnConnect: nothing is read here; the worker reads the request.
  const server = net.createServer({ pauseOnConnect: true }, (socket) => {
    if (stopping) socket.destroy();
    else place(socket);
  });
  await listen(server, at.host, at.port);

  const fork = (): Worker => {
    const worker = cluster.fork();
    const load: Placed = { worker, accepting: false, ready: false, open: 0, lastGiven: 0 };
    workers.set(worker.id, load);
    worker.on('message', (msg: unknown) => {
      if (isMessage(msg, 'closed')) load.open = Math.max(0, load.open - 1);
      else if (isMessage(msg, 'accepting')) {
        load.accepting = true;
        placeWaiting();
      } else if (isMessage(msg, 'ready')) {
        const first = !load.ready && worker.id === 1;
        load.ready = true;
        placeWaiting();
        if (first) for (let i = 1; i < count; i++) fork();
      }
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker.id);
      // A worker that stopped cleanly was told to (signal, parent gone, lifetime): so is the primary.
      if (stopping || code === 0) return;
      console.error(`[auberge] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      fork();
    });
    return worker;
  };
  fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.close();
    for (const socket of waiting.splice(0)) socket.destroy();
    const running = [...workers.values()].map((w) => w.worker);
    let left = running.length;
    if (!left) process.exit(0);
    for (const w of running) {
      w.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      w.process.kill(signal);
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/**
 * A worker's side: its HTTP server serves the connections the primary sends it and reports each
 * one closed. Returns the open connections (closeServer needs them: this server never listens).
 */
export function serveConnectionsFromPrimary(server: http.Server): ReadonlySet<net.Socket> {
  const open = new Set<net.Socket>();
  // Node's HTTP server starts checking its request and header timeouts when it listens: this one
  // is given its connections instead, so it is started here.
  server.emit('listening');
  process.on('message', (msg: unknown, socket: unknown) => {
    if (!isMessage(msg, 'connection') || !(socket instanceof net.Socket)) return;
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      if (process.connected) process.send?.({ auberge: 'closed' } satisfies ClusterMessage);
    });
    server.emit('connection', socket);
    socket.resume();
  });
  process.send?.({ auberge: 'accepting' } satisfies ClusterMessage);
  return open;
}
