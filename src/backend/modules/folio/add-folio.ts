import type { Db } from '../../db/client.ts';
import { folios } from '../../db/schema/index.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { Actor } from '../../core/actor.ts';
import { auditFolio } from './audit-folio.ts';
import { isHotelCompany, listFolios, lockOrder } from './folio-data.ts';

/** Adds the next folio to an order (audit 19), optionally paid by a company's account. */
export async function addFolio(db: Db, opts: { orderId: number; label: string; companyId?: number | undefined; user: Actor }): Promise<{ folioNo: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, opts.orderId);
    if (opts.companyId !== undefined && !(await isHotelCompany(tx, order.groupId, opts.companyId))) {
      throw invalid('companyId', `customer ${opts.companyId} is not a company of hotel ${order.groupId}`, { key: 'errors.payment.notACompany' });
    }
    const existing = await listFolios(tx, order.orderId);
    const folioNo = Math.max(...existing.map((f) => f.folioNo)) + 1;
    if (folioNo > 99) throw conflict(`Order ${order.orderId} already has 99 folios.`, { key: 'errors.folio.tooMany', params: { max: 99 } });
    await tx
      .insert(folios)
      .values({ groupId: order.groupId, orderId: order.orderId, folioNo, label: opts.label, companyId: opts.companyId ?? null, createdBy: opts.user.userId })
      .onConflictDoNothing();
    await auditFolio(tx, {
      order,
      user: opts.user,
      typeId: AUDIT.ADD_FOLIO,
      text: {
        key: opts.label
          ? opts.companyId
            ? 'audit.msg.folio.addedLabelledForCompany'
            : 'audit.msg.folio.addedLabelled'
          : opts.companyId
            ? 'audit.msg.folio.addedForCompany'
            : 'audit.msg.folio.added',
        params: { folio: folioNo, label: opts.label, order: order.number ?? order.orderId, company: opts.companyId ?? '' },
      },
    });
    return { folioNo };
  });
}
