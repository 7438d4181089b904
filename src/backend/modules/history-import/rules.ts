/**
 * The rules the import applied where the file says nothing or what cannot be, each with the rows it
 * touched (IMPORT_RULES in lib/domain/history-import-dto.ts says what each means): counted by the
 * database over the staged rows, so the import's result, log and screen say what was assumed.
 */
import type { Queryer } from '../../db/client.ts';
import { literal } from '../../core/sql-literal.ts';
import type { ImportChoices, TImportRule, TImportRuleCountDto } from '../../../lib/domain/history-import-dto.ts';

/** One hotel's rules, from its staged rows and what its writing counted. */
export async function hotelRules(
  q: Queryer,
  o: { hotel: number; rooms: number; duplicates: number; settled: number; choices: ImportChoices },
): Promise<TImportRuleCountDto[]> {
  const [c] = await q.query<{ day_use: number; adults_zero: number; negative_rate: number; reserved: number }>(
    `select count(*) filter (where day_use)::int as day_use, count(*) filter (where raw_adults = 0)::int as adults_zero,
       count(*) filter (where negative_rate)::int as negative_rate,
       count(*) filter (where reserved_type <> '' and reserved_type <> room_type)::int as reserved
     from history_rows where hotel = ${literal(o.hotel)}`,
  );
  return [
    { rule: 'rooms_from_peak', count: o.rooms },
    { rule: 'day_use', count: c?.day_use ?? 0, choice: o.choices.dayUse },
    { rule: 'adults_zero', count: c?.adults_zero ?? 0 },
    { rule: 'negative_rate', count: c?.negative_rate ?? 0 },
    { rule: 'reserved_type_dropped', count: c?.reserved ?? 0 },
    { rule: 'duplicates', count: o.duplicates, choice: o.choices.duplicates },
    { rule: 'settled', count: o.settled },
  ];
}

/** The file's rules: each hotel's counts summed, in the same order. */
export function sumRules(perHotel: readonly (readonly TImportRuleCountDto[])[]): TImportRuleCountDto[] {
  const total = new Map<TImportRule, TImportRuleCountDto>();
  for (const rules of perHotel) {
    for (const r of rules) {
      const seen = total.get(r.rule);
      total.set(r.rule, seen ? { ...seen, count: seen.count + r.count } : { ...r });
    }
  }
  return [...total.values()];
}

const SAID: Record<TImportRule, string> = {
  rooms_from_peak: 'rooms created from the most stays in house on one night (the file has no room list)',
  day_use: 'day-use rows (0 nights)',
  adults_zero: 'rows of 0 adults, counted as 1',
  negative_rate: 'negative rates set to 0',
  reserved_type_dropped: 'rows whose reserved room type differs from the assigned one (the assigned type is kept)',
  duplicates: 'rows repeating an earlier row exactly',
  settled: 'departed stays settled by an imported settlement on their departure day',
};

/** The rules as lines for a log: count, what it is, and the choice made where there is one. */
export function ruleLines(rules: readonly TImportRuleCountDto[]): string[] {
  return rules.map((r) => `${r.count.toLocaleString('en')} ${SAID[r.rule]}${r.choice ? ` (${r.choice})` : ''}`);
}
