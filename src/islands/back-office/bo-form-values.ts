import { toMinor } from '../../lib/format.ts';

export interface BoField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'number' | 'money' | 'date' | 'select' | 'checkbox' | 'list' | 'hidden' | 'readonly';
  options?: { value: string; label: string }[];
  required?: boolean;
  /** select: '' sends null; numeric selects send numbers. */
  nullable?: boolean;
  numeric?: boolean;
  /** readonly fields are shown, never sent. */
  step?: string;
}

export type FormValues = Record<string, string | boolean>;

/** What an input shows for an initial value (money in major units, lists comma-separated). */
export function toInput(field: BoField, value: unknown): string | boolean {
  if (field.type === 'checkbox') return Boolean(value);
  if (value === null || value === undefined) return '';
  if (field.type === 'money') return (Number(value) / 100).toFixed(2);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The JSON the API takes for a field's typed text; the API validates it and names a bad field. */
export function fromInput(field: BoField, raw: string | boolean, currency: string): unknown {
  if (field.type === 'checkbox') return Boolean(raw);
  const text = String(raw).trim();
  if (field.type === 'money') return text === '' ? 0 : toMinor(text, currency) ?? Number.NaN;
  if (field.type === 'number') return text === '' ? null : Number(text.replace(',', '.'));
  if (field.type === 'list') return text === '' ? [] : text.split(',').map((s) => s.trim()).filter(Boolean);
  if (field.type === 'select' && text === '' && field.nullable) return null;
  if ((field.type === 'select' || field.type === 'hidden') && field.numeric) return text === '' ? null : Number(text);
  return text;
}

export function bodyOf(fields: BoField[], values: FormValues, currency: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.type === 'readonly') continue;
    const v = fromInput(f, values[f.name] ?? '', currency);
    if (v === '' && !f.required) continue;
    body[f.name] = v;
  }
  return body;
}
