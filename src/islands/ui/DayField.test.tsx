import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { DayField } from './DayField.tsx';
import { DayCalendar } from './DayCalendar.tsx';
import type { DayFieldKey } from './day-field-text.ts';

const t = (key: DayFieldKey, vars?: Record<string, string>) => `${key}${vars ? JSON.stringify(vars) : ''}`;
const noop = () => undefined;

describe('the day field', () => {
  it('shows the held day as the reader writes it, with a calendar button named after the field', () => {
    const html = renderToString(<DayField t={t} locale="fr" label="Arrivée" value="2026-11-29" required onChange={noop} />);
    expect(html).toContain('value="29/11/2026"');
    expect(html).toContain('placeholder="jj/mm/aaaa"');
    expect(html).not.toContain('type="date"');
    expect(html).toContain('<span class="day-field__name">dayField.open{&quot;field&quot;:&quot;Arrivée&quot;}</span>');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
  });

  it('says the island’s own refusal beside the field', () => {
    const html = renderToString(<DayField t={t} locale="en" label="Check-out" value="2026-12-01" error="Too many nights" onChange={noop} />);
    expect(html).toContain('value="01/12/2026"');
    expect(html).toMatch(/role="alert"[^>]*>Too many nights</);
    expect(html).toContain('aria-invalid="true"');
  });
});

describe('the calendar', () => {
  const cells = (html: string) => [...html.matchAll(/<td data-day="([\d-]+)"([^>]*)>/g)].map((m) => ({ day: m[1], attrs: m[2] ?? '' }));

  it('is a named dialog with a labelled grid of the month, the chosen day selected and the one focusable', () => {
    const html = renderToString(
      <DayCalendar t={t} locale="fr" field="Arrivée" value="2026-11-30" today="2026-11-29" bounds={{ min: '2026-11-29' }} onPick={noop} onClose={noop} />,
    );
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-label="dayField.calendar{&quot;field&quot;:&quot;Arrivée&quot;}"');
    expect(html).toMatch(/<table[^>]*role="grid"[^>]*aria-labelledby="([^"]+)"/);
    expect(html).toContain('Novembre 2026');
    expect(html).toContain('abbr="lundi"');
    const days = cells(html);
    expect(days).toHaveLength(30);
    expect(days.filter((d) => d.attrs.includes('tabindex="0"')).map((d) => d.day)).toEqual(['2026-11-30']);
    expect(days.filter((d) => d.attrs.includes('aria-selected="true"')).map((d) => d.day)).toEqual(['2026-11-30']);
    // Before the first day it takes: shown, not choosable.
    expect(days.filter((d) => d.attrs.includes('aria-disabled="true"'))).toHaveLength(28);
    expect(days.find((d) => d.day === '2026-11-29')?.attrs).toContain('aria-current="date"');
    expect(html).toContain('aria-label="lundi 30 novembre 2026"');
  });
});
