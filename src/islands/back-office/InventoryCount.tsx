import { useMemo, useState } from 'react';
import { postJson } from '../../lib/api-client.ts';
import { translator, type Messages } from '../../lib/i18n/translator.ts';
import { errorText } from '../../lib/i18n/error-text.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import type { TStoreStockDto } from '../../lib/domain/back-office-dto.ts';
import { countedLines, parseCounted, varianceOf } from './count-lines.ts';

interface Preview {
  lines: { productId: number; difference: number; differenceValueMinor: number }[];
  differenceValueMinor: number;
  thresholdMinor: number | null;
  needsApproval: boolean;
}

/**
 * Inventory (CorrectionStock): the store's products with what the ledger holds and when each was
 * last counted. The counter types what is there (empty: not counted, 0: counted and absent); the
 * variance shows as they type, then valued by the API before it posts; above the store's
 * threshold the count waits for another user's approval.
 */
export default function InventoryCount(props: {
  storeId: number;
  storeName: string;
  day: string;
  currency: string;
  locale: string;
  products: TStoreStockDto[];
  messages: Messages<string>;
}) {
  const t = useMemo(() => translator(props.messages, props.locale), [props.messages, props.locale]);
  const [counted, setCounted] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const num = useMemo(() => new Intl.NumberFormat(props.locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 3 }), [props.locale]);
  const money = (minor: number) => formatMoney(minor, props.currency, props.locale);
  const lines = countedLines(props.products, counted);
  const body = () => ({ storeId: props.storeId, day: props.day, note, lines });

  const run = async (what: 'preview' | 'post') => {
    setError(null);
    if (lines.length === 0) return setError(t('bo.count.nothing'));
    setBusy(true);
    try {
      if (what === 'preview') setPreview(await postJson<Preview>('crm', '/bo/inventories/preview', body()));
      else {
        const done = await postJson<{ inventoryId: number; status: number }>('crm', '/bo/inventories', body());
        sessionStorage.setItem('auberge.count.flash', t(done.status === 0 ? 'bo.count.waiting' : 'bo.count.posted', { id: done.inventoryId }));
        location.assign(`${location.pathname}?store=${props.storeId}`);
        return;
      }
    } catch (err) {
      setError(t('bo.count.failed', { detail: errorText(err, props.locale) }));
    }
    setBusy(false);
  };

  return (
    <section className="admin-form" aria-labelledby="bo-count-title">
      <h2 id="bo-count-title">{t('bo.count.title', { store: props.storeName })}</h2>
      <p className="admin-muted">{t('bo.count.hint')}</p>
      <div className="admin-grid__scroll" role="region" aria-labelledby="bo-count-title" tabIndex={0}>
        <table className="admin-grid" data-count-sheet>
          <thead>
            <tr>
              <th scope="col">{t('bo.col.product')}</th>
              <th scope="col">{t('bo.col.unit')}</th>
              <th scope="col">{t('bo.count.lastCount')}</th>
              <th scope="col" className="bo-num">
                {t('bo.col.theoretical')}
              </th>
              <th scope="col" className="bo-num">
                {t('bo.col.counted')}
              </th>
              <th scope="col" className="bo-num">
                {t('bo.count.variance')}
              </th>
              <th scope="col" className="bo-num">
                {t('bo.count.valued')}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.products.map((p) => {
              const typed = counted[p.productId] ?? '';
              const variance = varianceOf(p.quantity, typed);
              const valued = preview?.lines.find((l) => l.productId === p.productId);
              const label = `${p.reference} — ${p.name}`;
              return (
                <tr key={p.productId} data-product={p.productId}>
                  <th scope="row">{label}</th>
                  <td>{p.unit}</td>
                  <td>{p.lastCountDay ? formatDay(p.lastCountDay, props.locale) : <em>{t('bo.neverCounted')}</em>}</td>
                  <td className="bo-num">{num.format(p.quantity)}</td>
                  <td className="bo-num">
                    <input
                      inputMode="decimal"
                      size={7}
                      value={typed}
                      aria-label={`${t('bo.col.counted')} — ${label}`}
                      aria-invalid={typed !== '' && parseCounted(typed) === null}
                      onChange={(e) => {
                        setCounted((c) => ({ ...c, [p.productId]: e.target.value }));
                        setPreview(null);
                      }}
                    />
                  </td>
                  <td className="bo-num" data-variance>
                    {variance === null ? '' : `${variance > 0 ? '+' : ''}${num.format(variance)} ${p.unit}`}
                  </td>
                  <td className="bo-num">{valued ? money(valued.differenceValueMinor) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <label>
        {t('bo.col.note')}
        <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </label>
      {preview && (
        <div role="status" data-count-preview>
          <p>
            <strong>{t('bo.count.total', { value: money(preview.differenceValueMinor) })}</strong>
          </p>
          {preview.needsApproval && preview.thresholdMinor !== null && <p>{t('bo.count.needsApproval', { threshold: money(preview.thresholdMinor) })}</p>}
        </div>
      )}
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <button type="button" className="admin-btn" disabled={busy} onClick={() => void run('preview')}>
          {t('bo.count.preview')}
        </button>
        <button type="button" className="admin-btn admin-btn--primary" disabled={busy || !preview} onClick={() => void run('post')}>
          {t('bo.count.post')}
        </button>
      </div>
    </section>
  );
}
