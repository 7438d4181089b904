import { useState } from 'react';
import { postJson } from '../../lib/api-client.ts';
import { readMoney } from '../../lib/format.ts';
import { moneyErrorText } from '../../lib/i18n/money-error-text.ts';
import { DialogShell, type FolioDialogProps } from './DialogShell.tsx';
import type { FolioKey } from './folio-i18n.ts';

const FAMILIES = ['food', 'beverage', 'service', 'minibar', 'laundry', 'other'] as const;

/**
 * Add an extra to a folio (POST /folio/:orderId/charges): description, quantity, unit price and
 * family. No tax field: the charge takes the hotel's rate for its family (Rate Management, Tax rates).
 */
export function AddChargeDialog(props: FolioDialogProps & { orderId: number; cur: string; folios: number[] }) {
  const { t } = props;
  const [f, setF] = useState({ description: '', quantity: '1', price: '', family: 'service', folioNo: String(props.folios[0] ?? 1) });
  const [local, setLocal] = useState<string | null>(null);
  const error = local ?? props.error;
  const submit = () => {
    const price = readMoney(f.price, props.cur, { field: 'unitPriceMinor' });
    const quantity = Number(f.quantity);
    if (!price.ok) return setLocal(moneyErrorText(document.documentElement.lang, price.error, t('folio.field.unitPrice', { currency: props.cur })));
    const unitPriceMinor = price.minor;
    if (unitPriceMinor <= 0) return setLocal(`${t('folio.field.unitPrice', { currency: props.cur })}: ${f.price}`);
    if (!Number.isInteger(quantity) || quantity < 1) return setLocal(`${t('folio.field.quantity')}: ${f.quantity}`);
    setLocal(null);
    const body = { kind: 'extra', description: f.description, quantity, unitPriceMinor, family: f.family, folioNo: Number(f.folioNo) };
    void props.save(async () => {
      await postJson('crm', `/folio/${props.orderId}/charges`, body);
      return t('folio.done.extra');
    });
  };
  return (
    <DialogShell t={t} title={t('folio.addExtra')} busy={props.busy} error={error} onClose={props.onClose} onSubmit={submit}>
      <label>
        {t('folio.field.description')}
        <input value={f.description} required onChange={(e) => setF({ ...f, description: e.target.value })} />
      </label>
      <label>
        {t('folio.field.quantity')}
        <input value={f.quantity} inputMode="numeric" onChange={(e) => setF({ ...f, quantity: e.target.value })} />
      </label>
      <label>
        {t('folio.field.unitPrice', { currency: props.cur })}
        <input value={f.price} inputMode="decimal" required onChange={(e) => setF({ ...f, price: e.target.value })} />
      </label>
      <label>
        {t('folio.field.family')}
        <select value={f.family} onChange={(e) => setF({ ...f, family: e.target.value })}>
          {FAMILIES.map((x) => (
            <option key={x} value={x}>
              {t(`folio.family.${x}` as FolioKey)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('folio.field.folio')}
        <select value={f.folioNo} onChange={(e) => setF({ ...f, folioNo: e.target.value })}>
          {props.folios.map((n) => (
            <option key={n} value={n}>
              {t('folio.folio', { n })}
            </option>
          ))}
        </select>
      </label>
    </DialogShell>
  );
}
