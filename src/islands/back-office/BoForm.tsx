import { useState, type FormEvent } from 'react';
import { useHydrated } from '../use-hydrated.ts';
import { postJson } from '../../lib/api-client.ts';
import { boTranslator, type BoMessages } from './bo-i18n.ts';
import { bodyOf, MoneyFieldError, toInput, type BoField, type FormValues } from './bo-form-values.ts';
import { moneyErrorText } from '../../lib/i18n/money-error-text.ts';
import { interpolate } from '../../lib/i18n/interpolate.ts';
import { errorText } from '../../lib/i18n/error-text.ts';
import { DayField } from '../ui/DayField.tsx';

export type { BoField } from './bo-form-values.ts';

interface Props {
  messages: BoMessages;
  title: string;
  currency: string;
  /** The reader's language: purchase prices show in it (1,2345 in French) and counts take its plural forms, on the server's render as in the browser. */
  locale: string;
  endpoint: string;
  method?: 'POST' | 'PUT';
  fields: BoField[];
  initial?: Record<string, unknown>;
  lines?: { fields: BoField[]; initial: Record<string, unknown>[]; fixed?: boolean };
  submitLabel: string;
  /** Where to go once saved ('{id}' and '{number}' take the answer's values); none: reload. */
  doneHref?: string;
  /** Starts closed behind a 'Create New' button. */
  collapsible?: boolean;
}

const initialValues = (fields: BoField[], currency: string, locale: string | undefined, initial: Record<string, unknown> = {}): FormValues =>
  Object.fromEntries(fields.map((f) => [f.name, toInput(f, initial[f.name], currency, locale)]));

/**
 * The back office's one form: header fields and, for orders, deliveries and counts, a lines
 * table. It posts JSON to the CRM API through the proxy; the API's refusal (which names the
 * field) is shown above the buttons and nothing is kept on the server.
 */
export default function BoForm(props: Props) {
  const t = boTranslator(props.messages, props.locale);
  const [open, setOpen] = useState(!props.collapsible);
  const [values, setValues] = useState<FormValues>(() => initialValues(props.fields, props.currency, props.locale, props.initial));
  const [lines, setLines] = useState<FormValues[]>(() =>
    (props.lines?.initial ?? []).map((l) => initialValues(props.lines!.fields, props.currency, props.locale, l)),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    let body: Record<string, unknown>;
    try {
      body = bodyOf(props.fields, values, props.currency);
      if (props.lines) body['lines'] = lines.map((l, i) => bodyOf(props.lines!.fields, l, props.currency, i + 1));
    } catch (err) {
      if (!(err instanceof MoneyFieldError)) throw err;
      setError(moneyErrorText(document.documentElement.lang, err.error, err.label));
      setBusy(false);
      return;
    }
    try {
      const answer = await postJson<Record<string, unknown>>('crm', props.endpoint, body, props.method ?? 'POST');
      if (props.doneHref) {
        const id = Object.entries(answer).find(([k]) => k.endsWith('Id'))?.[1];
        window.location.href = interpolate(props.doneHref, { id: String(id ?? ''), number: String(answer['number'] ?? '') });
      } else window.location.reload();
    } catch (err) {
      setError(errorText(err, props.locale));
      setBusy(false);
    }
  };

  const input = (f: BoField, value: string | boolean, onChange: (v: string | boolean) => void, id: string) => {
    if (f.type === 'readonly') return <output id={id}>{String(value)}</output>;
    if (f.type === 'checkbox') return <input id={id} type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />;
    if (f.type === 'select') {
      const options = (f.optionsBy && f.optionsBy.options[String(values[f.optionsBy.field] ?? '')]) ?? f.options;
      return (
        <select id={id} value={String(value)} required={f.required} onChange={(e) => onChange(e.target.value)}>
          <option value="">{f.nullable ? t('bo.none') : t('bo.choose')}</option>
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    }
    const amount = f.type === 'money' || f.type === 'price' || f.type === 'number';
    const type = amount || f.type === 'list' ? 'text' : f.type;
    const mode = amount ? 'decimal' : undefined;
    return <input id={id} type={type} inputMode={mode} value={String(value)} required={f.required} onChange={(e) => onChange(e.target.value)} />;
  };

  if (!open)
    return (
      <button type="button" className="admin-btn admin-btn--primary" onClick={() => setOpen(true)}>
        {props.title}
      </button>
    );

  const visible = props.fields.filter((f) => f.type !== 'hidden');
  const lineFields = props.lines?.fields.filter((f) => f.type !== 'hidden') ?? [];
  return (
    <form className="admin-form bo-form" onSubmit={submit} aria-label={props.title}>
      <h2 className="bo-form__title">{props.title}</h2>
      <fieldset className="bo-form__fields" disabled={!hydrated}>
        {visible.length > 0 && (
          <div className="admin-form__grid">
            {visible.map((f) =>
              f.type === 'date' ? (
                <DayField
                  key={f.name}
                  t={t}
                  locale={props.locale}
                  label={f.label}
                  required={f.required ?? false}
                  value={String(values[f.name] ?? '')}
                  onChange={(day) => setValues((v) => ({ ...v, [f.name]: day }))}
                />
              ) : (
                <label key={f.name} className={f.type === 'checkbox' ? 'admin-check' : undefined} htmlFor={`bo-${f.name}`}>
                  {f.type !== 'checkbox' && f.label}
                  {input(f, values[f.name] ?? '', (v) => setValues({ ...values, [f.name]: v }), `bo-${f.name}`)}
                  {f.type === 'checkbox' && f.label}
                </label>
              ),
            )}
          </div>
        )}
        {props.lines && (
          <fieldset className="bo-lines">
            <legend>{t('bo.lines')}</legend>
            <table className="admin-grid">
              <thead>
                <tr>
                  {lineFields.map((f) => (
                    <th key={f.name} scope="col">
                      {f.label}
                    </th>
                  ))}
                  {!props.lines.fixed && <th />}
                </tr>
              </thead>
              <tbody>
                {lines.map((line, i) => (
                  <tr key={i}>
                    {lineFields.map((f) => (
                      <td key={f.name}>
                        <label className="sr-only" htmlFor={`bo-l${i}-${f.name}`}>{`${f.label} ${i + 1}`}</label>
                        {input(f, line[f.name] ?? '', (v) => setLines(lines.map((l, j) => (j === i ? { ...l, [f.name]: v } : l))), `bo-l${i}-${f.name}`)}
                      </td>
                    ))}
                    {!props.lines!.fixed && (
                      <td>
                        <button type="button" className="admin-btn" aria-label={t('bo.removeLine')} onClick={() => setLines(lines.filter((_, j) => j !== i))}>
                          ×
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            {!props.lines.fixed && (
              <button
                type="button"
                className="admin-btn"
                onClick={() => setLines([...lines, initialValues(props.lines!.fields, props.currency, props.locale)])}
              >
                {t('bo.addLine')}
              </button>
            )}
          </fieldset>
        )}
        {error && (
          <p role="alert" className="admin-error">
            {error}
          </p>
        )}
        <div className="admin-actions">
          <button type="submit" className="admin-btn admin-btn--primary" disabled={busy}>
            {props.submitLabel}
          </button>
          {props.collapsible && (
            <button type="button" className="admin-btn" onClick={() => setOpen(false)}>
              {t('bo.cancel')}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
