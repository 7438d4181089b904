import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { TClosingSettingsDto } from '../../../lib/domain/closing-dto.ts';
import { recordAuditEvent } from '../audit/index.ts';
import type { Actor } from '../../core/actor.ts';
import type { TClosingSettingsRequest } from './closing.schemas.ts';

/** A hotel's closing settings: its closing time, no-show charge and city tax. */
export async function findClosingSettings(db: Db, groupId: number): Promise<TClosingSettingsDto> {
  const [h] = await db
    .select({
      closingNotBefore: sql<string>`to_char(${hotels.closingNotBefore}, 'HH24:MI')`,
      noShowCharge: hotels.noShowCharge,
      cityTaxMinor: hotels.cityTaxMinor,
      currency: hotels.currency,
    })
    .from(hotels)
    .where(eq(hotels.groupId, groupId));
  if (!h) throw notFound(`No hotel has the id ${groupId}.`, { key: 'errors.notFound.hotel' });
  return { ...h, currency: h.currency.trim() };
}

/** Changes them (audit, old → new); unchanged settings write nothing. */
export async function updateClosingSettings(db: Db, o: { groupId: number; input: TClosingSettingsRequest; user: Actor }): Promise<TClosingSettingsDto> {
  return db.transaction(async (tx) => {
    const before = await findClosingSettings(tx, o.groupId);
    const after: TClosingSettingsDto = {
      closingNotBefore: o.input.closingNotBefore ?? before.closingNotBefore,
      noShowCharge: o.input.noShowCharge ?? before.noShowCharge,
      cityTaxMinor: o.input.cityTaxMinor ?? before.cityTaxMinor,
      currency: before.currency,
    };
    const changed = (['closingNotBefore', 'noShowCharge', 'cityTaxMinor'] as const).filter((k) => after[k] !== before[k]);
    if (changed.length === 0) return before;
    await tx
      .update(hotels)
      .set({ closingNotBefore: after.closingNotBefore, noShowCharge: after.noShowCharge, cityTaxMinor: after.cityTaxMinor })
      .where(eq(hotels.groupId, o.groupId));
    await recordAuditEvent(tx, {
      groupId: o.groupId,
      user: o.user,
      typeId: AUDIT.HOTEL_SETTINGS,
      text: { key: 'audit.msg.hotel.closingSettingsChanged', params: { hotel: await hotelName(tx, o.groupId) } },
      detailText: {
        key: 'audit.detail.hotel.closingSettings',
        params: {
          time: after.closingNotBefore,
          noShow: `audit.word.noShow.${after.noShowCharge}`,
          cityTax: after.cityTaxMinor,
          currency: after.currency,
        },
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
