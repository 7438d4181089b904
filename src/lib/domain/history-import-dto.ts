import type { ErrorParams } from './error-params.ts';

/** One imported booking-history file (GET /history/imports). */
export interface THistoryImportDto {
  importId: number;
  fileName: string;
  rows: number;
  skipped: number;
  groupIds: number[];
  importedBy: string | null;
  /** ISO moment, UTC. */
  importedAt: string;
}

/** How a day use (0 nights) is imported: a stay of 0 nights (the default), or one night at its rate as before. */
export const DAY_USE_CHOICES = ['day-use', 'one-night'] as const;
/** How rows that repeat another row exactly are imported: each its own booking (the default), or merged into the first. */
export const DUPLICATE_CHOICES = ['keep', 'merge'] as const;

/** The choices a manager makes before an import (the upload form's options, the CLI's flags). */
export interface ImportChoices {
  dayUse: (typeof DAY_USE_CHOICES)[number];
  duplicates: (typeof DUPLICATE_CHOICES)[number];
}

export const DEFAULT_IMPORT_CHOICES: ImportChoices = { dayUse: 'day-use', duplicates: 'keep' };

/**
 * What the import assumed where the file says nothing or what cannot be: each rule with the rows it
 * touched. rooms_from_peak: the rooms of each type are the most stays of that type in house on one
 * night (the file has no room list); day_use: 0-night rows; adults_zero: 0 adults counted as 1;
 * negative_rate: a negative rate set to 0; reserved_type_dropped: the type booked differs from the one
 * assigned, which is kept; duplicates: rows that repeat an earlier row exactly; settled: departed
 * stays whose balance is settled by one 'imported_settlement' payment on their departure day.
 */
export const IMPORT_RULES = ['rooms_from_peak', 'day_use', 'adults_zero', 'negative_rate', 'reserved_type_dropped', 'duplicates', 'settled'] as const;
export type TImportRule = (typeof IMPORT_RULES)[number];

export interface TImportRuleCountDto {
  rule: TImportRule;
  /** Rows (bookings) the rule touched; for rooms_from_peak, the rooms created. */
  count: number;
  /** The choice applied, for the rules that have one (day_use, duplicates). */
  choice?: string;
}

/** One step of an import as the POST /history/imports answer streams it. */
export interface THistoryImportProgress {
  phase: 'read' | 'write' | 'close' | 'done';
  done: number;
  total: number;
}

/** The last line of that answer. */
export interface THistoryImportOutcome {
  result?: {
    alreadyImported: boolean;
    rows: number;
    skippedCount: number;
    /** The first rows not imported: the reason as a key of the error catalogue with its params (rendered by errorText), and in English. */
    skipped: { line: number; code: string; params: ErrorParams; message: string }[];
    hotels: {
      groupId: number;
      name: string;
      reservations: number;
      rooms: number;
      roomsByType: Record<string, number>;
      rules: TImportRuleCountDto[];
      from: string;
      to: string;
    }[];
    /** The rules applied over the whole file, each with its count. */
    rules: TImportRuleCountDto[];
    choices: ImportChoices;
    ms: number;
  };
  /** The refusal, as every answer of the API gives one (AppError.toJSON): `code` is a key of the error catalogue. */
  error?: { error: string; code: string; params: ErrorParams; field?: string | undefined; message: string };
}
