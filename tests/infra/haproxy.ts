/**
 * HAProxy in front of app instances on loopback, for the failover test: round robin without sticky
 * sessions, a health check on /healthz every 500 ms (two failures take an instance out, two
 * successes bring it back), a request refused at connection retried on the other instance, and
 * the serving instance named in x-served-by. It runs under `timeout`, so it stops by itself.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function haproxyBinary(): string | undefined {
  for (const candidate of [process.env['HAPROXY_BIN'], '/usr/sbin/haproxy', '/usr/local/sbin/haproxy'])
    if (candidate && fs.existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
}

export function haproxyConfig(port: number, statsPort: number, servers: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // Only a connection that could not be made is retried (the default retry-on): a request the
    // killed instance had received is never sent twice (a booking could be made twice).
    '  retries 3',
    '  option redispatch 1',
    // The balancer's own view of its servers (CSV at /stats;csv): when it saw one go down.
    'listen stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    'frontend desk',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    // A check every 500 ms, given 3 s to answer (a busy instance is slow, not dead); two failures in
    // a row take an instance out, two successes bring it back.
    '  timeout check 3s',
    '  default-server inter 500 fall 2 rise 2',
    '  http-response set-header x-served-by %s',
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
    '',
  ].join('\n');
}

export interface RunningHaproxy {
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

export function startHaproxy(bin: string, dir: string, config: string, lifetimeS: number): RunningHaproxy {
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const check = spawnSync(bin, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration: ${check.stdout}${check.stderr}`);
  const child = spawn('timeout', [String(lifetimeS), bin, '-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The status HAProxy gives a server of the backend 'app' (UP, DOWN, …), from its stats CSV. */
export async function serverStatus(statsPort: number, server: string): Promise<string | undefined> {
  const res = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`).catch(() => undefined);
  if (!res?.ok) return undefined;
  const lines = (await res.text()).split('\n');
  const head = (lines[0] ?? '').replace(/^# /, '').split(',');
  const at = (name: string) => head.indexOf(name);
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    if (cells[at('pxname')] === 'app' && cells[at('svname')] === server) return cells[at('status')];
  }
  return undefined;
}
