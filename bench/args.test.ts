import { describe, expect, it } from 'vitest';
import { ArgsError, parseArgs } from './args.ts';

describe('parseArgs', () => {
  it('has the documented defaults', () => {
    expect(parseArgs([])).toMatchObject({ rooms: 300, years: 3, engine: 'pglite', duration: 10, connections: 10, skipBuild: false });
  });
  it('reads every option', () => {
    const a = parseArgs([
      '--rooms',
      '50',
      '--years',
      '1',
      '--dataset',
      'x.csv.gz',
      '--engine',
      'postgres',
      '--duration',
      '3',
      '--connections',
      '4',
      '--skip-build',
    ]);
    expect(a).toMatchObject({ rooms: 50, years: 1, dataset: 'x.csv.gz', engine: 'postgres', duration: 3, connections: 4, skipBuild: true });
    expect(parseArgs(['--keep-data', '/tmp/kept']).keepData).toBe('/tmp/kept');
  });
  it('refuses bad values with a clear message', () => {
    expect(() => parseArgs(['--engine', 'mysql'])).toThrow(ArgsError);
    expect(() => parseArgs(['--rooms', 'many'])).toThrow(/--rooms needs a positive number/);
    expect(() => parseArgs(['--nope'])).toThrow(/unknown option '--nope'/);
  });
});
