/**
 * CSV for staff exports: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark so
 * spreadsheets read accents correctly, and formula injection neutralised — a cell that
 * begins with = + - @ tab or carriage return gets a leading apostrophe, so a spreadsheet shows
 * it as text instead of running it (OWASP "CSV injection").
 */
export type CsvValue = string | number | boolean | null | undefined | Date

export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue }

const FORMULA_START = /^[=+\-@\t\r]/

export const CSV_BOM = '\uFEFF'

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  // Plain numbers (e.g. "-12.50") are data, not formulas, and stay numbers in the sheet.
  if (FORMULA_START.test(text) && !(typeof value === 'number')) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
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
