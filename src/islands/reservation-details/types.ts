import type { StayAction } from '../../lib/domain/stay-dto.ts';

export type { StayAction };

/** One guest of the registration form, as typed (docTypeId '' until chosen). */
export interface GuestDraft {
  firstName: string;
  lastName: string;
  nationality: string;
  birthDate: string;
  docTypeId: number | '';
  docNumber: string;
  isPrimary: boolean;
}

/** What the actions need to know of the stay (from the page's server render). */
export interface StaySummary {
  id: number;
  number: string;
  status: number;
  checkin: string;
  checkout: string;
  today: string;
  priceMinor: number;
  currency: string;
  room: { id: number; name: string } | null;
  actions: StayAction[];
  /** Registered guests, or a first guest drafted from the booking's guest name. */
  guests: GuestDraft[];
}

export interface DocTypeOption {
  id: number;
  name: string;
}
