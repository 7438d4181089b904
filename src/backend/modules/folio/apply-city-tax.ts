import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCharges, reservations } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { nightsOf } from '../../../lib/domain/front-desk-dates.ts';
import { ACTIVE_STATUSES } from '../../../lib/domain/reservation-status.ts';
import type { Actor } from '../../core/actor.ts';
import { auditFolio } from './audit-folio.ts';
import { chargeItem, refreshOrderTotal } from './charge-data.ts';
import { lockOrder, requireFolio } from './folio-data.ts';
import { findLastClosedDay } from '../../core/business-day.ts';
import { taxRateFor } from '../taxes/index.ts';
import { storedLine } from '../../../lib/i18n/stored-texts.ts';

/**
 * 'Apply taxes' (audit 18): city tax per person and night on each open night of the stay not yet
 * taxed (a closed business day takes no charge), one charge per night (adults × rate), at the hotel's rate for the city tax (0: exempt). Applying twice adds nothing.
 */
export async function applyCityTax(
  db: Db,
  opts: { orderId: number; itemId?: number | undefined; perPersonNightMinor: number; folioNo: number; user: Actor },
): Promise<{ nights: number; totalMinor: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, opts.orderId);
    await requireFolio(tx, order.orderId, opts.folioNo);
    const itemId = await chargeItem(tx, order.orderId, opts.itemId);
    const [stay] = await tx
      .select({ adults: reservations.adults, checkin: reservations.checkin, checkout: reservations.checkout, status: reservations.status })
      .from(reservations)
      .where(eq(reservations.itemId, itemId));
    if (!stay || !(ACTIVE_STATUSES as readonly number[]).includes(stay.status))
      throw conflict(`Item ${itemId} of order ${order.orderId} is not an active stay; city tax applies to stays only.`, { key: 'errors.cityTax.notAStay' });
    const taxed = new Set(
      (
        await tx
          .select({ day: orderCharges.day })
          .from(orderCharges)
          .where(and(eq(orderCharges.itemId, itemId), eq(orderCharges.kind, 'city_tax')))
      ).map((r) => String(r.day)),
    );
    // A closed night is not charged again: its city tax was the closing's to post (or it stays untaxed).
    const closed = await findLastClosedDay(tx, order.groupId);
    const nights = nightsOf(String(stay.checkin), String(stay.checkout)).filter((d) => !taxed.has(d) && (closed === undefined || d > closed));
    const amountMinor = stay.adults * opts.perPersonNightMinor;
    if (nights.length > 0) {
      // The hotel's configured rate for the city tax (an exemption is a rate of 0 set on purpose).
      const taxRateBp = await taxRateFor(tx, { groupId: order.groupId, family: 'city_tax' });
      await tx.insert(orderCharges).values(
        nights.map((day) => ({
          groupId: order.groupId,
          orderId: order.orderId,
          itemId,
          day,
          kind: 'city_tax' as const,
          ...storedLine('folio.line.cityTax', { adults: stay.adults }),
          amountMinor,
          quantity: stay.adults,
          unitPriceMinor: opts.perPersonNightMinor,
          taxRateBp,
          family: 'city_tax',
          folioNo: opts.folioNo,
          createdBy: opts.user.userId,
        })),
      );
      await refreshOrderTotal(tx, order.orderId);
    }
    await auditFolio(tx, {
      order,
      user: opts.user,
      itemId,
      typeId: AUDIT.NO_SHOW,
      text: {
        key: 'audit.msg.folio.cityTax',
        params: { nights: nights.length, persons: stay.adults, amount: opts.perPersonNightMinor, currency: order.currency },
      },
    });
    return { nights: nights.length, totalMinor: nights.length * amountMinor };
  });
}
