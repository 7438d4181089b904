import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/backend/http/errors.ts';
import { parseWith } from '../src/backend/http/validate.ts';
import { errorText } from '../src/lib/i18n/error-text.ts';
import { ApiError } from '../src/lib/api-error.ts';
import { ZReportQuery } from '../src/backend/modules/back-office/report-types.ts';
import { ZPlanBody } from '../src/backend/modules/rates/rates.schemas.ts';

const MODULES = join(import.meta.dirname, '..', 'src', 'backend', 'modules');

/** Every schema file of the modules (`*.schemas.ts`, and the back office's report-types.ts). */
function schemaFiles(): string[] {
  const out: string[] = [];
  for (const dir of readdirSync(MODULES, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of readdirSync(join(MODULES, dir.name))) {
      if (f.endsWith('.schemas.ts') || f === 'report-types.ts') out.push(join(MODULES, dir.name, f));
    }
  }
  return out;
}

/** A refusal of the schema as the screen says it in a language. */
function said(schema: Parameters<typeof parseWith>[0], value: unknown, locale: string): string {
  try {
    parseWith(schema, value, 'query');
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const j = err.toJSON();
    return errorText(new ApiError(400, j.message, { error: j.error, code: j.code, params: j.params, field: j.field }), locale);
  }
  throw new Error('accepted');
}

describe('a schema’s own rules answer a key of the catalogue (issue 36)', () => {
  it('no refinement in the schema files carries only an English sentence', () => {
    const bare: string[] = [];
    for (const file of schemaFiles()) {
      const src = readFileSync(file, 'utf8');
      // .refine(check, 'words') or .refine(check, { message: … }) and ctx.addIssue({ … message: … }) without refineText.
      for (const m of src.matchAll(/\.refine\([^;]*?,\s*(['`{])/g)) {
        const at = src.slice(m.index, m.index + 400);
        if (!at.includes('refineText(')) bare.push(`${file}: ${at.split('\n')[0]}`);
      }
      for (const m of src.matchAll(/addIssue\(\{[^;]*?\bmessage:[^;]*;/g)) if (!m[0].includes('params: { code')) bare.push(`${file}: ${m[0]}`);
    }
    expect(bare).toEqual([]);
  });

  it('says a range of days and a derived plan’s rule in French and English', () => {
    expect(said(ZReportQuery, { from: '2026-11-28', to: '2026-11-01' }, 'fr')).toBe('Au : doit être le 28/11/2026 ou après.');
    expect(said(ZReportQuery, { from: '2026-11-28', to: '2026-11-01' }, 'en')).toBe('To: must be on or after 28/11/2026.');
    const plan = { code: 'BB', name: 'Bed', parentPlanId: null, adjustKind: null, adjustValue: 5 };
    expect(said(ZPlanBody, plan, 'fr')).toMatch(/seul un tarif dérivé a un ajustement\.$/);
  });
});
