/** The export door for the pages: a page that offers a report as a file builds it here, as the API's exports do. */
export { exportFileResponse, toExportFile } from './export-file.ts';
export type { ExportColumn, ExportFile, ExportLabel } from './export-file.ts';
export type { Cell } from './xlsx-writer.ts';
