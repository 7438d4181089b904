import { useState, type ReactNode } from 'react';
import { Modal } from '../ui/Modal.tsx';
import { PayDialog } from './PayDialog.tsx';
import { apiJson, postJson } from '../../lib/api-client.ts';
import { formatDay, formatMoney, intlLocale, readMoney, toMinor } from '../../lib/format.ts';
import { moneyErrorText } from '../../lib/i18n/money-error-text.ts';
import { amountToPay } from '../../lib/domain/cashiering.ts';
import type { TFolioDto } from '../../lib/domain/folio-dto.ts';
import { translator, type Messages } from '../../lib/i18n/translator.ts';
import type { cashieringEn } from '../../lib/i18n/cashiering.en.ts';

type Key = keyof typeof cashieringEn;
type Dialog = 'extra' | 'discount' | 'route' | 'folio' | 'pay' | 'invoice' | { credit: number } | null;

const FAMILIES = ['food', 'beverage', 'service', 'minibar', 'laundry', 'other'] as const;

/**
 * The folio tab of a reservation: charges, payments, balance per folio, invoices; add an extra,
 * discount a charge, route charges, add a folio, take a payment, issue the invoice or a credit
 * note. First data from the server render; after each write it reads the folio again.
 */
export function FolioPanel(props: { initial: TFolioDto; locale: 'en' | 'fr'; messages: Messages<Key> }) {
  const t = translator(props.messages, props.locale);
  const [folio, setFolio] = useState(props.initial);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const cur = folio.currency;
  const money = (m: number, c = cur) => formatMoney(m, c, props.locale);
  const intl = intlLocale(props.locale);
  // A credit note is a folio movement: it lowers the balance (charges − payments − credit notes).
  const creditNotes = folio.invoices.filter((d) => d.kind === 'credit_note');

  async function run(call: () => Promise<string>) {
    setBusy(true);
    setError(null);
    try {
      const message = await call();
      setFolio(await apiJson<TFolioDto>('crm', `/folio/${folio.orderId}`));
      setSelected([]);
      setDialog(null);
      setDone(message);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const open = (d: Dialog) => {
    setError(null);
    setDone('');
    setDialog(d);
  };

  return (
    <div className="folio">
      <p role="status" className="folio-done">{done}</p>
      <div role="toolbar" aria-label={t('folio.tab')} className="admin-toolbar folio-toolbar">
        <button type="button" className="admin-btn" onClick={() => open('extra')}>{t('folio.addExtra')}</button>
        <button type="button" className="admin-btn" onClick={() => open('discount')}>{t('folio.discount')}</button>
        <button type="button" className="admin-btn" onClick={() => open('route')}>{t('folio.route')}</button>
        <button type="button" className="admin-btn" onClick={() => open('folio')}>{t('folio.addFolio')}</button>
        <button type="button" className="admin-btn admin-btn--primary" onClick={() => open('pay')}>{t('folio.pay')}</button>
        <button type="button" className="admin-btn" onClick={() => open('invoice')}>{t('folio.invoice')}</button>
      </div>

      <table className="admin-table folio-summary" aria-label={t('folio.balance')}>
        <thead><tr><th>{t('folio.field.folio')}</th><th className="num">{t('folio.total')}</th><th className="num">{t('folio.paid')}</th><th className="num">{t('folio.credited')}</th><th className="num">{t('folio.balance')}</th></tr></thead>
        <tbody>
          {folio.folios.map((f) => (
            <tr key={f.folioNo}>
              <td>{t('folio.folio', { n: f.folioNo })}{f.label ? ` · ${f.label}` : ''}{f.company ? ` · ${t('folio.companyPays', { company: f.company.name })}` : ''}</td>
              <td className="num">{money(f.chargesMinor)}</td>
              <td className="num">{money(f.paidMinor)}</td>
              <td className="num" data-credited={f.folioNo}>{money(f.creditedMinor)}</td>
              <td className="num" data-balance={f.folioNo}>{money(f.balanceMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot><tr><th colSpan={4}>{t('folio.balance')}</th><th className="num" data-testid="folio-balance">{money(folio.balanceMinor)}</th></tr></tfoot>
      </table>

      <h3>{t('folio.charges')}</h3>
      {folio.charges.length === 0 ? <p>{t('folio.noCharges')}</p> : (
        <table className="admin-table" aria-label={t('folio.charges')}>
          <thead><tr><th><span className="sr-only">{t('folio.select', { what: '' })}</span></th><th>{t('folio.day')}</th><th>{t('folio.description')}</th><th>{t('folio.field.folio')}</th><th className="num">{t('folio.qty')}</th><th className="num">{t('folio.unitPrice')}</th><th className="num">{t('folio.tax')}</th><th className="num">{t('folio.amount')}</th></tr></thead>
          <tbody>
            {folio.charges.map((c) => (
              <tr key={c.chargeId}>
                <td><input type="checkbox" checked={selected.includes(c.chargeId)} onChange={() => toggle(c.chargeId)} aria-label={t('folio.select', { what: `${c.description} ${c.day}` })} /></td>
                <td>{formatDay(c.day, intl)}</td>
                <td>{c.description} <small>({t(`cash.kind.${c.kind}` as Key)}){c.postedDay ? ` · ${t('folio.posted')}` : ''}</small></td>
                <td>{c.folioNo}</td>
                <td className="num">{c.quantity}</td>
                <td className="num">{money(c.unitPriceMinor)}</td>
                <td className="num">{(c.taxRateBp / 100).toLocaleString(intl)} %</td>
                <td className="num">{money(c.amountMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3>{t('folio.payments')}</h3>
      {folio.payments.length === 0 ? <p>{t('folio.noPayments')}</p> : (
        <table className="admin-table" aria-label={t('folio.payments')}>
          <thead><tr><th>{t('folio.day')}</th><th>{t('folio.field.method')}</th><th>{t('folio.field.folio')}</th><th className="num">{t('folio.amount')}</th><th className="num">{cur}</th><th>{t('folio.field.reference')}</th></tr></thead>
          <tbody>
            {folio.payments.map((p) => (
              <tr key={p.paymentId}>
                <td>{formatDay(p.day, intl)}</td>
                <td>{t(`cash.method.${p.method}` as Key)}</td>
                <td>{p.folioNo}</td>
                <td className="num">{money(p.amountMinor, p.currency)}{p.currency !== cur ? ` (${t('folio.rate', { rate: p.rate })})` : ''}</td>
                <td className="num">{money(p.hotelAmountMinor)}</td>
                <td>{p.reference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {creditNotes.length > 0 && (
        <>
          <h3>{t('folio.creditNotes')}</h3>
          <table className="admin-table" aria-label={t('folio.creditNotes')}>
            <thead><tr><th>{t('folio.day')}</th><th>{t('folio.description')}</th><th>{t('folio.field.folio')}</th><th className="num">{t('folio.amount')}</th></tr></thead>
            <tbody>
              {creditNotes.map((d) => (
                <tr key={d.invoiceId}>
                  <td>{formatDay(d.day, intl)}</td>
                  <td>{t('folio.creditNoteLine', { number: d.number, invoice: d.creditedInvoice?.number ?? '' })}{d.reason ? ` · ${d.reason}` : ''}</td>
                  <td>{d.folioNo ?? 1}</td>
                  <td className="num">{money(-d.totalMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      {folio.invoices.length > 0 && (
        <>
          <h3>{t('folio.invoices')}</h3>
          <table className="admin-table" aria-label={t('folio.invoices')}>
            <thead><tr><th>{t('invoices.number')}</th><th>{t('invoices.kind')}</th><th className="num">{t('invoices.total')}</th><th className="num">{t('invoices.credited')}</th><th /></tr></thead>
            <tbody>
              {folio.invoices.map((d) => (
                <tr key={d.invoiceId}>
                  <td>{d.number}</td>
                  <td>{t(`cash.doc.${d.kind}` as Key)}</td>
                  <td className="num">{money(d.totalMinor)}</td>
                  <td className="num">{d.kind === 'invoice' ? money(d.creditedMinor) : ''}</td>
                  <td>
                    <a className="admin-btn" href={`/api/crm/invoices/${d.invoiceId}/pdf`} target="_blank" rel="noopener">{t('folio.openPdf')} {d.number}</a>
                    {d.kind === 'invoice' && d.creditedMinor < d.totalMinor && (
                      <button type="button" className="admin-btn" onClick={() => open({ credit: d.invoiceId })}>{t('folio.creditNote')} {d.number}</button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      {dialog === 'extra' && <ExtraDialog {...{ t, busy, error, cur }} folios={folio.folios.map((f) => f.folioNo)} onClose={() => setDialog(null)}
        onSubmit={(b) => run(async () => { await postJson('crm', `/folio/${folio.orderId}/charges`, b); return t('folio.done.extra'); })} />}
      {dialog === 'discount' && <DiscountDialog {...{ t, busy, error, cur, money }} charges={folio.charges.filter((c) => c.amountMinor > 0)} preselected={selected[0]} onClose={() => setDialog(null)}
        onSubmit={(b) => run(async () => { await postJson('crm', `/folio/${folio.orderId}/discount`, b); return t('folio.done.discount'); })} />}
      {dialog === 'route' && <SimpleDialog t={t} title={t('folio.route')} busy={busy} error={error ?? (selected.length === 0 ? t('folio.selectCharges') : null)} onClose={() => setDialog(null)}
        fields={[{ name: 'folioNo', label: t('folio.field.folio'), options: folio.folios.map((f) => [String(f.folioNo), t('folio.folio', { n: f.folioNo })]) }]}
        onSubmit={(v) => run(async () => { await postJson('crm', `/folio/${folio.orderId}/route`, { chargeIds: selected, folioNo: Number(v['folioNo']) }); return t('folio.done.route', { n: v['folioNo'] ?? '' }); })} />}
      {dialog === 'folio' && <SimpleDialog t={t} title={t('folio.addFolio')} busy={busy} error={error} onClose={() => setDialog(null)}
        fields={[{ name: 'label', label: t('folio.field.label') }, { name: 'companyId', label: t('folio.field.company'), inputMode: 'numeric' }]}
        onSubmit={(v) => run(async () => {
          const r = await postJson<{ folioNo: number }>('crm', `/folio/${folio.orderId}/folios`, { label: v['label'] ?? '', ...(v['companyId'] ? { companyId: Number(v['companyId']) } : {}) });
          return t('folio.done.folio', { n: r.folioNo });
        })} />}
      {dialog === 'pay' && <PayDialog {...{ t, busy, error, cur }} locale={props.locale} folios={folio.folios} onClose={() => setDialog(null)}
        onSubmit={(b) => run(async () => { await postJson('crm', `/orders/${folio.orderId}/add/payment`, b); return t('folio.done.payment'); })} />}
      {dialog === 'invoice' && <SimpleDialog t={t} title={t('folio.invoice')} busy={busy} error={error} onClose={() => setDialog(null)}
        fields={[{ name: 'folioNo', label: t('folio.field.folio'), options: folio.folios.map((f) => [String(f.folioNo), t('folio.folio', { n: f.folioNo })]) }]}
        onSubmit={(v) => run(async () => {
          const body = { orderId: folio.orderId, folioNo: Number(v['folioNo']), ...(selected.length ? { chargeIds: selected } : {}) };
          const r = await postJson<{ number: string }>('crm', '/invoices', body);
          return t('folio.done.invoice', { number: r.number });
        })} />}
      {dialog !== null && typeof dialog === 'object' && <SimpleDialog t={t} title={t('folio.creditNote')} busy={busy} error={error} onClose={() => setDialog(null)}
        fields={[{ name: 'amount', label: t('folio.field.creditAmount', { currency: cur }), inputMode: 'decimal' }, { name: 'reason', label: t('folio.field.reason'), required: true }]}
        onSubmit={(v) => run(async () => {
          const read = v['amount'] ? readMoney(v['amount'], cur, { field: 'amountMinor', locale: props.locale }) : undefined;
          if (read && !read.ok) throw new Error(moneyErrorText(props.locale, read.error, t('folio.field.creditAmount', { currency: cur })));
          const amount = read?.minor;
          const r = await postJson<{ number: string }>('crm', '/credit-notes', { invoiceId: dialog.credit, reason: v['reason'] ?? '', ...(amount !== undefined ? { amountMinor: amount } : {}) });
          return t('folio.done.creditNote', { number: r.number });
        })} />}
    </div>
  );
}

type T = ReturnType<typeof translator<Key>>;

function DialogShell(props: { t: T; title: string; busy: boolean; error: string | null; onClose: () => void; onSubmit: () => void; children: ReactNode }) {
  const { t } = props;
  return (
    <Modal title={props.title} closeLabel={t('folio.cancel')} onClose={props.onClose}
      footer={<>
        <button type="submit" form="folio-form" className="admin-btn admin-btn--primary" disabled={props.busy}>{t('folio.save')}</button>
        <button type="button" className="admin-btn" onClick={props.onClose}>{t('folio.cancel')}</button>
      </>}>
      <form id="folio-form" className="admin-form" onSubmit={(e) => { e.preventDefault(); props.onSubmit(); }}>
        {props.error && <p role="alert" className="admin-error">{props.error}</p>}
        {props.children}
      </form>
    </Modal>
  );
}

interface Field { name: string; label: string; options?: Array<[string, string]>; inputMode?: 'numeric' | 'decimal'; required?: boolean }

function SimpleDialog(props: { t: T; title: string; busy: boolean; error: string | null; fields: Field[]; onClose: () => void; onSubmit: (v: Record<string, string>) => void }) {
  const [v, setV] = useState<Record<string, string>>(() => Object.fromEntries(props.fields.map((f) => [f.name, f.options?.[0]?.[0] ?? ''])));
  return (
    <DialogShell t={props.t} title={props.title} busy={props.busy} error={props.error} onClose={props.onClose} onSubmit={() => props.onSubmit(v)}>
      {props.fields.map((f) => (
        <label key={f.name}>{f.label}
          {f.options
            ? <select value={v[f.name]} onChange={(e) => setV({ ...v, [f.name]: e.target.value })}>{f.options.map(([val, text]) => <option key={val} value={val}>{text}</option>)}</select>
            : <input value={v[f.name]} inputMode={f.inputMode} required={f.required ?? false} onChange={(e) => setV({ ...v, [f.name]: e.target.value })} />}
        </label>
      ))}
    </DialogShell>
  );
}

function ExtraDialog(props: { t: T; busy: boolean; error: string | null; cur: string; folios: number[]; onClose: () => void; onSubmit: (b: unknown) => void }) {
  const { t } = props;
  // No tax field: the charge takes the hotel's rate for its family (Rate Management, Tax rates).
  const [f, setF] = useState({ description: '', quantity: '1', price: '', family: 'service', folioNo: String(props.folios[0] ?? 1) });
  const [local, setLocal] = useState<string | null>(null);
  const submit = () => {
    const price = readMoney(f.price, props.cur, { field: 'unitPriceMinor' });
    const quantity = Number(f.quantity);
    if (!price.ok) return setLocal(moneyErrorText(document.documentElement.lang, price.error, t('folio.field.unitPrice', { currency: props.cur })));
    const unitPriceMinor = price.minor;
    if (unitPriceMinor <= 0) return setLocal(`${t('folio.field.unitPrice', { currency: props.cur })}: ${f.price}`);
    if (!Number.isInteger(quantity) || quantity < 1) return setLocal(`${t('folio.field.quantity')}: ${f.quantity}`);
    setLocal(null);
    props.onSubmit({ kind: 'extra', description: f.description, quantity, unitPriceMinor, family: f.family, folioNo: Number(f.folioNo) });
  };
  return (
    <DialogShell t={t} title={t('folio.addExtra')} busy={props.busy} error={local ?? props.error} onClose={props.onClose} onSubmit={submit}>
      <label>{t('folio.field.description')}<input value={f.description} required onChange={(e) => setF({ ...f, description: e.target.value })} /></label>
      <label>{t('folio.field.quantity')}<input value={f.quantity} inputMode="numeric" onChange={(e) => setF({ ...f, quantity: e.target.value })} /></label>
      <label>{t('folio.field.unitPrice', { currency: props.cur })}<input value={f.price} inputMode="decimal" required onChange={(e) => setF({ ...f, price: e.target.value })} /></label>
      <label>{t('folio.field.family')}<select value={f.family} onChange={(e) => setF({ ...f, family: e.target.value })}>{FAMILIES.map((x) => <option key={x} value={x}>{t(`folio.family.${x}` as Key)}</option>)}</select></label>
      <label>{t('folio.field.folio')}<select value={f.folioNo} onChange={(e) => setF({ ...f, folioNo: e.target.value })}>{props.folios.map((n) => <option key={n} value={n}>{t('folio.folio', { n })}</option>)}</select></label>
    </DialogShell>
  );
}

function DiscountDialog(props: { t: T; busy: boolean; error: string | null; cur: string; money: (m: number) => string; charges: TFolioDto['charges']; preselected: number | undefined; onClose: () => void; onSubmit: (b: unknown) => void }) {
  const { t } = props;
  const [chargeId, setChargeId] = useState(String(props.preselected ?? props.charges[0]?.chargeId ?? ''));
  const [mode, setMode] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const charge = props.charges.find((c) => String(c.chargeId) === chargeId);
  const parsed = mode === 'percent' ? Number(value.replace(',', '.')) : toMinor(value, props.cur);
  const preview = charge && value !== '' && parsed !== null && Number.isFinite(parsed) ? amountToPay({ mode, value: parsed, priceMinor: charge.amountMinor }) : null;
  return (
    <DialogShell t={t} title={t('folio.discount')} busy={props.busy} error={props.error} onClose={props.onClose}
      onSubmit={() => props.onSubmit({ chargeId: Number(chargeId), mode, value: parsed ?? Number.NaN })}>
      <label>{t('folio.field.charge')}<select value={chargeId} onChange={(e) => setChargeId(e.target.value)}>{props.charges.map((c) => <option key={c.chargeId} value={c.chargeId}>{c.day} · {c.description} · {props.money(c.amountMinor)}</option>)}</select></label>
      <label>{t('folio.field.mode')}<select value={mode} onChange={(e) => setMode(e.target.value === 'amount' ? 'amount' : 'percent')}><option value="percent">{t('folio.mode.percent')}</option><option value="amount">{t('folio.mode.amount')}</option></select></label>
      <label>{t('folio.field.value')}<input value={value} inputMode="decimal" required onChange={(e) => setValue(e.target.value)} /></label>
      {preview !== null && <p aria-live="polite">{t('folio.amountToPay', { amount: props.money(preview) })}</p>}
    </DialogShell>
  );
}
