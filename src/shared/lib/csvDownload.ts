/**
 * Saves rows as a `;` CSV (spec §9 "CSV uses semicolons"), UTF-8 with a BOM so Excel in pt-BR opens
 * accents right, every cell quoted. For small tables the browser already holds (a file's refused
 * lines); the server's exports go through the export dialog.
 */
export function downloadCsv(fileName: string, rows: readonly (readonly (string | number)[])[]): void {
  const cell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
  const blob = new Blob([`\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
