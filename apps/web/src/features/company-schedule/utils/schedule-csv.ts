/** The schedule's CSV export is the browser's shared CSV (lib/csv.ts). */
export { CSV_BOM, csvField, downloadText, toCsv } from '../../../lib/csv.ts';
