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
    skipped: { line: number; message: string }[];
    hotels: { groupId: number; name: string; reservations: number; rooms: number; from: string; to: string }[];
    ms: number;
  };
  error?: { code: string; message: string };
}
