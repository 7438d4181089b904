import fs from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded database. PGlite keeps PostgreSQL's files in the process's own memory
 * and writes them back as it goes: a second process on the same folder (a second server, the
 * import CLI beside a running server) overwrote the first one's files and the next start failed
 * with "Aborted()", every record lost. So the folder is taken by a lock file created exclusively
 * (O_EXCL: of two processes racing, one wins) that names its process; it is removed on close and
 * on any exit Node sees. A process killed outright (kill -9, a power cut) leaves its file behind:
 * the next process finds that pid gone (or reused by a process started after the lock was taken)
 * and takes the folder over.
 */
export const LOCK_FILE = 'auberge.lock';

export class FolderInUseError extends Error {
  override name = 'FolderInUseError';
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `the embedded database in ${dataDir} is in use by process ${pid} (a running Auberge server or import): stop it first, or send the work to that server.`,
    );
    this.pid = pid;
  }
}

interface Holder {
  pid: number;
  started: string | null;
}

/** The process's start time as the kernel counts it (Linux), so a reused pid is not taken for the holder. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name's closing parenthesis (the name may hold spaces).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid runs: the holder only if it is the same process (same start time) where that is known.
  const now = startTimeOf(holder.pid);
  return holder.started === null || now === null || now === holder.started;
}

function readHolder(file: string): Holder | undefined {
  try {
    const o = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof o.pid === 'number' ? { pid: o.pid, started: typeof o.started === 'string' ? o.started : null } : undefined;
  } catch {
    return undefined;
  }
}

const held = new Set<string>();
let exitHook = false;

/** Takes the folder for this process, or throws FolderInUseError. Returns the release. */
export function lockDataFolder(dataDir: string): () => void {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  if (held.has(file)) throw new FolderInUseError(dataDir, process.pid);
  const me: Holder = { pid: process.pid, started: startTimeOf(process.pid) };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_WRONLY, 0o644);
      fs.writeSync(fd, JSON.stringify(me));
      fs.closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw err;
    }
    const holder = readHolder(file);
    // A file still being written by its creator reads empty: give it a moment before calling it stale.
    if (!holder && attempt === 0) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
      continue;
    }
    if (holder && alive(holder)) throw new FolderInUseError(dataDir, holder.pid);
    // Stale: its process is gone. Renamed away first, so of two processes that both saw it stale only one removes it.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
      fs.rmSync(aside, { force: true });
    } catch {
      // Another process took it over first: the next attempt meets its lock.
    }
  }
  held.add(file);
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => {
      for (const f of held) releaseFile(f);
    });
  }
  return () => {
    if (held.delete(file)) releaseFile(file);
  };
}

function releaseFile(file: string): void {
  const holder = readHolder(file);
  if (holder?.pid === process.pid) fs.rmSync(file, { force: true });
}
