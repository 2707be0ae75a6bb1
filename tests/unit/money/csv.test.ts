import { describe, expect, it } from 'vitest'

import { CSV_BOM, csvCell, csvFileName, toCsv } from '@/lib/csv'

import { parseCsv } from '../../support/csv'

describe('CSV export', () => {
  it('quotes every text cell, doubling inner quotes, so commas and line breaks stay inside it', () => {
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"')
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('01234')).toBe('"01234"')
  })

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvCell('+1 555 0100')).toBe(`"'+1 555 0100"`)
    expect(csvCell('-2+3')).toBe(`"'-2+3"`)
    // A journal's credit amount stays a bare number: a spreadsheet reads it as -12.50, nothing runs.
    expect(csvCell('-12.50')).toBe('-12.50')
    expect(csvCell('-12.5')).toBe(`"'-12.5"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`)
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`)
  })

  it('neutralises a formula after ; , tab or a line break, where a spreadsheet splitting on them starts a cell', () => {
    expect(csvCell(';=1+1')).toBe(`";'=1+1"`)
    expect(csvCell(";=cmd|'/C calc'!A0")).toBe(`";'=cmd|'/C calc'!A0"`)
    expect(csvCell('12 Elm St;+SUM(A1)')).toBe(`"12 Elm St;'+SUM(A1)"`)
    expect(csvCell('a,-b')).toBe(`"a,'-b"`)
    expect(csvCell('x\n@y')).toBe(`"x\n'@y"`)
    expect(csvCell('x\r\n=y')).toBe(`"x\r\n'=y"`)
    expect(csvCell('a;\t=b')).toBe(`"a;'\t'=b"`)
    // Not after a separator: a hyphenated name or an e-mail stays as typed.
    expect(csvCell('Mary-Jane o@x.org 2026-11-22')).toBe('"Mary-Jane o@x.org 2026-11-22"')
  })

  it('keeps numbers, booleans, money amounts and empty values as plain cells', () => {
    expect(csvCell(-12.5)).toBe('-12.5')
    expect(csvCell(75)).toBe('75')
    expect(csvCell('75.00')).toBe('75.00')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(new Date('2026-11-22T10:00:00Z'))).toBe('"2026-11-22T10:00:00.000Z"')
  })

  it('writes a BOM, a header row of every column and CRLF line ends, read back cell for cell', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { name: string; amount: string }) => r.name },
        { header: 'Amount', value: (r) => r.amount },
      ],
      [
        { name: 'José, "Pepe"', amount: '75.00' },
        { name: '=1+1', amount: '10.00' },
      ],
    )
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv.slice(1)).toBe('"Name","Amount"\r\n"José, ""Pepe""",75.00\r\n"\'=1+1",10.00\r\n')
    expect(parseCsv(csv)).toEqual([
      ['Name', 'Amount'],
      ['José, "Pepe"', '75.00'],
      ["'=1+1", '10.00'],
    ])
  })

  it('names the file with the current date', () => {
    expect(csvFileName('donations', new Date(2026, 10, 22, 9))).toBe('donations-2026-11-22.csv')
    expect(csvFileName('subscribers', new Date(2026, 0, 5))).toBe('subscribers-2026-01-05.csv')
  })
})
