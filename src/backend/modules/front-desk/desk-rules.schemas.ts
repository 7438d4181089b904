import { z } from 'zod';
import { EARLY_DEPARTURE_RULES, GUEST_IDENTIFICATIONS } from '../../../lib/domain/desk-rules.ts';

export const ZDeskRulesRequest = z
  .object({
    earlyDepartureRule: z
      .enum(EARLY_DEPARTURE_RULES, { error: `expected one of: ${EARLY_DEPARTURE_RULES.join(', ')}` })
      .optional()
      .describe('drop: the nights not slept are dropped; charge: they are charged as one early-departure charge'),
    guestIdentification: z
      .enum(GUEST_IDENTIFICATIONS, { error: `expected one of: ${GUEST_IDENTIFICATIONS.join(', ')}` })
      .optional()
      .describe('all_adults: every adult shows an identity document at check-in; main_guest: the main guest only'),
  })
  .strict();
export type TDeskRulesRequest = z.infer<typeof ZDeskRulesRequest>;
