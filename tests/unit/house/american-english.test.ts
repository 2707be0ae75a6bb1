import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { calendarYear, yearIn } from '@/lib/zoned-time'

import { britishInSite, britishWords, copyOf } from '../../support/british-spellings'

const root = path.resolve(import.meta.dirname, '../../..')

describe('one language (issue 47)', () => {
  it('finds British forms in copy, whatever their case, and not in American words that look alike', () => {
    expect(britishWords('In honour of Ruth. Our Programme is Recognised by the centre; colours.')).toEqual(['honour', 'Programme', 'Recognised', 'centre', 'colours'])
    expect(britishWords('In honor of Ruth, our program is recognized by the center. Emphasis, expertise, advise, canceled.')).toEqual([])
  })

  it('reads copy, not machine values: JSX text and sentences count; enum values, SQL and module names do not', () => {
    const source = [
      "import x from './organisation-helpers'",
      "const status = 'fulfilment'",
      "const label = { fulfilment: 'Fulfilment' }",
      'const query = sql`SELECT "fulfilment" FROM orders_lines`',
      "export const Card = () => <p title='Be recognised'>Our colour</p>",
    ].join('\n')
    const words = copyOf('probe.tsx', source).flatMap(({ text }) => britishWords(text))
    expect(words.sort()).toEqual(['Fulfilment', 'colour', 'recognised'])
  })

  it("the site's copy, e-mails, PDFs and seed use American spellings", () => {
    // Each line names the file and word to fix; an empty list is the pass.
    expect(britishInSite(root)).toEqual([])
  }, 120_000)
})

describe('the footer year (issue 47)', () => {
  it('is the current year in the foundation time zone', () => {
    expect(yearIn('America/Chicago')).toBe(calendarYear('America/Chicago'))
  })

  it('turns over at midnight in the foundation zone, not at the server midnight', () => {
    // 03:30 UTC on January 1st is still New Year's Eve in Chicago, already the new year in London.
    const now = new Date('2027-01-01T03:30:00Z')
    expect(yearIn('America/Chicago', now)).toBe(2026)
    expect(yearIn('Europe/London', now)).toBe(2027)
    // A zone the runtime does not know falls back to the foundation's default, not a crash.
    expect(yearIn('Not/AZone', now)).toBe(2026)
  })
})
