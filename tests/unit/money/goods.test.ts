import { describe, expect, it } from 'vitest'

import { FORM_8283_NOTE, receiptLines, receiptStatement } from '@/domain/donations/receipt'
import { statementInKindRows, statementLines } from '@/domain/donor-portal/statement'
import { categoryLabels, describeItems, donorLookupSchema, driveSchema, inKindSchema, maskedEmail, publicFigure, totalsByCategory, visitSchema } from '@/domain/goods/goods'

import { issuedReceipt } from '../../support/money/receipt-data'

const receipt = issuedReceipt({ number: '2026-000012', donorName: 'Lena Moss', giftDate: 'May 10, 2026', amountCents: 0, inKindDescription: "12 × Women's clothing; 3 × Coats" })

describe('public impact figures', () => {
  it('are null below 10 and rounded down to a multiple of 5 from there', () => {
    expect([0, 9, 10, 12, 14, 15, 99, 100].map(publicFigure)).toEqual([null, null, 10, 10, 10, 15, 95, 100])
  })
})

describe('goods', () => {
  it('describes items with the labels an admin chose, and totals every category', () => {
    const labels = categoryLabels({ coats: 'Coats & jackets', shoes: '  ' })
    expect(describeItems([{ category: 'coats', quantity: 3, description: 'winter' }, { category: 'shoes', quantity: 1 }], labels)).toBe(
      '3 × Coats & jackets (winter); 1 × Shoes',
    )
    expect(totalsByCategory([{ category: 'coats', quantity: 3 }, { category: 'coats', quantity: 2 }])).toMatchObject({ coats: 5, shoes: 0, other: 0 })
  })

  it('takes a drop-off with 1 to 10,000 of a known category and refuses the rest', () => {
    const good = { receivedAt: '2025-06-15', items: [{ category: 'coats', quantity: 1 }] }
    expect(inKindSchema.safeParse(good).success).toBe(true)
    expect(inKindSchema.safeParse({ ...good, donor: { name: 'Ann', email: ' Ann@Example.org ' } }).data?.donor).toEqual({ name: 'Ann', email: 'ann@example.org' })
    for (const bad of [
      { ...good, items: [] },
      { ...good, items: [{ category: 'coats', quantity: 10_001 }] },
      { ...good, items: [{ category: 'coats', quantity: 1.5 }] },
      { ...good, items: [{ category: 'gold', quantity: 1 }] },
      { ...good, donor: { contactId: 3, name: 'Ann' } },
      { ...good, donorEstimateCents: -1 },
    ]) {
      expect(inKindSchema.safeParse(bad).success).toBe(false)
    }
    expect(driveSchema.safeParse({ inquiryId: 1, startsOn: '2026-03-02', endsOn: '2026-03-01' }).success).toBe(false)
    expect(visitSchema.safeParse({ attended: 'yes' }).success).toBe(false)
  })
})

describe('an in-kind receipt', () => {
  it('names the goods and states no dollar figure', () => {
    const text = [...receiptLines(receipt).map((line) => `${line.label}: ${line.value}`), receiptStatement(receipt)].join('\n')
    expect(text).toContain("12 × Women's clothing")
    expect(text).toContain('No goods or services were provided')
    expect(text).not.toMatch(/\$\d/)
  })

  it("prints the donor's estimate as hers, and the Form 8283 note only above $500", () => {
    const small = { ...receipt, donorEstimateCents: 20_000 }
    expect(receiptLines(small)).toContainEqual({ label: 'Your estimate of its value (yours, for your records)', value: '$200.00' })
    expect(receiptStatement(small)).not.toContain(FORM_8283_NOTE)
    expect(receiptStatement({ ...receipt, donorEstimateCents: 50_001 })).toContain(FORM_8283_NOTE)
  })
})

describe('a statement with gifts in kind', () => {
  it('lists them apart, without a value, and out of the total', () => {
    const statement = {
      year: 2025,
      partial: false,
      legalName: 'Bloom Hope Foundation, Inc.',
      ein: '12-3456789',
      donorName: 'Lena Moss',
      gifts: [{ date: 'April 1, 2025', amountCents: 5000, refundedCents: 0, benefitValueCents: 0, benefitDescription: null }],
      inKind: [{ date: 'May 10, 2025', description: 'Two boxes of books' }],
    }
    expect(statementLines(statement)).toContainEqual({ label: 'Total given, net of refunds', value: '$50.00' })
    expect(statementInKindRows(statement)).toEqual(['May 10, 2025 — Two boxes of books'])
  })
})

describe("the door's contact search", () => {
  it('masks an address to its first letter and domain, and takes two characters at least', () => {
    expect(maskedEmail('tess.gale@example.org')).toBe('t•••@example.org')
    expect(maskedEmail('a@b.co')).toBe('a•••@b.co')
    expect(maskedEmail('no-at-sign')).toBe('•••')
    expect(donorLookupSchema.safeParse({ search: ' te ' })).toMatchObject({ success: true, data: { search: 'te' } })
    for (const search of [undefined, '', 'a', ' a ', 'x'.repeat(201), 'a\u0000b']) expect(donorLookupSchema.safeParse({ search }).success).toBe(false)
  })
})
