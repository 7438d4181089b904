import { useState } from 'react';
import { Modal } from '../ui/Modal.tsx';
import { apiJson, postJson } from '../../lib/api-client.ts';
import { formatMoney, intlLocale, toMinor } from '../../lib/format.ts';
import type { TCashDrawerDto, TCashShiftDto } from '../../lib/domain/cash-drawer-dto.ts';
import { translator, type Messages } from '../../lib/i18n/translator.ts';
import type { cashDrawerEn } from '../../lib/i18n/cash-drawer.en.ts';
import { errorText } from '../../lib/i18n/error-text.ts';

type Key = keyof typeof cashDrawerEn;
type T = ReturnType<typeof translator<Key>>;

const dmy = (d: string) => d.split('-').reverse().join('/');

/**
 * The cashier's drawer: open a shift with its float; its cash movements (payments, refunds, the
 * exchange desk) and the expected cash per currency; count and close it, the difference kept; the
 * past shifts with their differences. A supervisor also counts the hotel's other open drawers.
 * First data from the server render; after each write it reads the drawer again.
 */
export function CashDrawer(props: { initial: TCashDrawerDto; history: TCashShiftDto[]; locale: 'en' | 'fr'; timeZone: string; messages: Messages<Key> }) {
  const t = translator(props.messages, props.locale);
  const [drawer, setDrawer] = useState(props.initial);
  const [history, setHistory] = useState(props.history);
  const [float, setFloat] = useState('');
  const [counting, setCounting] = useState<TCashShiftDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const cur = drawer.currency;

  const say = (err: unknown) => errorText(err, props.locale);

  async function run(call: () => Promise<unknown>, message: string) {
    setBusy(true);
    setError(null);
    try {
      await call();
      const [d, h] = await Promise.all([apiJson<TCashDrawerDto>('crm', '/cash-drawer'), apiJson<{ shifts: TCashShiftDto[] }>('crm', '/cash-drawer/shifts')]);
      setDrawer(d);
      setHistory(h.shifts);
      setCounting(null);
      setDone(message);
    } catch (err) {
      setError(t('drawer.error', { message: say(err) }));
    } finally {
      setBusy(false);
    }
  }

  const openShift = () => {
    const minor = float.trim() === '' ? 0 : toMinor(float, cur);
    if (minor === null) return setError(t('drawer.badAmount', { field: t('drawer.float', { currency: cur }) }));
    void run(() => postJson('crm', '/cash-drawer/shifts', { openingFloatMinor: minor }), t('drawer.opened'));
  };

  return (
    <div className="cash-drawer">
      <p role="status">{done}</p>
      {error && !counting && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <p>{t('drawer.businessDay', { day: dmy(drawer.businessDay) })}</p>
      {drawer.mine ? (
        <ShiftPanel
          t={t}
          shift={drawer.mine}
          locale={props.locale}
          timeZone={props.timeZone}
          title={t('drawer.mine', { shift: drawer.mine.shiftId, at: stamp(drawer.mine.openedAt, props.locale, props.timeZone) })}
          onCount={() => setCounting(drawer.mine)}
        />
      ) : drawer.mineElsewhere ? (
        <p className="panel">{t('drawer.elsewhere', { shift: drawer.mineElsewhere.shiftId, hotel: drawer.mineElsewhere.groupId })}</p>
      ) : (
        <form
          className="admin-form panel"
          onSubmit={(e) => {
            e.preventDefault();
            openShift();
          }}
          aria-label={t('drawer.open')}
        >
          <p>{t('drawer.none')}</p>
          <label>
            {t('drawer.float', { currency: cur })}
            <input value={float} inputMode="decimal" onChange={(e) => setFloat(e.target.value)} />
          </label>
          <button type="submit" className="admin-btn admin-btn--primary" disabled={busy}>
            {t('drawer.open')}
          </button>
        </form>
      )}
      {drawer.others.map((s) => (
        <ShiftPanel
          key={s.shiftId}
          t={t}
          shift={s}
          locale={props.locale}
          timeZone={props.timeZone}
          title={s.house ? t('drawer.house') : t('drawer.shiftOf', { shift: s.shiftId, name: s.cashierName ?? '' })}
          note={s.house ? t('drawer.houseNote') : undefined}
          onCount={() => setCounting(s)}
        />
      ))}
      <History t={t} shifts={history} locale={props.locale} timeZone={props.timeZone} />
      {counting && (
        <CountDialog
          t={t}
          shift={counting}
          locale={props.locale}
          busy={busy}
          error={error}
          onClose={() => {
            setCounting(null);
            setError(null);
          }}
          onSubmit={(body) => run(() => postJson('crm', `/cash-drawer/shifts/${counting.shiftId}/close`, body), t('drawer.closed'))}
        />
      )}
    </div>
  );
}

function stamp(iso: string, locale: string, timeZone: string): string {
  return new Date(iso).toLocaleString(intlLocale(locale), { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

function Totals(props: { t: T; shift: TCashShiftDto; locale: string; label: string }) {
  const { t } = props;
  const m = (v: number | null, c: string) => (v === null ? '—' : formatMoney(v, c, props.locale));
  return (
    <table className="admin-table" aria-label={props.label}>
      <thead>
        <tr>
          <th>{t('drawer.col.currency')}</th>
          <th>{t('drawer.col.float')}</th>
          <th>{t('drawer.col.in')}</th>
          <th>{t('drawer.col.out')}</th>
          <th>{t('drawer.col.expected')}</th>
          <th>{t('drawer.col.counted')}</th>
          <th>{t('drawer.col.difference')}</th>
        </tr>
      </thead>
      <tbody>
        {props.shift.totals.map((x) => (
          <tr key={x.currency}>
            <td>{x.currency}</td>
            <td className="num">{m(x.floatMinor, x.currency)}</td>
            <td className="num">{m(x.inMinor, x.currency)}</td>
            <td className="num">{m(x.outMinor, x.currency)}</td>
            <td className="num" data-testid={`expected-${x.currency}`}>
              {m(x.expectedMinor, x.currency)}
            </td>
            <td className="num">{m(x.countedMinor, x.currency)}</td>
            <td className="num">{m(x.differenceMinor, x.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ShiftPanel(props: { t: T; shift: TCashShiftDto; locale: string; timeZone: string; title: string; note?: string | undefined; onCount: () => void }) {
  const { t, shift } = props;
  const headingId = `shift-${shift.shiftId}`;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      {props.note && <p>{props.note}</p>}
      <Totals t={t} shift={shift} locale={props.locale} label={t('drawer.totals')} />
      <h3>{t('drawer.movements')}</h3>
      {(shift.movements ?? []).length === 0 ? (
        <p>{t('drawer.noMovement')}</p>
      ) : (
        <table className="admin-table" aria-label={t('drawer.movements')}>
          <thead>
            <tr>
              <th>{t('drawer.col.time')}</th>
              <th>{t('drawer.col.kind')}</th>
              <th>{t('drawer.col.reference')}</th>
              <th>{t('drawer.col.amount')}</th>
              <th>{t('drawer.col.hotelAmount', { currency: shift.currency })}</th>
              <th>{t('drawer.col.user')}</th>
            </tr>
          </thead>
          <tbody>
            {(shift.movements ?? []).map((mv) => (
              <tr key={mv.movementId}>
                <td>{stamp(mv.createdAt, props.locale, props.timeZone)}</td>
                <td>{t(`drawer.kind.${mv.kind}` as Key)}</td>
                <td>
                  {mv.orderId !== null ? (
                    <a href={`/front-desk/details?id=${mv.orderId}#folio`}>{t('drawer.order', { order: mv.orderNumber ?? mv.orderId })}</a>
                  ) : (
                    (mv.guestName ?? '')
                  )}
                </td>
                <td className="num">{formatMoney(mv.amountMinor, mv.currency, props.locale)}</td>
                <td className="num">{formatMoney(mv.hotelAmountMinor, shift.currency, props.locale)}</td>
                <td>{mv.userName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="admin-btn admin-btn--primary" onClick={props.onCount}>
        {t('drawer.count')}
      </button>
    </section>
  );
}

function CountDialog(props: {
  t: T;
  shift: TCashShiftDto;
  locale: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (b: unknown) => void;
}) {
  const { t, shift } = props;
  const [counted, setCounted] = useState<Record<string, string>>(() => Object.fromEntries(shift.totals.map((x) => [x.currency, ''])));
  const [note, setNote] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const submit = () => {
    const counts: Array<{ currency: string; countedMinor: number }> = [];
    for (const x of shift.totals) {
      const minor = toMinor(counted[x.currency] ?? '', x.currency);
      if (minor === null) return setLocal(t('drawer.badAmount', { field: t('drawer.counted', { currency: x.currency }) }));
      counts.push({ currency: x.currency, countedMinor: minor });
    }
    setLocal(null);
    props.onSubmit({ counts, note });
  };
  return (
    <Modal
      title={t('drawer.countTitle', { shift: shift.shiftId })}
      closeLabel={t('drawer.cancel')}
      onClose={props.onClose}
      footer={
        <>
          <button type="submit" form="drawer-count-form" className="admin-btn admin-btn--primary" disabled={props.busy}>
            {t('drawer.confirmClose')}
          </button>
          <button type="button" className="admin-btn" onClick={props.onClose}>
            {t('drawer.cancel')}
          </button>
        </>
      }
    >
      <form
        id="drawer-count-form"
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {(local ?? props.error) && (
          <p role="alert" className="admin-error">
            {local ?? props.error}
          </p>
        )}
        <p>{t('drawer.countIntro')}</p>
        {shift.totals.map((x) => {
          const minor = toMinor(counted[x.currency] ?? '', x.currency);
          return (
            <div key={x.currency}>
              <label>
                {t('drawer.counted', { currency: x.currency })}
                <input
                  value={counted[x.currency] ?? ''}
                  inputMode="decimal"
                  required
                  onChange={(e) => setCounted({ ...counted, [x.currency]: e.target.value })}
                />
              </label>
              <p aria-live="polite">
                {t('drawer.col.expected')} : {formatMoney(x.expectedMinor, x.currency, props.locale)}
                {minor !== null && (counted[x.currency] ?? '') !== ''
                  ? ` · ${t('drawer.difference', { amount: formatMoney(minor - x.expectedMinor, x.currency, props.locale) })}`
                  : ''}
              </p>
            </div>
          );
        })}
        <label>
          {t('drawer.note')}
          <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </label>
      </form>
    </Modal>
  );
}

function History(props: { t: T; shifts: TCashShiftDto[]; locale: string; timeZone: string }) {
  const { t } = props;
  return (
    <section aria-labelledby="drawer-history">
      <h2 id="drawer-history">{t('drawer.history')}</h2>
      {props.shifts.length === 0 ? (
        <p>{t('drawer.noHistory')}</p>
      ) : (
        <table className="admin-table" aria-labelledby="drawer-history" data-testid="drawer-history">
          <thead>
            <tr>
              <th>{t('drawer.col.shift')}</th>
              <th>{t('drawer.col.cashier')}</th>
              <th>{t('drawer.col.opened')}</th>
              <th>{t('drawer.col.closed')}</th>
              <th>{t('drawer.col.expected')}</th>
              <th>{t('drawer.col.counted')}</th>
              <th>{t('drawer.col.difference')}</th>
              <th>{t('drawer.col.note')}</th>
            </tr>
          </thead>
          <tbody>
            {props.shifts.map((s) => {
              const list = (f: (x: TCashShiftDto['totals'][number]) => number | null) =>
                s.totals
                  .map((x) => {
                    const v = f(x);
                    return v === null ? '—' : formatMoney(v, x.currency, props.locale);
                  })
                  .join(' · ');
              return (
                <tr key={s.shiftId}>
                  <td>{s.shiftId}</td>
                  <td>{s.house ? t('drawer.house') : (s.cashierName ?? '')}</td>
                  <td>{stamp(s.openedAt, props.locale, props.timeZone)}</td>
                  <td>{s.closedAt ? stamp(s.closedAt, props.locale, props.timeZone) : t('drawer.stillOpen')}</td>
                  <td className="num">{list((x) => x.expectedMinor)}</td>
                  <td className="num">{list((x) => x.countedMinor)}</td>
                  <td className="num">{list((x) => x.differenceMinor)}</td>
                  <td>{s.note}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
