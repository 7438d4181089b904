import type { StayAction } from '../../lib/domain/stay-dto.ts';
import type { DialogStay } from '../stay-dialogs/types.ts';

export type { StayAction };

/** What the actions need to know of the stay (from the page's server render). */
export interface StaySummary extends DialogStay {
  status: number;
  today: string;
  priceMinor: number;
  currency: string;
  actions: StayAction[];
}
