import { useState } from 'react';
import { addDays } from '../../lib/domain/days.ts';
import { formatDay } from '../../lib/format.ts';
import { RoomPicker, type RoomChoice } from './RoomPicker.tsx';
import { StayForm } from './StayForm.tsx';
import { DayField } from '../ui/DayField.tsx';
import type { StayDialogProps } from './types.ts';

/** Assign a room to an expected stay, or move an in-house stay from a night (confirmed: the old room turns dirty). */
export function RoomDialog(p: StayDialogProps & { mode: 'assign' | 'move' }) {
  const { t, stay } = p;
  const [choice, setChoice] = useState<RoomChoice | null>(null);
  const lastNight = addDays(stay.checkout, -1);
  const [date, setDate] = useState(p.today < stay.checkin ? stay.checkin : p.today > lastNight ? lastNight : p.today);
  const send = () => {
    if (!choice) return;
    const { room, upgrade } = choice;
    if (p.mode === 'assign') {
      return p.submit({
        method: 'POST',
        path: `/reservations/${stay.id}/assign`,
        body: { roomId: room.roomId, upgrade },
        done: t('stayDialogs.done.assign', { room: room.name, number: stay.number }),
      });
    }
    p.submit(
      {
        method: 'POST',
        path: `/reservations/${stay.id}/move`,
        body: { roomId: room.roomId, date, upgrade },
        done: t('stayDialogs.done.move', { room: room.name, number: stay.number }),
      },
      t('stayDialogs.confirm.move', {
        number: stay.number,
        guest: stay.guestName,
        room: room.name,
        date: formatDay(date, p.locale),
        from: stay.room?.name ?? '—',
      }),
    );
  };
  return (
    <StayForm
      {...p}
      title={p.mode === 'assign' ? 'stayDialogs.assign.title' : 'stayDialogs.move.title'}
      submit={p.mode === 'assign' ? 'stayDialogs.assign.submit' : 'stayDialogs.move.submit'}
      onSubmit={send}
    >
      <RoomPicker t={t} stay={stay} value={choice} onChange={setChoice} fail={p.fail} />
      {p.mode === 'move' && (
        <DayField
          t={t}
          locale={p.locale}
          label={t('stayDialogs.move.date')}
          required
          min={stay.checkin}
          max={lastNight}
          today={p.today}
          value={date}
          onChange={setDate}
        />
      )}
    </StayForm>
  );
}
