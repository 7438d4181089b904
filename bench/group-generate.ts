/**
 * `node bench/group-generate.ts --hotels 50 [--today YYYY-MM-DD]`: generates (or resumes) the kept
 * group template `auberge_bench_group` without measuring, so `npm run bench -- --hotels 50` later
 * copies it in seconds. Prints each hotel's time (the generator's cost must not grow with the group).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from './args.ts';
import { prepareGroup } from './group-prepare.ts';
import { projectRoot } from '../src/backend/project-root.ts';

const args = parseArgs(process.argv.slice(2));
const root = projectRoot();
const keep = args.keepData ?? path.join(root, 'node_modules', '.cache', 'auberge-bench-group');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-group-'));
const today = args.today ?? new Date().toISOString().slice(0, 10);
const log = (m: string) => console.log(`${new Date().toISOString().slice(11, 19)} [load ${os.loadavg()[0]!.toFixed(2)}] ${m}`);
const prepared = await prepareGroup({ hotels: args.hotels ?? 50, rooms: args.rooms, years: args.years, today, tmp, keep, log });
log(`the group of ${prepared.group.hotels} hotels holds ${prepared.group.stays.toLocaleString('en')} stays`);
await prepared.alone.drop();
await prepared.group.drop();
fs.rmSync(tmp, { recursive: true, force: true });
