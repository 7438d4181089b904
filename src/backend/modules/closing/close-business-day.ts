import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../core/actor.ts';
import { findClosedDays, type ClosedDay } from './closed-day.ts';
import { runClosing, type ClosingReport } from './run-closing.ts';

/** `earlyAllowed`: the caller holds the early_closing permission (closing before the hotel's closing time). */
export interface ClosingCall {
  groupId: number;
  day: string;
  today: string;
  user: Actor;
  now: Date;
  earlyAllowed: boolean;
}

/**
 * Simulate: the very closing, run in a transaction that is then rolled back, so what it shows is
 * exactly what applying would do, and nothing changes. Undefined when the day is already closed.
 */
export async function simulateClosing(db: Db, o: ClosingCall): Promise<ClosingReport | undefined> {
  let report: ClosingReport | undefined;
  try {
    await db.transaction(async (tx) => {
      report = await runClosing(tx, { ...o, dryRun: true });
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
  return report;
}

export interface AppliedClosing {
  applied: boolean;
  message: string;
  closing: ClosedDay;
  report: ClosingReport | null;
}

/** Apply: one transaction; a second apply of the same day (or one that waited for the first) changes nothing and says so. */
export async function applyClosing(db: Db, o: ClosingCall): Promise<AppliedClosing> {
  const report = await db.transaction((tx) => runClosing(tx, { ...o, dryRun: false }));
  const [closing] = await findClosedDays(db, { groupId: o.groupId, from: o.day, to: o.day });
  return {
    applied: report !== undefined,
    message: report ? `${o.day} is closed; the business date is now the next day.` : `${o.day} was already closed; nothing changed.`,
    closing: closing!,
    report: report ?? null,
  };
}
