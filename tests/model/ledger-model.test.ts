import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeApi } from '../helpers/test-api.ts';
import { openModelHotel, START_DAY } from './model-hotel.ts';
import { ledgerCommands, type Model, type Real } from './ledger-commands.ts';
import { folioViolations, reportViolations } from './ledger-invariants.ts';

/**
 * Issue 32's "Done means": random sequences of the desk's, the cashier's and the night audit's
 * operations through the HTTP API, every invariant of the books checked after every step. A fixed
 * seed (MODEL_SEED overrides it) and a fresh one; each prints its seed, so a failure replays.
 */
const FIXED_SEED = 3232;
/**
 * Operations per seed: runs go on (up to RUNS) until this many steps have run. 500 a seed, two seeds
 * on each engine: 2,000 checked steps a run, the fresh seed new each time (1,000 a seed took 640 s
 * of the API tier's 1,712, one file on one worker; MODEL_OPS=1000 or more for a deeper local run).
 */
const OPS = Number(process.env['MODEL_OPS'] ?? 500);
const RUNS = Number(process.env['MODEL_RUNS'] ?? 200);
const MAX_COMMANDS = Number(process.env['MODEL_COMMANDS'] ?? 200);
/** The runs and a failure's shrinking (each replay on a fresh hotel) stop after this, so a failing seed still ends. */
const TIME_MS = Number(process.env['MODEL_TIME_MS'] ?? 600_000);

let clock = new Date(`${START_DAY}T10:00:00Z`);

describeApi(
  'ledger model: random desk, cashier and night-audit days keep the books',
  (api) => {
    const seeds = process.env['MODEL_SEED'] ? [Number(process.env['MODEL_SEED'])] : [FIXED_SEED, Date.now() % 2_147_483_647];
    for (const [n, seed] of seeds.entries()) {
      it(
        `keeps every invariant (${n === 0 ? 'fixed' : 'fresh'} seed)`,
        async () => {
          console.log('model seed', seed, api().engine);
          let operations = 0;
          let lastLog: string[] = [];
          let failing = false;
          const property = fc.asyncProperty(fc.commands(ledgerCommands, { maxCommands: MAX_COMMANDS, size: 'max' }), async (cmds) => {
            // Enough operations for this seed: the remaining runs pass at once (a failure's shrinking still replays them all).
            if (!failing && operations >= OPS) return;
            try {
              await runOnce(cmds);
            } catch (err) {
              failing = true;
              throw err;
            }
          });
          const runOnce = async (cmds: Iterable<fc.AsyncCommand<Model, Real>>) => {
            clock = new Date(`${START_DAY}T10:00:00Z`);
            const hotel = await openModelHotel(api());
            const real: Real = {
              api: api(),
              hotel,
              setNow: (d) => {
                clock = d;
              },
              log: [],
              steps: 0,
            };
            lastLog = real.log;
            const model: Model = { day: START_DAY, stays: [], issued: [], closedDays: [], closings: [] };
            await fc.asyncModelRun(() => ({ model, real }), cmds);
            operations += real.steps;
            if (process.env['MODEL_VERBOSE']) console.log(`run of ${cmds.toString().split(',').length} commands:\n  ${real.log.join('\n  ')}`);
            // The run's end: every folio and the reports once more, whatever the last step touched.
            const broken: string[] = [];
            for (const s of model.stays) broken.push(...(await folioViolations(hotel, s.orderId)));
            broken.push(...(await reportViolations(api(), hotel, { from: '2026-02-01', to: model.day, issued: model.issued, closedDays: model.closedDays })));
            if (broken.length) throw new Error(`at the end of the run:\n  ${broken.join('\n  ')}`);
          };
          const out = await fc.check(property, { seed, numRuns: RUNS, interruptAfterTimeLimit: TIME_MS, endOnFailure: false, markInterruptAsFailure: false });
          console.log(`model ${api().engine} seed ${seed}: ${operations} operations${out.failed ? ', FAILED' : ''}`);
          if (out.failed) {
            console.log(
              `model ${api().engine} counterexample (seed ${seed}, path ${out.counterexamplePath}):\n${String(out.counterexample?.[0])}\n${String(out.errorInstance)}\nsteps of the last run:\n  ${lastLog.join('\n  ')}`,
            );
          }
          expect(out.failed, out.failed ? fc.defaultReportMessage(out) : '').toBe(false);
          expect(operations).toBeGreaterThanOrEqual(OPS);
        },
        TIME_MS + 300_000,
      );
    }
  },
  { now: () => clock },
);
