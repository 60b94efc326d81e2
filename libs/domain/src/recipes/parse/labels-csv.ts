import { ingredientLineLabels } from './ingredient-labels.js';

/** Rows of an RFC-4180 CSV (quoted fields, doubled quotes, CRLF or LF) keyed by its header. */
export function readCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header = [], ...records] = rows.filter((cells) => cells.some((cell) => cell !== ''));
  return records.map((cells) => Object.fromEntries(header.map((column, i) => [column.replace(/^\uFEFF/, ''), cells[i] ?? ''])));
}

const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** tools/ingredient-labels.mjs: a CSV with an `input` column -> `input,qty,unit,name` CSV. */
export function ingredientLabelsCsv(text: string): string {
  const rows = readCsv(text);
  if (rows.length > 0 && !('input' in rows[0])) throw new Error('The CSV needs an "input" column');
  const lines = rows.map(({ input }) => {
    const { qty, unit, name } = ingredientLineLabels(input);
    return [input, qty, unit, name].map(csvField).join(',');
  });
  return ['input,qty,unit,name', ...lines].join('\n') + '\n';
}
