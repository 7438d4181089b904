/**
 * A change of a portal's reservation is recorded (alpinebits_reservations.res_id) under the
 * reservation's id, '#', and what changed: `R1#cancel`, `R1#modify:2026-08-02:2026-08-05:DZ`. The
 * same change pulled twice has the same key, so it is applied once.
 */
const CHANGE = /^(.*)#(cancel|modify:.*)$/;

export const cancelKey = (resId: string): string => `${resId}#cancel`;
export const modifyKey = (resId: string, o: { checkin: string; checkout: string; roomTypeCode: string }): string =>
  `${resId}#modify:${o.checkin}:${o.checkout}:${o.roomTypeCode}`;

/** The portal's id of a reservation, from its record or the record of one of its changes. */
export const originalResId = (resId: string): string => CHANGE.exec(resId)?.[1] ?? resId;
