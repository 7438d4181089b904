import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aRoom, aRoomType, type RoomTypeHandle } from './helpers/builders/index.ts';
import { errorText } from '../src/lib/i18n/error-text.ts';
import { errorParamsOf } from '../src/lib/domain/error-params.ts';

/**
 * The booking site's refusal of a plan not on sale names the plan as the rest of the site does: its
 * French name to a French guest, its English one to an English guest (issue 36), never its id.
 */
describeApi(
  'booking site: a plan not on sale named in the guest’s language',
  (api) => {
    let suite: RoomTypeHandle;
    let planId: number;

    beforeAll(async () => {
      suite = await aRoomType(api()).coded('PNSUI', 'Garden suite').sleeping(2).atRackRate(90000).sortedAt(1).create();
      await aRoom(api()).ofType(suite).named('PN1').create();
      // The base plan is open to every channel; the named one is sold on an OTA's channel only: the site does not sell it.
      const base = await api().as('admin').post('/pms/rates/plans', { code: 'PNFLX', name: 'Flexible', refundable: true, cancelDays: 3 });
      expect(base.status, JSON.stringify(base.body)).toBe(201);
      const res = await api()
        .as('admin')
        .post('/pms/rates/plans', {
          code: 'PNOTA',
          name: 'Bed and breakfast',
          nameFr: 'Chambre et petit-déjeuner',
          refundable: true,
          cancelDays: 1,
          channels: [21],
        });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      planId = res.body.planId as number;
    });

    it('answers the plan’s names; the guest reads the one of their language', async () => {
      const r = await api()
        .anonymous()
        .post('/pms/booking-site/1/holds', { roomTypeId: suite.roomTypeId, planId, checkin: '2026-05-10', nights: 2, adults: 2 });
      expect(r.status, JSON.stringify(r.body)).toBe(409);
      expect(r.body).toMatchObject({
        code: 'errors.site.notOnSale',
        params: { plan: { name: 'Bed and breakfast', nameFr: 'Chambre et petit-déjeuner' }, roomType: 'Garden suite' },
      });
      const refusal = { code: r.body.code as string, params: errorParamsOf(r.body.params), message: r.body.message as string };
      expect(errorText(refusal, 'fr')).toBe(
        'Le tarif Chambre et petit-déjeuner n’est pas en vente pour une Garden suite à ces dates. Revenez en arrière et choisissez une autre offre.',
      );
      expect(errorText(refusal, 'en')).toBe('The Bed and breakfast rate is not on sale for a Garden suite on these dates. Go back and choose another offer.');
      expect(JSON.stringify(errorText(refusal, 'fr'))).not.toContain(String(planId));
    });
  },
  { now: () => new Date('2026-03-10T12:00:00Z') },
);
