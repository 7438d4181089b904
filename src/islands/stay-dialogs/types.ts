import type { StayDialogMessages, StayTranslate } from './stay-dialogs-i18n.ts';
import type { TRoomOccupantDto } from '../../lib/domain/desk-lists-dto.ts';

/** One guest of the registration card, as typed (docTypeId '' until chosen; birthDate 'YYYY-MM-DD' or ''). */
export interface GuestDraft {
  firstName: string;
  lastName: string;
  nationality: string;
  birthDate: string;
  docTypeId: number | '';
  docNumber: string;
  isPrimary: boolean;
}

/** What the stay dialogs need to know of a stay; the lists build it from a row, the details page from the stay. */
export interface DialogStay {
  id: number;
  number: string;
  guestName: string;
  checkin: string;
  checkout: string;
  adults: number;
  kids: number;
  /** occupant: the guest still in house in that room, when the list knows it (a check-in there is refused until they leave). */
  room: { id: number; name: string; housekeepingStatus: string; occupant?: TRoomOccupantDto | null } | null;
  /** Registered guests (primary first), or none yet. */
  guests: GuestDraft[];
}

/** A call a dialog asks its island to make, and the toast it shows when done. */
export interface StayRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  done: string;
  /** Calls made once this one has succeeded, in order (the check-out closes the stay's RFID wallets). */
  then?: Array<{ service: 'pms' | 'crm'; method: 'POST'; path: string }>;
}

export interface StayDialogProps {
  t: StayTranslate;
  locale: 'en' | 'fr';
  stay: DialogStay;
  /** The hotel's today. */
  today: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  /** Sends the call now, or once the clerk confirms `confirmText`. */
  submit: (request: StayRequest, confirmText?: string) => void;
  /** Shows a refusal found before calling the API (or a load that failed). */
  fail: (message: string) => void;
}

export type { StayDialogMessages };

/** Registered guests (as the lists and the details page read them) as drafts to edit. */
export const draftGuests = (
  guests: readonly {
    firstName: string;
    lastName: string;
    nationality: string | null;
    birthDate: string | null;
    docTypeId: number | null;
    docNumber: string | null;
    isPrimary: boolean;
  }[],
): GuestDraft[] =>
  guests.map((g) => ({
    firstName: g.firstName,
    lastName: g.lastName,
    nationality: g.nationality ?? '',
    birthDate: g.birthDate ?? '',
    docTypeId: g.docTypeId ?? '',
    docNumber: g.docNumber ?? '',
    isPrimary: g.isPrimary,
  }));
