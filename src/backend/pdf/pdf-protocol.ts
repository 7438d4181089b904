import type { CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';

/** What the server's thread and the PDF thread (pdf-worker.ts) say to each other. */
export interface PdfRequest {
  id: number;
  /** A document definition: plain data only (it crosses threads), its tables' layouts named from TABLE_LAYOUTS. */
  doc: TDocumentDefinitions;
}

export type PdfReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** The PDF's standard Helvetica: no font file to load. */
export const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };

/** Table layouts with functions, which cannot cross threads: a document names them (`layout: 'dashedGrid'`). */
export const TABLE_LAYOUTS: Record<string, CustomTableLayout> = {
  /** The rooms' QR sheet: cutting lines. */
  dashedGrid: { hLineColor: () => '#bbb', vLineColor: () => '#bbb', hLineStyle: () => ({ dash: { length: 4 } }), vLineStyle: () => ({ dash: { length: 4 } }) },
};
