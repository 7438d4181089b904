import { useMemo, useState } from 'react';
import { navigate } from 'astro:transitions/client';
import { apiFetch } from '../../lib/api-client.ts';
import { pushToast } from '../../lib/stores/toasts.ts';
import { CancelDialog, EditDialog, NoteDialog, TagDialog, type DialogProps } from './ActionDialogs.tsx';
import { CheckInDialog } from '../stay-dialogs/CheckInDialog.tsx';
import { CheckOutDialog } from '../stay-dialogs/CheckOutDialog.tsx';
import { RoomDialog } from '../stay-dialogs/RoomDialog.tsx';
import { sendStayRequest } from '../stay-dialogs/stay-request.ts';
import { translator as stayTranslator, type StayDialogMessages } from '../stay-dialogs/stay-dialogs-i18n.ts';
import { errorText } from '../../lib/i18n/error-text.ts';
import type { StayDialogProps } from '../stay-dialogs/types.ts';
import { translator, type DetailsKey, type DetailsMessages } from './details-i18n.ts';
import { ConfirmBox } from '../ui/ConfirmBox.tsx';
import type { StayAction, StaySummary } from './types.ts';

/** The order of the buttons: the day's main move first, the irreversible ones last. */
const ORDER: StayAction[] = [
  'checkIn',
  'checkOut',
  'assign',
  'move',
  'edit',
  'preCheckIn',
  'addNote',
  'addTag',
  'removeTags',
  'unassign',
  'undoCheckIn',
  'noShow',
  'cancel',
];
const PRIMARY = new Set<StayAction>(['checkIn', 'checkOut']);
const DANGER = new Set<StayAction>(['undoCheckIn', 'noShow', 'cancel']);
/** Actions with nothing to type: a confirmation, then the call. */
const CONFIRM_ONLY: Partial<Record<StayAction, { path: string; method: 'POST' | 'DELETE'; text: DetailsKey }>> = {
  unassign: { path: '/room', method: 'DELETE', text: 'details.confirm.unassign' },
  removeTags: { path: '/tags', method: 'DELETE', text: 'details.confirm.removeTags' },
  noShow: { path: '/noshow', method: 'POST', text: 'details.confirm.noShow' },
  undoCheckIn: { path: '/undo-checkin', method: 'POST', text: 'details.confirm.undoCheckIn' },
};

interface Pending {
  action: StayAction;
  text: string;
  call: () => Promise<unknown>;
  /** The toast when done (the stay dialogs word their own). */
  done?: string;
}

/** Actions whose dialog the front-desk lists share (src/islands/stay-dialogs). */
const SHARED = new Set<StayAction>(['assign', 'move', 'checkIn', 'preCheckIn', 'checkOut']);

/**
 * /front-desk/details: the front-desk actions the rules allow on this stay. Each calls the
 * front-desk API; on success a toast shows and the page is rendered again by the server (so every
 * section shows the new state); a refusal shows the API's message in the open dialog.
 */
export default function DetailsActions(props: { locale: 'en' | 'fr'; messages: DetailsMessages; dialogMessages: StayDialogMessages; stay: StaySummary }) {
  const { stay } = props;
  const t = useMemo(() => translator(props.messages), [props.messages]);
  const st = useMemo(() => stayTranslator(props.dialogMessages), [props.dialogMessages]);
  const [open, setOpen] = useState<StayAction | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: StayAction, call: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (err) {
      // A form stays open with the refusal; a bare confirmation shows it itself.
      if (open !== null) setPending(null);
      setError(errorText(err, props.locale));
      setBusy(false);
      return;
    }
    pushToast(done ?? t(`details.done.${action}`, { number: stay.number }), { variant: 'success' });
    setPending(null);
    setOpen(null);
    // The server renders the page again; this island is replaced with the fresh stay (busy until then).
    await navigate(window.location.href, { history: 'replace' });
  };
  const ask = (action: StayAction, text: string, call: () => Promise<unknown>, done?: string) => {
    setError(null);
    setPending({ action, text, call, ...(done === undefined ? {} : { done }) });
  };
  const start = (action: StayAction) => {
    setError(null);
    const bare = CONFIRM_ONLY[action];
    if (!bare) return setOpen(action);
    const text = t(bare.text, { number: stay.number, room: stay.room?.name ?? '—' });
    ask(action, text, () => apiFetch('pms', `/reservations/${stay.id}${bare.path}`, { method: bare.method }));
  };

  const onClose = () => {
    setOpen(null);
    setError(null);
  };
  const dialog: DialogProps | null =
    open && !SHARED.has(open)
      ? {
          t,
          stay,
          locale: props.locale,
          busy,
          error,
          onClose,
          submit: (call, confirmText) => (confirmText ? ask(open, confirmText, call) : void run(open, call)),
          fail: setError,
        }
      : null;
  const shared: StayDialogProps | null =
    open && SHARED.has(open)
      ? {
          t: st,
          stay,
          locale: props.locale,
          today: stay.today,
          busy,
          error: pending ? null : error,
          onClose,
          fail: setError,
          submit: (request, confirmText) => {
            const call = () => sendStayRequest(request);
            if (confirmText) ask(open, confirmText, call, request.done);
            else void run(open, call, request.done);
          },
        }
      : null;
  return (
    <div className="details-actions" role="toolbar" aria-label={t('details.actions.label')}>
      {ORDER.filter((a) => stay.actions.includes(a)).map((a) => (
        <button
          key={a}
          type="button"
          disabled={busy}
          onClick={() => start(a)}
          className={`admin-btn${PRIMARY.has(a) ? ' admin-btn--primary' : ''}${DANGER.has(a) ? ' admin-btn--danger' : ''}`}
        >
          {t(`details.action.${a}`)}
        </button>
      ))}
      {dialog && open === 'edit' && <EditDialog {...dialog} />}
      {shared && (open === 'assign' || open === 'move') && <RoomDialog {...shared} mode={open} />}
      {shared && (open === 'checkIn' || open === 'preCheckIn') && <CheckInDialog {...shared} mode={open} />}
      {shared && open === 'checkOut' && <CheckOutDialog {...shared} currency={stay.currency} />}
      {dialog && open === 'addTag' && <TagDialog {...dialog} />}
      {dialog && open === 'addNote' && <NoteDialog {...dialog} />}
      {dialog && open === 'cancel' && <CancelDialog {...dialog} />}
      {pending && (
        <ConfirmBox
          t={t}
          text={pending.text}
          busy={busy}
          error={open === null ? error : null}
          onAnswer={(yes) => (yes ? void run(pending.action, pending.call, pending.done) : (setPending(null), open === null && setError(null)))}
        />
      )}
    </div>
  );
}
