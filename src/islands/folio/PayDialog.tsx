import { useEffect, useState } from 'react';
import { apiJson, postJson } from '../../lib/api-client.ts';
import { formatMoney, intlLocale, majorInput, readMoney } from '../../lib/format.ts';
import { moneyErrorText } from '../../lib/i18n/money-error-text.ts';
import { PAYMENT_METHOD_CODES } from '../../lib/domain/cashiering.ts';
import { convertMinor, currencyDigits, parseRate, RATE_ONE } from '../../lib/domain/currencies.ts';
import type { TFolioSummaryDto } from '../../lib/domain/folio-dto.ts';
import { DialogShell, type FolioDialogProps } from './DialogShell.tsx';
import type { FolioKey } from './folio-i18n.ts';

interface DayRates {
  day: string;
  hotelCurrency: string;
  rates: Array<{ currency: string; rate: string; day: string }>;
}

const dmy = (d: string) => d.split('-').reverse().join('/');

/**
 * Take a payment (or a refund, typed with a minus): only the currencies that have a rate on the
 * business day are offered (GET /exchange/v2, the rate a payment of that day takes); a foreign
 * amount is shown converted at that rate beside it; a payment above the folio's balance asks a
 * second Save, after saying by how much the guest is then owed. Posted to POST /orders/:orderId/add/payment.
 */
export function PayDialog(props: FolioDialogProps & { orderId: number; locale: string; cur: string; folios: TFolioSummaryDto[] }) {
  const { t, cur } = props;
  const first = props.folios[0];
  const [f, setF] = useState({
    method: 'card',
    currency: cur,
    amount: first && first.balanceMinor > 0 ? majorInput(first.balanceMinor, cur) : '',
    reference: '',
    folioNo: String(first?.folioNo ?? 1),
  });
  const [rates, setRates] = useState<DayRates | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [overConfirmed, setOverConfirmed] = useState(false);
  useEffect(() => {
    apiJson<DayRates>('crm', '/exchange/v2').then(setRates, () => setRates(null));
  }, []);
  const money = (m: number, c: string) => formatMoney(m, c, props.locale);
  const rate = f.currency === cur ? { rate: '1', day: '' } : rates?.rates.find((r) => r.currency === f.currency);
  const read = readMoney(f.amount, f.currency, { field: 'amountMinor', allowNegative: true });
  const scaled = rate ? parseRate(rate.rate) : null;
  const hotelMinor =
    read.ok && scaled !== null
      ? convertMinor({
          amountMinor: read.minor,
          from: { digits: currencyDigits(f.currency), rateScaled: scaled },
          to: { digits: currencyDigits(cur), rateScaled: RATE_ONE },
        })
      : null;
  const folio = props.folios.find((x) => String(x.folioNo) === f.folioNo);
  const over =
    hotelMinor !== null && folio !== undefined && hotelMinor > 0 && hotelMinor > Math.max(folio.balanceMinor, 0)
      ? hotelMinor - Math.max(folio.balanceMinor, 0)
      : 0;
  const change = (patch: Partial<typeof f>) => {
    setOverConfirmed(false);
    setF({ ...f, ...patch });
  };

  const submit = () => {
    if (!read.ok) return setLocal(moneyErrorText(document.documentElement.lang, read.error, t('folio.field.amount')));
    if (read.minor === 0) return setLocal(`${t('folio.field.amount')}: ${f.amount}`);
    if (!rate) return setLocal(t('folio.pay.noRate', { currency: f.currency }));
    if (over > 0 && !overConfirmed) {
      setLocal(null);
      return setOverConfirmed(true);
    }
    setLocal(null);
    const body = { method: f.method, currency: f.currency, amountMinor: read.minor, reference: f.reference, folioNo: Number(f.folioNo) };
    void props.save(async () => {
      await postJson('crm', `/orders/${props.orderId}/add/payment`, body);
      return t('folio.done.payment');
    });
  };
  const offered = [cur, ...(rates?.rates.map((r) => r.currency).filter((c) => c !== cur) ?? [])];
  const error = local ?? props.error;
  return (
    <DialogShell
      t={t}
      title={t('folio.pay')}
      busy={props.busy}
      error={error}
      submitLabel={overConfirmed ? t('folio.pay.confirmOver') : undefined}
      onClose={props.onClose}
      onSubmit={submit}
    >
      <label>
        {t('folio.field.method')}
        <select value={f.method} onChange={(e) => change({ method: e.target.value })}>
          {PAYMENT_METHOD_CODES.filter((m) => m !== 'company_account').map((m) => (
            <option key={m} value={m}>
              {t(`cash.method.${m}` as FolioKey)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('folio.field.currency')}
        <select value={f.currency} onChange={(e) => change({ currency: e.target.value })}>
          {offered.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('folio.field.amount')}
        <input value={f.amount} inputMode="decimal" required onChange={(e) => change({ amount: e.target.value })} />
      </label>
      {f.currency !== cur && (
        <p aria-live="polite" data-testid="pay-conversion">
          {hotelMinor !== null && read.ok && rate
            ? t('folio.pay.converted', {
                amount: money(read.minor, f.currency),
                hotel: money(hotelMinor, cur),
                rate: Number(rate.rate).toLocaleString(intlLocale(props.locale), { maximumFractionDigits: 8 }),
                day: dmy(rate.day),
              })
            : t('folio.pay.rateOnly', { currency: f.currency, rate: rate ? rate.rate : '—' })}
        </p>
      )}
      {over > 0 && overConfirmed && (
        <p role="alert" className="admin-error" data-testid="pay-overpayment">
          {t('folio.pay.overpayment', { over: money(over, cur), balance: money(Math.max(folio?.balanceMinor ?? 0, 0), cur), n: f.folioNo })}
        </p>
      )}
      <label>
        {t('folio.field.reference')}
        <input value={f.reference} onChange={(e) => change({ reference: e.target.value })} />
      </label>
      <label>
        {t('folio.field.folio')}
        <select value={f.folioNo} onChange={(e) => change({ folioNo: e.target.value })}>
          {props.folios.map((x) => (
            <option key={x.folioNo} value={x.folioNo}>
              {t('folio.folio', { n: x.folioNo })}
            </option>
          ))}
        </select>
      </label>
    </DialogShell>
  );
}
