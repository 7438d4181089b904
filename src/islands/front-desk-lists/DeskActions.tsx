import { useEffect, useMemo, useState } from 'react';
import type { TDeskRowDto } from '../../lib/domain/desk-lists-dto.ts';
import { postJson } from '../../lib/api-client.ts';
import { pushToast } from '../../lib/stores/toasts.ts';
import type { DeskAction } from './desk-actions.ts';
import { translator, type DeskMessages } from './desk-lists-i18n.ts';
import { ConfirmBox } from '../ui/ConfirmBox.tsx';
import { GuestsForm, RoomForm, type GuestInput } from './DeskDialogs.tsx';

const FLASH = 'auberge.deskLists.flash';

interface Open {
  action: DeskAction;
  row: TDeskRowDto;
  /** The form (assign, move, check-in, pre-check-in) or the confirmation. */
  step: 'form' | 'confirm';
  /** What the confirmed step sends, and the toast it shows when done. */
  call?: { path: string; body: unknown; done: string };
  confirmText?: string;
}

/** No-show and check-out are a bare confirmation; the other actions open a form first. */
const withForm = (action: DeskAction) => action !== 'noShow' && action !== 'checkOut';

const guestsBody = (guests: GuestInput[]) => guests.map((g, i) => ({
  firstName: g.firstName, lastName: g.lastName, nationality: g.nationality.toUpperCase(), birthDate: g.birthDate,
  docTypeId: Number(g.docTypeId), docNumber: g.docNumber, isPrimary: i === 0,
}));

/**
 * The actions of a front-desk list (one island per page): the server-rendered table's buttons
 * open the dialogs here. Irreversible steps are confirmed first; a refusal shows the API's
 * message; success reloads the list (the server renders it again) and shows a toast.
 */
export default function DeskActions(props: { locale: 'en' | 'fr'; messages: DeskMessages; rows: TDeskRowDto[]; today: string }) {
  const t = useMemo(() => translator(props.messages), [props.messages]);
  const [open, setOpen] = useState<Open | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const flash = sessionStorage.getItem(FLASH);
    if (flash) {
      sessionStorage.removeItem(FLASH);
      pushToast(flash, { variant: 'success' });
    }
    const table = document.querySelector<HTMLElement>('[data-desk-list]');
    if (!table) return;
    const onClick = (e: MouseEvent) => {
      const button = (e.target as Element).closest<HTMLButtonElement>('button[data-desk-action]');
      const row = props.rows.find((r) => String(r.id) === button?.dataset['id']);
      if (!button || !row) return;
      const action = button.dataset['deskAction'] as DeskAction;
      setError(null);
      if (action === 'noShow') {
        setOpen({ action, row, step: 'confirm', confirmText: t('deskLists.confirm.noShow', { number: row.number, guest: row.guestName, checkin: row.checkin }),
          call: { path: `/reservations/${row.id}/noshow`, body: {}, done: t('deskLists.done.noShow', { number: row.number }) } });
      } else if (action === 'checkOut') {
        setOpen({ action, row, step: 'confirm', confirmText: t('deskLists.confirm.checkOut', { number: row.number, guest: row.guestName, room: row.roomName ?? '—' }),
          call: { path: `/reservations/${row.id}/checkout`, body: {}, done: t('deskLists.done.checkOut', { number: row.number }) } });
      } else {
        setOpen({ action, row, step: 'form' });
      }
    };
    table.addEventListener('click', onClick);
    for (const b of table.querySelectorAll<HTMLButtonElement>('button[data-desk-action]')) b.disabled = false;
    return () => table.removeEventListener('click', onClick);
  }, [props.rows, t]);

  const close = () => {
    setOpen(null);
    setError(null);
  };
  const send = async (call: NonNullable<Open['call']>) => {
    setBusy(true);
    setError(null);
    try {
      await postJson('pms', call.path, call.body);
      sessionStorage.setItem(FLASH, call.done);
      window.location.reload();
    } catch (err) {
      setError((err as Error).message);
      // A refused form goes back to the form (still filled in), so the clerk can change the room or the guests.
      setOpen((o) => (o && o.step === 'confirm' && withForm(o.action) ? { ...o, step: 'form' } : o));
      setBusy(false);
    }
  };
  /** The form's call: straight away when it can be taken back, after the confirmation otherwise. */
  const submit = (call: NonNullable<Open['call']>, confirmText?: string) => {
    if (!open) return;
    if (confirmText) {
      setError(null);
      setOpen({ ...open, step: 'confirm', call, confirmText });
    } else void send(call);
  };

  if (!open) return null;
  const { row } = open;
  const frame = { t, row, busy, error: open.step === 'form' ? error : null, onClose: close, fail: setError };
  // The form stays mounted under the confirmation, so 'Non' or a refusal returns to what was typed.
  const back = () => (withForm(open.action) ? setOpen({ ...open, step: 'form' }) : close());
  const confirm = open.step === 'confirm' && open.call
    ? <ConfirmBox t={t} text={open.confirmText ?? ''} busy={busy} error={error} onAnswer={(yes) => (yes ? void send(open.call!) : back())} />
    : null;
  let form = null;
  if (open.action === 'assign' || open.action === 'move') {
    const mode = open.action;
    form = (
      <RoomForm {...frame} mode={mode} today={props.today} onSubmit={(room, date) => mode === 'assign'
        ? submit({ path: `/reservations/${row.id}/assign`, body: { roomId: room.roomId }, done: t('deskLists.done.assign', { room: room.name, number: row.number }) })
        : submit({ path: `/reservations/${row.id}/move`, body: { roomId: room.roomId, date, upgrade: !room.sameType }, done: t('deskLists.done.move', { room: room.name, number: row.number }) },
          t('deskLists.confirm.move', { number: row.number, guest: row.guestName, room: room.name, from: row.roomName ?? '—' }))} />
    );
  } else if (open.action === 'checkIn' || open.action === 'preCheckIn') {
    const checkIn = open.action === 'checkIn';
    form = (
      <GuestsForm {...frame} locale={props.locale} withRoom={checkIn} onSubmit={(guests, roomId, roomName) => checkIn
        ? submit({ path: `/reservations/${row.id}/checkin`, body: { ...(roomId ? { roomId } : {}), guests: guestsBody(guests) }, done: t('deskLists.done.checkIn', { number: row.number, room: roomName }) },
          t('deskLists.confirm.checkIn', { number: row.number, guest: row.guestName, room: roomName }))
        : submit({ path: `/reservations/${row.id}/precheckin`, body: { guests: guestsBody(guests) }, done: t('deskLists.done.preCheckIn', { number: row.number }) })} />
    );
  }
  return <>{form}{confirm}</>;
}
