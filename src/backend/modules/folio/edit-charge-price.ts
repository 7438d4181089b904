import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCharges } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { Actor } from '../../core/actor.ts';
import { auditFolio } from './audit-folio.ts';
import { assertChargeEditable, findCharge, refreshOrderTotal } from './charge-data.ts';
import { lockOrder } from './folio-data.ts';

/** Changes the unit price of a charge not yet posted, invoiced or closed (audit 14). */
export async function editChargePrice(db: Db, opts: { chargeId: number; unitPriceMinor: number; reason: string; user: Actor }): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findCharge(tx, opts.chargeId);
    const order = await lockOrder(tx, before.orderId);
    const charge = await findCharge(tx, opts.chargeId);
    if (charge.kind === 'discount')
      throw invalid('chargeId', 'a discount is not priced; remove it by discounting again or add a charge', { key: 'errors.discount.notPriced' });
    await assertChargeEditable(tx, charge);
    const amountMinor = charge.quantity * opts.unitPriceMinor;
    await tx.update(orderCharges).set({ unitPriceMinor: opts.unitPriceMinor, amountMinor }).where(eq(orderCharges.chargeId, charge.chargeId));
    await refreshOrderTotal(tx, order.orderId);
    await auditFolio(tx, {
      order,
      user: opts.user,
      itemId: charge.itemId,
      typeId: AUDIT.EDIT_PRICE,
      text: {
        key: 'audit.msg.folio.chargePriceChanged',
        params: { description: charge.description, day: charge.day, from: charge.amountMinor, to: amountMinor, currency: order.currency },
      },
      detail: opts.reason || null,
    });
  });
}
