import { useState } from 'react';
import { DialogShell } from './DialogShell.tsx';
import type { FolioT } from './folio-i18n.ts';

export interface Field {
  name: string;
  label: string;
  options?: Array<[string, string]>;
  inputMode?: 'numeric' | 'decimal';
  required?: boolean;
}

/** A dialog of a few plain fields (a select when it has options), handed back as text by name. */
export function FieldsDialog(props: {
  t: FolioT;
  title: string;
  busy: boolean;
  error: string | null;
  fields: Field[];
  onClose: () => void;
  onSubmit: (v: Record<string, string>) => void;
}) {
  const [v, setV] = useState<Record<string, string>>(() => Object.fromEntries(props.fields.map((f) => [f.name, f.options?.[0]?.[0] ?? ''])));
  return (
    <DialogShell t={props.t} title={props.title} busy={props.busy} error={props.error} onClose={props.onClose} onSubmit={() => props.onSubmit(v)}>
      {props.fields.map((f) => (
        <label key={f.name}>
          {f.label}
          {f.options ? (
            <select value={v[f.name]} onChange={(e) => setV({ ...v, [f.name]: e.target.value })}>
              {f.options.map(([val, text]) => (
                <option key={val} value={val}>
                  {text}
                </option>
              ))}
            </select>
          ) : (
            <input value={v[f.name]} inputMode={f.inputMode} required={f.required ?? false} onChange={(e) => setV({ ...v, [f.name]: e.target.value })} />
          )}
        </label>
      ))}
    </DialogShell>
  );
}

/** The folio choice offered by the route and invoice dialogs. */
export const folioOptions = (t: FolioT, folios: number[]): Array<[string, string]> => folios.map((n) => [String(n), t('folio.folio', { n })]);
