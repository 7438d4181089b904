import { describe, expect, it } from 'vitest';
import { dbRefusal } from './db-refusal.ts';

/** A refusal as drizzle hands it over: 'Failed query: …' around the database's own error. */
const refused = (code: string, message: string) => Object.assign(new Error(`Failed query: insert …`), { cause: Object.assign(new Error(message), { code }) });
const answer = (code: string, message: string) => dbRefusal(refused(code, message))?.toJSON();

describe('the database’s refusals as codes with params', () => {
  it('names the closed day, the issued invoice, the posted charge (55000)', () => {
    expect(answer('55000', 'charge day 2026-03-09 of hotel 1 is closed; post it on the open business day')).toMatchObject({
      error: 'conflict',
      code: 'errors.db.chargeDayClosed',
      params: { day: { day: '2026-03-09' } },
    });
    expect(answer('55000', 'payment day 2026-03-09 of hotel 1 is closed')).toMatchObject({
      code: 'errors.db.paymentDayClosed',
      params: { day: { day: '2026-03-09' } },
    });
    expect(answer('55000', 'invoice RIAD-F2026-000001 is issued and cannot change; issue a credit note')).toMatchObject({
      code: 'errors.db.invoiceFrozen',
      params: { number: 'RIAD-F2026-000001' },
    });
    expect(
      answer('55000', 'credit note RIAD-A2026-000002 is dated 2026-03-08, a closed business day of hotel 1; issue it on the open business day'),
    ).toMatchObject({ code: 'errors.db.invoiceDayClosed', params: { number: 'RIAD-A2026-000002', day: { day: '2026-03-08' } } });
    expect(
      answer(
        '55000',
        'charge 12 (Dinner, 2026-03-09) is on issued invoice RIAD-F2026-000001 and cannot be changed; issue a credit note on RIAD-F2026-000001 and add a correcting charge instead',
      ),
    ).toMatchObject({ code: 'errors.db.chargeInvoiced', params: { number: 'RIAD-F2026-000001' } });
    expect(answer('55000', 'charge 12 was posted on 2026-03-09 and cannot change; add a correcting charge instead')).toMatchObject({
      code: 'errors.db.chargePosted',
      params: { day: { day: '2026-03-09' } },
    });
    expect(answer('55000', 'cash shift 4 is closed: nothing is added to it (open a new shift)')).toMatchObject({ code: 'errors.db.shiftClosed' });
    expect(answer('55000', 'something else froze')).toMatchObject({
      code: 'errors.db.frozen',
      message: 'The database refused the change: something else froze',
    });
  });

  it('a double booking, a duplicate, a credit above its invoice, bad values; nothing for other errors', () => {
    expect(answer('23P01', 'conflicting key value violates exclusion constraint "reservations_no_overlap"')).toMatchObject({
      error: 'conflict',
      code: 'errors.db.roomTaken',
      message: 'That room is already taken for those nights.',
    });
    expect(answer('23P01', 'room 911 is out of order over some nights from 2026-03-10 to 2026-03-12')).toMatchObject({
      code: 'errors.db.roomOutOfOrder',
      params: { from: { day: '2026-03-10' }, to: { day: '2026-03-12' } },
    });
    expect(answer('23505', 'duplicate key value')).toMatchObject({ error: 'conflict', code: 'errors.db.duplicate' });
    expect(answer('23514', 'credit note of 5000 exceeds what is left of invoice 3 (2000 of 2000)')).toMatchObject({
      error: 'invalid_input',
      code: 'errors.db.creditAboveInvoice',
    });
    expect(answer('22P02', 'invalid input syntax for type integer')).toMatchObject({ error: 'invalid_input', code: 'errors.db.badValue' });
    expect(dbRefusal(new Error('boom'))).toBeUndefined();
    expect(dbRefusal(refused('XX000', 'internal'))).toBeUndefined();
  });
});
