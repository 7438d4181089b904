import { z } from 'zod';
import { DAY_USE_CHOICES, DUPLICATE_CHOICES } from '../../../lib/domain/history-import-dto.ts';

/** POST /history/imports: the file is the body; the manager's choices are the query. */
export const ZHistoryImportQuery = z
  .object({
    dayUse: z.enum(DAY_USE_CHOICES).default('day-use').describe('A 0-night row: a day use (0 nights sold) or one night at its rate'),
    duplicates: z.enum(DUPLICATE_CHOICES).default('keep').describe('Rows that repeat another row exactly: each its own booking, or merged into the first'),
  })
  .strict();
export type THistoryImportQuery = z.infer<typeof ZHistoryImportQuery>;
