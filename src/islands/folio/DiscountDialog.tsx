import { useState } from 'react';
import { postJson } from '../../lib/api-client.ts';
import { formatDay, toMinor } from '../../lib/format.ts';
import { amountToPay } from '../../lib/domain/cashiering.ts';
import type { TFolioChargeDto } from '../../lib/domain/folio-dto.ts';
import { DialogShell, type FolioDialogProps } from './DialogShell.tsx';
import { chargeText } from './folio-i18n.ts';

/**
 * Discount one charge by a percentage or an amount (POST /folio/:orderId/discount), the first
 * ticked charge chosen first; what the guest then pays is shown as it is typed.
 */
export function DiscountDialog(
  props: FolioDialogProps & {
    orderId: number;
    cur: string;
    money: (m: number) => string;
    intl: string;
    charges: TFolioChargeDto[];
    preselected: number | undefined;
  },
) {
  const { t } = props;
  const [chargeId, setChargeId] = useState(String(props.preselected ?? props.charges[0]?.chargeId ?? ''));
  const [mode, setMode] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const error = props.error;
  const charge = props.charges.find((c) => String(c.chargeId) === chargeId);
  const parsed = mode === 'percent' ? Number(value.replace(',', '.')) : toMinor(value, props.cur);
  const preview =
    charge && value !== '' && parsed !== null && Number.isFinite(parsed) ? amountToPay({ mode, value: parsed, priceMinor: charge.amountMinor }) : null;
  const submit = () => {
    const body = { chargeId: Number(chargeId), mode, value: parsed ?? Number.NaN };
    void props.save(async () => {
      await postJson('crm', `/folio/${props.orderId}/discount`, body);
      return t('folio.done.discount');
    });
  };
  return (
    <DialogShell t={t} title={t('folio.discount')} busy={props.busy} error={error} onClose={props.onClose} onSubmit={submit}>
      <label>
        {t('folio.field.charge')}
        <select value={chargeId} onChange={(e) => setChargeId(e.target.value)}>
          {props.charges.map((c) => (
            <option key={c.chargeId} value={c.chargeId}>
              {formatDay(c.day, props.intl)} · {chargeText(t, props.intl, c)} · {props.money(c.amountMinor)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('folio.field.mode')}
        <select value={mode} onChange={(e) => setMode(e.target.value === 'amount' ? 'amount' : 'percent')}>
          <option value="percent">{t('folio.mode.percent')}</option>
          <option value="amount">{t('folio.mode.amount')}</option>
        </select>
      </label>
      <label>
        {t('folio.field.value')}
        <input value={value} inputMode="decimal" required onChange={(e) => setValue(e.target.value)} />
      </label>
      {preview !== null && <p aria-live="polite">{t('folio.amountToPay', { amount: props.money(preview) })}</p>}
    </DialogShell>
  );
}
