/** Saves text as a file the browser downloads (the people's CSV export). */
export function downloadTextFile(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  // A byte-order mark, so that spreadsheets open the accents of names right.
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Most bytes a CSV file to import may have (the server takes up to 900 000 characters). */
export const MAX_CSV_BYTES = 850_000;
