import { useEffect, useState } from 'react';
import { apiJson, postJson } from '../../lib/api-client.ts';
import { formatMoney, majorInput, readMoney } from '../../lib/format.ts';
import { errorText } from '../../lib/i18n/error-text.ts';
import { moneyErrorText } from '../../lib/i18n/money-error-text.ts';
import type { TSaleCatalogueDto, TSaleProductDto } from '../../lib/domain/sale-catalogue-dto.ts';
import { DialogShell, type FolioDialogProps } from './DialogShell.tsx';
import type { FolioKey } from './folio-i18n.ts';

const FAMILIES = ['food', 'beverage', 'service', 'minibar', 'laundry', 'other'] as const;

/** The stock line under the product: what the chosen point's store holds, or why none is taken. */
function stockLine(t: FolioDialogProps['t'], product: TSaleProductDto, storeId: number | null): string {
  if (!product.stocked) return t('folio.product.notStocked');
  if (storeId === null) return t('folio.product.noStore');
  const qty = product.onHand[String(storeId)] ?? '0';
  return t('folio.product.onHand', { qty: qty.replace(/\.?0+$/, '') || '0', unit: product.unit });
}

/**
 * Add an extra to a folio (POST /folio/:orderId/charges): a point of sale and one of its products
 * (price and tax from the product; a stocked product leaves that point's store in the same
 * transaction), or a free line typed by hand. No tax field: the charge takes the product's own
 * rate, else the hotel's rate for its family (Rate Management, Tax rates).
 */
export function AddChargeDialog(props: FolioDialogProps & { orderId: number; cur: string; folios: number[]; locale: 'en' | 'fr' }) {
  const { t } = props;
  const [f, setF] = useState({ description: '', quantity: '1', price: '', family: 'service', folioNo: String(props.folios[0] ?? 1), posId: '', productId: '' });
  const [catalogue, setCatalogue] = useState<TSaleCatalogueDto | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    apiJson<TSaleCatalogueDto>('crm', `/folio/${props.orderId}/sale-catalogue`)
      .then((c) => live && setCatalogue(c))
      .catch((err: unknown) => live && setLocal(errorText(err, props.locale)));
    return () => {
      live = false;
    };
  }, [props.orderId, props.locale]);
  const error = local ?? props.error;
  const point = catalogue?.points.find((p) => String(p.posId) === f.posId) ?? null;
  const product = catalogue?.products.find((p) => String(p.productId) === f.productId) ?? null;
  const rateBp = product?.taxRateBp ?? catalogue?.familyRates[f.family];
  const pickProduct = (productId: string) => {
    const p = catalogue?.products.find((x) => String(x.productId) === productId);
    setF({ ...f, productId, ...(p ? { description: p.name, price: majorInput(p.salePriceMinor, props.cur) } : {}) });
  };
  const submit = () => {
    const price = readMoney(f.price, props.cur, { field: 'unitPriceMinor' });
    const quantity = Number(f.quantity);
    if (!price.ok) return setLocal(moneyErrorText(document.documentElement.lang, price.error, t('folio.field.unitPrice', { currency: props.cur })));
    const unitPriceMinor = price.minor;
    if (unitPriceMinor <= 0) return setLocal(`${t('folio.field.unitPrice', { currency: props.cur })}: ${f.price}`);
    if (!Number.isInteger(quantity) || quantity < 1) return setLocal(`${t('folio.field.quantity')}: ${f.quantity}`);
    setLocal(null);
    const body = {
      kind: 'extra',
      description: f.description,
      quantity,
      unitPriceMinor,
      family: f.family,
      folioNo: Number(f.folioNo),
      ...(f.posId ? { posId: Number(f.posId) } : {}),
      ...(f.productId ? { productId: Number(f.productId) } : {}),
    };
    void props.save(async () => {
      await postJson('crm', `/folio/${props.orderId}/charges`, body);
      return t('folio.done.extra');
    });
  };
  return (
    <DialogShell t={t} title={t('folio.addExtra')} busy={props.busy} error={error} onClose={props.onClose} onSubmit={submit}>
      <label>
        {t('folio.field.pos')}
        <select value={f.posId} onChange={(e) => setF({ ...f, posId: e.target.value })}>
          <option value="">{t('folio.pos.none')}</option>
          {catalogue?.points.map((p) => (
            <option key={p.posId} value={p.posId}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('folio.field.product')}
        <select value={f.productId} onChange={(e) => pickProduct(e.target.value)}>
          <option value="">{t('folio.product.none')}</option>
          {catalogue?.products.map((p) => (
            <option key={p.productId} value={p.productId}>
              {p.name} ({p.reference}) — {formatMoney(p.salePriceMinor, props.cur, props.locale)}
            </option>
          ))}
        </select>
      </label>
      {product && (
        <p className="folio-hint" data-testid="product-info">
          {rateBp === undefined ? t('folio.product.rateUnknown') : t('folio.product.tax', { rate: rateBp / 100 })} ·{' '}
          {stockLine(t, product, point?.storeId ?? null)}
        </p>
      )}
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
        <input value={f.price} inputMode="decimal" required readOnly={product !== null} onChange={(e) => setF({ ...f, price: e.target.value })} />
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
