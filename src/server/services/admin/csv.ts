/**
 * CSV text as RFC 4180 writes it, safe to open in a spreadsheet: a cell with a comma, quote or line break is
 * quoted (quotes doubled), and a cell that a spreadsheet would read as a formula (starting with =, +, -, @,
 * tab or carriage return) is prefixed with ' so it stays text (the OWASP advice on CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record with its CRLF line end. */
export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
