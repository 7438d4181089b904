import { useEffect, useState } from 'react';
import { guestsToIdentify, type DeskRules } from '../../lib/domain/desk-rules.ts';
import type { TDocTypeDto } from '../../lib/domain/rooms-dto.ts';
import { blankGuest, GuestFields, guestsPayload } from './GuestFields.tsx';
import { RoomPicker, type RoomChoice } from './RoomPicker.tsx';
import { StayForm } from './StayForm.tsx';
import type { GuestDraft, StayDialogProps } from './types.ts';
import { useLoad } from './use-load.ts';
import { formatDay } from '../../lib/format.ts';

/** The guests to start from: those registered, else one drafted from the booking's name. */
const startGuests = (p: StayDialogProps): GuestDraft[] => (p.stay.guests.length > 0 ? p.stay.guests : [blankGuest(p.stay.guestName, true)]);

/**
 * Check-in (a room and the guests' identities) or pre-check-in (the identities only). The hotel's
 * rule says how many guests show a document: every adult, or the main guest; the API enforces it.
 */
export function CheckInDialog(p: StayDialogProps & { mode: 'checkIn' | 'preCheckIn' }) {
  const { t, stay } = p;
  const rules = useLoad<DeskRules>('pms', '/hotel/desk-rules', p.fail);
  const docTypes = useLoad<TDocTypeDto[]>('crm', '/doctypes', p.fail);
  const needed = rules ? guestsToIdentify(stay.adults, rules.guestIdentification) : 1;
  const checkIn = p.mode === 'checkIn';
  const [guests, setGuests] = useState<GuestDraft[]>(() => startGuests(p));
  // A check-in shows a card for each guest the hotel identifies; a pre-check-in registers whom the clerk has.
  useEffect(() => {
    if (rules && checkIn) setGuests((gs) => (gs.length >= needed ? gs : [...gs, ...Array.from({ length: needed - gs.length }, () => blankGuest())]));
  }, [rules, needed, checkIn]);
  const occupant = stay.room?.occupant ?? null;
  const ready = stay.room && !occupant && (stay.room.housekeepingStatus === 'CLEAN' || stay.room.housekeepingStatus === 'INSPECTED');
  const [choice, setChoice] = useState<RoomChoice | null>(null);
  const send = () => {
    if (checkIn && guests.length < needed) return p.fail(t('stayDialogs.guests.missing', { count: needed }));
    const body = { guests: guestsPayload(guests) };
    if (!checkIn)
      return p.submit({ method: 'POST', path: `/reservations/${stay.id}/precheckin`, body, done: t('stayDialogs.done.preCheckIn', { number: stay.number }) });
    const room = choice?.room.name ?? stay.room?.name ?? '—';
    p.submit(
      {
        method: 'POST',
        path: `/reservations/${stay.id}/checkin`,
        body: choice ? { ...body, roomId: choice.room.roomId, upgrade: choice.upgrade } : body,
        done: t('stayDialogs.done.checkIn', { number: stay.number, room }),
      },
      t('stayDialogs.confirm.checkIn', { number: stay.number, guest: stay.guestName, room }),
    );
  };
  return (
    <StayForm
      {...p}
      wide
      title={checkIn ? 'stayDialogs.checkIn.title' : 'stayDialogs.preCheckIn.title'}
      submit={checkIn ? 'stayDialogs.checkIn.submit' : 'stayDialogs.preCheckIn.submit'}
      onSubmit={send}
    >
      {checkIn && occupant && stay.room && !choice && (
        <p role="status" className="admin-error" data-room-occupied>
          {t('stayDialogs.refusal.roomOccupied', {
            room: stay.room.name,
            guest: occupant.guestName,
            number: occupant.number,
            checkout: formatDay(occupant.checkout, p.locale),
          })}
        </p>
      )}
      {checkIn && <RoomPicker t={t} stay={stay} value={choice} onChange={setChoice} keepAssigned={Boolean(ready)} fail={p.fail} />}
      {rules && (
        <p className="admin-muted" data-guest-rule>
          {rules.guestIdentification === 'all_adults' ? t('stayDialogs.guests.ruleAll', { count: needed }) : t('stayDialogs.guests.ruleMain')}
        </p>
      )}
      <GuestFields t={t} locale={p.locale} today={p.today} guests={guests} docTypes={docTypes ?? []} onChange={setGuests} />
    </StayForm>
  );
}
