export interface BenchArgs {
  rooms: number;
  years: number;
  dataset: string | undefined;
  /** A bookings file whose import (npm run import) is timed into an empty database; default ../shared/data/hotel_bookings.csv.gz when present. */
  importFile: string | undefined;
  engine: 'pglite' | 'postgres';
  /** Seconds of load per target. */
  duration: number;
  connections: number;
  skipBuild: boolean;
  /** An existing build to use with --skip-build (default: AUBERGE_DIST or dist/). */
  dist: string | undefined;
  /** Only the targets whose name contains one of these words. */
  only: string[];
  /** PGlite: a folder keeping the prepared database for the next runs of the same day and scale. */
  keepData: string | undefined;
  /** A group of this many hotels on PostgreSQL: the bench hotel measured alone and in the group (group-run.ts). */
  hotels: number | undefined;
  /** The day the data is laid around (YYYY-MM-DD), default today (UTC): a kept group of yesterday's run. */
  today: string | undefined;
}

export class ArgsError extends Error {
  override name = 'ArgsError';
}

const USAGE = `usage: npm run bench -- [--rooms 300] [--years 3] [--dataset path/to/hotel_bookings.csv.gz] [--import bookings.csv.gz]
                        [--engine pglite|postgres] [--duration 10] [--connections 10] [--skip-build [--dist dir]] [--only word,word] [--keep-data dir]
                        [--hotels 50 [--today YYYY-MM-DD]]`;

function positive(flag: string, raw: string | undefined): number {
  const n = Number(raw);
  if (!raw || !Number.isFinite(n) || n <= 0) throw new ArgsError(`${flag} needs a positive number, got '${raw ?? ''}'.\n${USAGE}`);
  return n;
}

export function parseArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = {
    rooms: 300,
    years: 3,
    dataset: undefined,
    importFile: undefined,
    engine: 'pglite',
    duration: 10,
    connections: 10,
    skipBuild: false,
    dist: undefined,
    only: [],
    keepData: undefined,
    hotels: undefined,
    today: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new ArgsError(`${flag} needs a value.\n${USAGE}`);
      return v;
    };
    switch (flag) {
      case '--rooms':
        args.rooms = Math.round(positive(flag, value()));
        break;
      case '--years':
        args.years = positive(flag, value());
        break;
      case '--dataset':
        args.dataset = value();
        break;
      case '--import':
        args.importFile = value();
        break;
      case '--engine': {
        const e = value();
        if (e !== 'pglite' && e !== 'postgres') throw new ArgsError(`--engine is pglite or postgres, got '${e}'.`);
        args.engine = e;
        break;
      }
      case '--duration':
        args.duration = positive(flag, value());
        break;
      case '--connections':
        args.connections = Math.round(positive(flag, value()));
        break;
      case '--skip-build':
        args.skipBuild = true;
        break;
      case '--dist':
        args.dist = value();
        break;
      case '--keep-data':
        args.keepData = value();
        break;
      case '--hotels':
        args.hotels = Math.round(positive(flag, value()));
        args.engine = 'postgres';
        break;
      case '--today': {
        const d = value();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new ArgsError(`--today is a day such as 2026-11-28, got '${d}'.`);
        args.today = d;
        break;
      }
      case '--only':
        args.only = value()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        break;
      case '--help':
      case '-h':
        throw new ArgsError(USAGE);
      default:
        throw new ArgsError(`unknown option '${flag}'.\n${USAGE}`);
    }
  }
  return args;
}
