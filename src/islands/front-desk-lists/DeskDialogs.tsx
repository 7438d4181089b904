import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { TFreeRoomDto, TFreeRoomsDto } from '../../lib/domain/rooms-dto.ts';
import type { TDocTypeDto } from '../../lib/domain/rooms-dto.ts';
import type { TDeskRowDto } from '../../lib/domain/desk-lists-dto.ts';
import { apiJson } from '../../lib/api-client.ts';
import { Modal } from '../admin/Modal.tsx';
import type { DeskKey, Translate } from './desk-lists-i18n.ts';

export interface GuestInput {
  firstName: string;
  lastName: string;
  nationality: string;
  birthDate: string;
  docTypeId: string;
  docNumber: string;
}

interface Frame {
  t: Translate;
  row: TDeskRowDto;
  busy: boolean;
  error: string | null;
  onClose: () => void;
}

/** Loads once when the dialog opens; a failure shows in the dialog like a refusal. */
function useLoad<T>(path: string | null, service: 'pms' | 'crm', onError: (m: string) => void): T | null {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    if (!path) return;
    apiJson<T>(service, path).then(setData, (err: Error) => onError(err.message));
  }, [path]);
  return data;
}

function FormModal(p: Frame & { title: DeskKey; submit: DeskKey; onSubmit: () => void; children: ReactNode; wide?: boolean }) {
  const { t, row } = p;
  const send = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  return (
    <Modal title={t(p.title)} closeLabel={t('deskLists.dialog.close')} onClose={p.onClose} wide={p.wide ?? false}>
      <form className="admin-form" onSubmit={send}>
        <p className="admin-muted">{t('deskLists.dialog.stay', { number: row.number, guest: row.guestName, checkin: row.checkin, checkout: row.checkout })}</p>
        {p.children}
        {p.error && <p role="alert" className="admin-error">{p.error}</p>}
        <div className="admin-modal__footer desk-form__footer">
          <button type="submit" className="admin-btn admin-btn--primary" disabled={p.busy}>{t(p.submit)}</button>
          <button type="button" className="admin-btn" onClick={p.onClose}>{t('deskLists.dialog.cancel')}</button>
        </div>
      </form>
    </Modal>
  );
}

function RoomSelect(p: { t: Translate; rooms: TFreeRoomDto[] | null; value: string; onChange: (v: string) => void; extra?: ReactNode }) {
  const { t } = p;
  if (p.rooms === null) return <p>{t('deskLists.dialog.loading')}</p>;
  return (
    <label>{t('deskLists.dialog.room')}
      <select required value={p.value} onChange={(e) => p.onChange(e.target.value)}>
        <option value="">{t('deskLists.dialog.chooseRoom')}</option>
        {p.extra}
        {p.rooms.map((r) => (
          <option key={r.roomId} value={String(r.roomId)}>
            {t('deskLists.dialog.roomOption', { room: r.name, type: r.roomType.code, status: t(`deskLists.roomStatus.${r.housekeepingStatus}` as DeskKey) })}
          </option>
        ))}
      </select>
      {p.rooms.length === 0 && !p.extra && <span className="admin-muted">{t('deskLists.dialog.noRooms')}</span>}
    </label>
  );
}

/** Assign (rooms of the stay's type) or move (any type, from a date) an expected or in-house stay. */
export function RoomForm(p: Frame & { mode: 'assign' | 'move'; today: string; fail: (m: string) => void; onSubmit: (room: TFreeRoomDto, date: string) => void }) {
  const { t, row } = p;
  const free = useLoad<TFreeRoomsDto>(`/reservations/${row.id}/free-rooms?types=${p.mode === 'move' ? 'all' : 'same'}`, 'pms', p.fail);
  const [roomId, setRoomId] = useState('');
  const [date, setDate] = useState(p.today < row.checkin ? row.checkin : p.today);
  const submit = () => {
    const room = free?.rooms.find((r) => String(r.roomId) === roomId);
    if (room) p.onSubmit(room, date);
  };
  return (
    <FormModal {...p} title={p.mode === 'move' ? 'deskLists.dialog.moveTitle' : 'deskLists.dialog.assignTitle'} submit={p.mode === 'move' ? 'deskLists.dialog.submitMove' : 'deskLists.dialog.submitAssign'} onSubmit={submit}>
      <RoomSelect t={t} rooms={free?.rooms ?? null} value={roomId} onChange={setRoomId} />
      {p.mode === 'move' && (
        <label>{t('deskLists.dialog.moveDate')}<input type="date" required min={row.checkin} max={row.checkout} value={date} onChange={(e) => setDate(e.target.value)} /></label>
      )}
    </FormModal>
  );
}

const blankGuest = (name = ''): GuestInput => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: rest.length ? first : '', lastName: rest.length ? rest.join(' ') : first, nationality: '', birthDate: '', docTypeId: '', docNumber: '' };
};

/** The guests' identities (registration card) for a check-in or a pre-check-in; a check-in also names the room. */
export function GuestsForm(p: Frame & { locale: string; withRoom: boolean; fail: (m: string) => void; onSubmit: (guests: GuestInput[], roomId: number | null, roomName: string) => void }) {
  const { t, row } = p;
  const docTypes = useLoad<TDocTypeDto[]>('/doctypes', 'crm', p.fail);
  const free = useLoad<TFreeRoomsDto>(p.withRoom ? `/reservations/${row.id}/free-rooms?types=same` : null, 'pms', p.fail);
  const [guests, setGuests] = useState<GuestInput[]>(() => row.guests?.length
    ? row.guests.map((g) => ({ firstName: g.firstName, lastName: g.lastName, nationality: g.nationality ?? '', birthDate: g.birthDate ?? '', docTypeId: g.docTypeId ? String(g.docTypeId) : '', docNumber: g.docNumber ?? '' }))
    : [blankGuest(row.guestName)]);
  // The assigned room is the default only when it is ready: check-in refuses a dirty room.
  const ready = row.roomStatus === 'CLEAN' || row.roomStatus === 'INSPECTED';
  const [roomId, setRoomId] = useState(row.roomId && ready ? String(row.roomId) : '');
  const set = (i: number, field: keyof GuestInput, value: string) => setGuests((gs) => gs.map((g, j) => (j === i ? { ...g, [field]: value } : g)));
  const submit = () => {
    const roomName = roomId === String(row.roomId) ? (row.roomName ?? '') : (free?.rooms.find((r) => String(r.roomId) === roomId)?.name ?? '');
    p.onSubmit(guests, p.withRoom && roomId ? Number(roomId) : null, roomName);
  };
  const field = (i: number, key: keyof GuestInput, label: DeskKey, input: Record<string, unknown> = {}) => (
    <label>{t(label)}<input required value={guests[i]![key]} onChange={(e) => set(i, key, e.target.value)} {...input} /></label>
  );
  return (
    <FormModal {...p} wide title={p.withRoom ? 'deskLists.dialog.checkInTitle' : 'deskLists.dialog.preCheckInTitle'} submit={p.withRoom ? 'deskLists.dialog.submitCheckIn' : 'deskLists.dialog.save'} onSubmit={submit}>
      {p.withRoom && (
        <RoomSelect t={t} rooms={free?.rooms ?? null} value={roomId} onChange={setRoomId}
          extra={row.roomId && <option value={String(row.roomId)}>{t('deskLists.dialog.roomOption', { room: row.roomName ?? '', type: row.roomTypeCode, status: t(`deskLists.roomStatus.${row.roomStatus ?? 'CLEAN'}` as DeskKey) })}</option>} />
      )}
      {guests.map((g, i) => (
        <fieldset key={i} className="admin-form__grid desk-guest">
          <legend>{t('deskLists.dialog.guest', { n: i + 1 })}</legend>
          {field(i, 'firstName', 'deskLists.dialog.firstName', { maxLength: 100, autoComplete: 'off' })}
          {field(i, 'lastName', 'deskLists.dialog.lastName', { maxLength: 100, autoComplete: 'off' })}
          {field(i, 'nationality', 'deskLists.dialog.nationality', { pattern: '[A-Za-z]{2}', maxLength: 2, size: 3 })}
          {field(i, 'birthDate', 'deskLists.dialog.birthDate', { type: 'date' })}
          <label>{t('deskLists.dialog.docType')}
            <select required value={g.docTypeId} onChange={(e) => set(i, 'docTypeId', e.target.value)}>
              <option value="" />
              {(docTypes ?? []).map((d) => <option key={d.docTypeId} value={String(d.docTypeId)}>{p.locale === 'fr' ? d.nameFr : d.name}</option>)}
            </select>
          </label>
          {field(i, 'docNumber', 'deskLists.dialog.docNumber', { maxLength: 64, autoComplete: 'off' })}
          {guests.length > 1 && (
            <button type="button" className="admin-btn admin-btn--small" onClick={() => setGuests((gs) => gs.filter((_, j) => j !== i))}>{t('deskLists.dialog.removeGuest', { n: i + 1 })}</button>
          )}
        </fieldset>
      ))}
      {guests.length < 20 && <button type="button" className="admin-btn admin-btn--small desk-add" onClick={() => setGuests((gs) => [...gs, blankGuest()])}>{t('deskLists.dialog.addGuest')}</button>}
    </FormModal>
  );
}
