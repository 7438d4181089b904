import { useEffect, useMemo, useState } from 'react';
import type { TDeskRowDto } from '../../lib/domain/desk-lists-dto.ts';
import { pushToast } from '../../lib/stores/toasts.ts';
import type { DeskAction } from './desk-actions.ts';
import { translator, type DeskMessages } from './desk-lists-i18n.ts';
import { ConfirmBox } from '../ui/ConfirmBox.tsx';
import { CheckInDialog } from '../stay-dialogs/CheckInDialog.tsx';
import { CheckOutDialog } from '../stay-dialogs/CheckOutDialog.tsx';
import { RoomDialog } from '../stay-dialogs/RoomDialog.tsx';
import { sendStayRequest } from '../stay-dialogs/stay-request.ts';
import { errorText } from '../../lib/i18n/error-text.ts';
import { translator as stayTranslator, type StayDialogMessages } from '../stay-dialogs/stay-dialogs-i18n.ts';
import { draftGuests, type DialogStay, type StayDialogProps, type StayRequest } from '../stay-dialogs/types.ts';

const FLASH = 'auberge.deskLists.flash';

interface Open {
  action: DeskAction;
  row: TDeskRowDto;
  /** The confirmation of a form's call, over the form (still filled in). */
  confirm?: { request: StayRequest; text: string };
}

const dialogStay = (row: TDeskRowDto): DialogStay => ({
  id: row.id,
  number: row.number,
  guestName: row.guestName,
  checkin: row.checkin,
  checkout: row.checkout,
  adults: row.adults,
  kids: row.kids,
  room:
    row.roomId !== null
      ? { id: row.roomId, name: row.roomName ?? '', housekeepingStatus: row.roomStatus ?? 'CLEAN', occupant: row.roomOccupant ?? null }
      : null,
  guests: draftGuests(row.guests ?? []),
});

/**
 * The actions of a front-desk list (one island per page): the server-rendered table's buttons
 * open the stay dialogs the details page uses too. Irreversible steps are confirmed first; a
 * refusal shows the API's message; success reloads the list (the server renders it again) and
 * shows a toast.
 */
export default function DeskActions(props: {
  locale: 'en' | 'fr';
  messages: DeskMessages;
  dialogMessages: StayDialogMessages;
  rows: TDeskRowDto[];
  today: string;
}) {
  const t = useMemo(() => translator(props.messages), [props.messages]);
  const st = useMemo(() => stayTranslator(props.dialogMessages), [props.dialogMessages]);
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
      setError(null);
      setOpen({ action: button.dataset['deskAction'] as DeskAction, row });
    };
    table.addEventListener('click', onClick);
    for (const b of table.querySelectorAll<HTMLButtonElement>('button[data-desk-action]')) b.disabled = false;
    return () => table.removeEventListener('click', onClick);
  }, [props.rows]);

  const close = () => {
    setOpen(null);
    setError(null);
  };
  const send = async (request: StayRequest) => {
    setBusy(true);
    setError(null);
    try {
      await sendStayRequest(request);
      sessionStorage.setItem(FLASH, request.done);
      window.location.reload();
    } catch (err) {
      setError(errorText(err, props.locale));
      // A refused form goes back to the form (still filled in), so the clerk can change the room or the guests.
      setOpen((o) => (o ? { action: o.action, row: o.row } : o));
      setBusy(false);
    }
  };

  if (!open) return null;
  const { row } = open;
  const dialog: StayDialogProps = {
    t: st,
    locale: props.locale,
    stay: dialogStay(row),
    today: props.today,
    busy,
    error: open.confirm ? null : error,
    onClose: close,
    fail: setError,
    submit: (request, confirmText) => {
      setError(null);
      if (confirmText) setOpen({ ...open, confirm: { request, text: confirmText } });
      else void send(request);
    },
  };
  let form = null;
  if (open.action === 'assign' || open.action === 'move') form = <RoomDialog {...dialog} mode={open.action} />;
  else if (open.action === 'checkIn' || open.action === 'preCheckIn') form = <CheckInDialog {...dialog} mode={open.action} />;
  else if (open.action === 'checkOut') form = <CheckOutDialog {...dialog} currency={row.currency} />;
  else if (open.action === 'noShow') {
    const noShow: StayRequest = { method: 'POST', path: `/reservations/${row.id}/noshow`, done: t('deskLists.done.noShow', { number: row.number }) };
    form = (
      <ConfirmBox
        t={st}
        text={t('deskLists.confirm.noShow', { number: row.number, guest: row.guestName, checkin: row.checkin })}
        busy={busy}
        error={error}
        onAnswer={(yes) => (yes ? void send(noShow) : close())}
      />
    );
  }
  // 'Non' on a form's confirmation returns to the form as it was typed.
  const confirm = open.confirm && (
    <ConfirmBox
      t={st}
      text={open.confirm.text}
      busy={busy}
      error={error}
      onAnswer={(yes) => (yes ? void send(open.confirm!.request) : setOpen({ action: open.action, row }))}
    />
  );
  return (
    <>
      {form}
      {confirm}
    </>
  );
}
