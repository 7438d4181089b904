import { useEffect, useState } from 'react';
import { apiJson } from '../../lib/api-client.ts';
import type { TFreeRoomDto, TFreeRoomsDto } from '../../lib/domain/rooms-dto.ts';
import type { DetailsKey, Translate } from './details-i18n.ts';

/**
 * The free rooms of the stay's type (every type when the clerk asks for an upgrade), read when the
 * dialog opens. `assigned` offers the stay's current room as the empty choice (check-in).
 */
export function RoomPicker(props: { t: Translate; stayId: number; value: TFreeRoomDto | null; onChange: (room: TFreeRoomDto | null) => void; assigned?: string | null }) {
  const { t } = props;
  const [allTypes, setAllTypes] = useState(false);
  const [rooms, setRooms] = useState<TFreeRoomDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setRooms(null);
    setError(null);
    apiJson<TFreeRoomsDto>('pms', `/reservations/${props.stayId}/free-rooms?types=${allTypes ? 'all' : 'same'}`).then(
      (r) => live && setRooms(r.rooms),
      (err: Error) => live && setError(err.message),
    );
    return () => {
      live = false;
    };
  }, [props.stayId, allTypes]);
  const choose = (id: string) => props.onChange(rooms?.find((r) => String(r.roomId) === id) ?? null);
  return (
    <>
      <label>
        {t('details.form.room')}
        <select aria-label={t('details.form.room')} required={!props.assigned} value={props.value ? String(props.value.roomId) : ''} onChange={(e) => choose(e.target.value)}>
          <option value="">{props.assigned ? t('details.form.assignedRoom', { room: props.assigned }) : t('details.form.chooseRoom')}</option>
          {rooms?.map((r) => (
            <option key={r.roomId} value={String(r.roomId)}>
              {t('details.form.roomOption', { room: r.name, type: r.roomType.code, status: t(`details.hk.${r.housekeepingStatus}` as DetailsKey) })}
            </option>
          ))}
        </select>
      </label>
      {rooms === null && !error && <p className="admin-muted">{t('details.form.loadingRooms')}</p>}
      {rooms?.length === 0 && <p className="admin-muted">{t('details.form.noRoom')}</p>}
      {error && <p role="alert" className="admin-error">{error}</p>}
      <label className="admin-check">
        <input type="checkbox" checked={allTypes} onChange={(e) => setAllTypes(e.target.checked)} />
        {t('details.form.upgrade')}
      </label>
    </>
  );
}
