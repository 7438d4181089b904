import { useState } from 'react';
import type { TFreeRoomDto, TFreeRoomsDto } from '../../lib/domain/rooms-dto.ts';
import { hkLabel } from './StayForm.tsx';
import type { StayTranslate } from './stay-dialogs-i18n.ts';
import type { DialogStay } from './types.ts';
import { useLoad } from './use-load.ts';

/** The room chosen, and whether the clerk chose it as an upgrade (another room type). */
export interface RoomChoice {
  room: TFreeRoomDto;
  upgrade: boolean;
}

/**
 * The free rooms of the stay's type; rooms of the other types only once the clerk ticks the
 * upgrade box (an explicit choice), those too small for the party shown but not choosable.
 * `keepAssigned` offers the stay's own room as the empty choice (check-in).
 */
export function RoomPicker(p: {
  t: StayTranslate;
  stay: DialogStay;
  value: RoomChoice | null;
  onChange: (c: RoomChoice | null) => void;
  keepAssigned?: boolean;
  fail: (m: string) => void;
}) {
  const { t, stay } = p;
  const [upgrade, setUpgrade] = useState(false);
  const free = useLoad<TFreeRoomsDto>('pms', `/reservations/${stay.id}/free-rooms?types=${upgrade ? 'all' : 'same'}`, p.fail);
  const keep = p.keepAssigned && stay.room;
  const choose = (id: string) => {
    const room = free?.rooms.find((r) => String(r.roomId) === id);
    p.onChange(room ? { room, upgrade: upgrade && !room.sameType } : null);
  };
  const fits = (r: TFreeRoomDto) => r.sameType || r.roomType.capacity >= (free?.party ?? 1);
  return (
    <>
      <label>
        {t('stayDialogs.room')}
        <select aria-label={t('stayDialogs.room')} required={!keep} value={p.value ? String(p.value.room.roomId) : ''} onChange={(e) => choose(e.target.value)}>
          <option value="">
            {keep ? t('stayDialogs.room.assigned', { room: stay.room!.name, status: hkLabel(t, stay.room!.housekeepingStatus) }) : t('stayDialogs.room.choose')}
          </option>
          {free?.rooms.map((r) => (
            <option key={r.roomId} value={String(r.roomId)} disabled={!fits(r)}>
              {fits(r)
                ? t('stayDialogs.room.option', { room: r.name, type: r.roomType.code, status: hkLabel(t, r.housekeepingStatus) })
                : t('stayDialogs.room.tooSmall', { room: r.name, type: r.roomType.code, capacity: r.roomType.capacity })}
            </option>
          ))}
        </select>
      </label>
      {free === null && <p className="admin-muted">{t('stayDialogs.loading')}</p>}
      {free?.rooms.length === 0 && <p className="admin-muted">{t('stayDialogs.room.none')}</p>}
      <label className="admin-check">
        <input
          type="checkbox"
          checked={upgrade}
          onChange={(e) => {
            setUpgrade(e.target.checked);
            p.onChange(null);
          }}
        />
        {t('stayDialogs.room.upgrade')}
      </label>
      {upgrade && <p className="admin-muted">{t('stayDialogs.room.party', { adults: stay.adults, kids: stay.kids })}</p>}
      {p.value?.upgrade && (
        <p role="status" className="admin-muted">
          {t('stayDialogs.room.upgradeNote', { room: p.value.room.name, type: p.value.room.roomType.name })}
        </p>
      )}
    </>
  );
}
