import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { DeskRules } from '../../../lib/domain/desk-rules.ts';
import { recordAuditEvent } from '../audit/index.ts';
import type { TDeskRulesRequest } from './desk-rules.schemas.ts';
import { findDeskRules } from './stay-data.ts';
import type { Actor } from '../../core/actor.ts';

/** Changes a hotel's front-desk rules (audit 39, old → new); unchanged rules write nothing. */
export async function updateDeskRules(db: Db, opts: { groupId: number; input: TDeskRulesRequest; user: Actor }): Promise<DeskRules> {
  return db.transaction(async (tx) => {
    const before = await findDeskRules(tx, opts.groupId);
    const after: DeskRules = {
      earlyDepartureRule: opts.input.earlyDepartureRule ?? before.earlyDepartureRule,
      guestIdentification: opts.input.guestIdentification ?? before.guestIdentification,
    };
    const changed = (Object.keys(after) as (keyof DeskRules)[]).filter((k) => after[k] !== before[k]);
    if (changed.length === 0) return before;
    await tx.update(hotels).set(after).where(eq(hotels.groupId, opts.groupId));
    await recordAuditEvent(tx, {
      groupId: opts.groupId,
      user: opts.user,
      typeId: AUDIT.HOTEL_SETTINGS,
      text: { key: 'audit.msg.hotel.deskRulesChanged', params: { hotel: await hotelName(tx, opts.groupId) } },
      detailText: {
        key: 'audit.detail.hotel.deskRules',
        params: { early: `audit.word.early.${after.earlyDepartureRule}`, identification: `audit.word.identification.${after.guestIdentification}` },
      },
    });
    return after;
  });
}

/** The hotel's name, as its audit message names it (never its id). */
async function hotelName(tx: Db, groupId: number): Promise<string> {
  const [h] = await tx.select({ name: hotels.name }).from(hotels).where(eq(hotels.groupId, groupId));
  return h?.name ?? '-';
}
