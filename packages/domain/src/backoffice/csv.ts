/**
 * CSV as Swiss spreadsheets read and write it (issue 13: exports of the inbox, import of the
 * policy register): semicolon-separated by default, fields quoted when needed, UTF-8 with a
 * byte-order mark so that Excel shows accents. Cells that a spreadsheet would run as a formula
 * (=, +, -, @, tab, carriage return) are prefixed with an apostrophe.
 */

const BOM = '\uFEFF';

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * Parses CSV text (RFC 4180 quoting; `;` or `,` as separator, guessed from the first line; a
 * leading byte-order mark ignored). Answers the rows as arrays of trimmed cells; blank lines
 * are skipped but keep their line numbers in `line`.
 */
export function parseCsv(input: string): { line: number; cells: string[] }[] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const separator =
    (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let current = '';
  let isQuoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(current.trim());
    if (cells.some((value) => value !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    current = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') {
        isQuoted = false;
      } else {
        if (char === '\n') line += 1;
        current += char;
      }
    } else if (char === '"') {
      isQuoted = true;
    } else if (char === separator) {
      cells.push(current.trim());
      current = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      current += char;
    }
  }
  if (current !== '' || cells.length > 0) endRow();
  return rows;
}
