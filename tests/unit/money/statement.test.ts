import { describe, expect, it } from 'vitest'

import { STATEMENT_NO_GOODS, statementClosing, statementLines, statementRows, statementTotals } from '@/domain/donor-portal/statement'

const gift = (amountCents: number, refundedCents = 0, benefitValueCents = 0) => ({
  date: 'March 3, 2025',
  amountCents,
  refundedCents,
  benefitValueCents,
  benefitDescription: benefitValueCents ? 'Two gala seats' : null,
})

const statement = (gifts: ReturnType<typeof gift>[]) => ({ year: 2025, partial: false, legalName: 'Bloom Hope Foundation, Inc.', ein: '12-3456789', donorName: 'Ada Byrne', gifts })

describe('a year-end statement', () => {
  it('totals what was given net of refunds, a fully refunded gift shown at $0.00', () => {
    const s = statement([gift(10_000, 4_000), gift(8_000, 8_000), gift(5_000)])
    expect(statementTotals(s)).toMatchObject({ grossCents: 23_000, refundedCents: 12_000, netCents: 11_000, deductibleCents: 11_000 })
    expect(statementRows(s).map((r) => [r.amount, r.refunded, r.net])).toEqual([
      ['$100.00', '$40.00', '$60.00'],
      ['$80.00', '$80.00', '$0.00 (refunded)'],
      ['$50.00', '—', '$50.00'],
    ])
    expect(statementLines(s)).toContainEqual({ label: 'Total given, net of refunds', value: '$110.00' })
    expect(statementClosing(s)).toBe(STATEMENT_NO_GOODS)
  })

  it('states what a sponsorship brought and the deductible amount, never more benefit than what remains of a gift', () => {
    const s = statement([gift(20_000, 0, 5_000), gift(15_000, 15_000, 5_000)])
    expect(statementTotals(s)).toMatchObject({ netCents: 20_000, benefitCents: 5_000, deductibleCents: 15_000 })
    expect(statementLines(s)).toContainEqual({ label: 'Deductible amount', value: '$150.00' })
    expect(statementClosing(s)).toContain('Two gala seats')
  })
})
