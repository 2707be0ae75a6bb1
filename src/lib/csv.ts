/**
 * CSV for staff exports: RFC 4180, CRLF line ends, a UTF-8 byte-order mark so spreadsheets read
 * accents correctly, and formula injection neutralised (OWASP "CSV injection"). Every text cell
 * is quoted, and wherever a spreadsheet could start reading a cell — at the start, or after a
 * `;` `,` tab or line break, since Excel in many locales splits on `;` — a = + - @ tab or
 * carriage return gets an apostrophe before it, so the sheet shows text instead of running it.
 * Numbers, booleans and money as the API writes it ("75.00", "-75.00") stay bare so they stay numbers.
 */
export type CsvValue = string | number | boolean | null | undefined | Date

export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue }

const FORMULA_AT_PIECE_START = /(?<=^|[;,\t\r\n])(?=[=+\-@\t\r])/g
// A minus sign before an amount (a journal's credit) is a number to a spreadsheet, never a formula.
const PLAIN_AMOUNT = /^-?\d+\.\d{2}$/

export const CSV_BOM = '\uFEFF'

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const text = value instanceof Date ? value.toISOString() : value
  if (PLAIN_AMOUNT.test(text)) return text
  return `"${text.replace(FORMULA_AT_PIECE_START, "'").replace(/"/g, '""')}"`
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','))
  return CSV_BOM + lines.join('\r\n') + '\r\n'
}

/** `donations-2026-11-22.csv`: the export's name with today's local date. */
export function csvFileName(base: string, now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
