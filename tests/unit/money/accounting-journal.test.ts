import { describe, expect, it } from 'vitest'

import { ACCOUNT_KEYS, DEFAULT_ACCOUNTS } from '@/domain/accounting/accounts'
import { balanceLineType, depositTotals } from '@/domain/accounting/deposits'
import { compact, isBalanced, qboRows, usDate, xeroRows } from '@/domain/accounting/journal'

const chart = {
  accounts: Object.fromEntries(ACCOUNT_KEYS.map((key) => [key, { name: DEFAULT_ACCOUNTS[key].name, code: DEFAULT_ACCOUNTS[key].code }])) as never,
  classes: new Map<string, string>(),
}

describe('deposit lines', () => {
  it("names Stripe's balance transactions by what they are to the books", () => {
    expect(balanceLineType({ type: 'charge', amount: 500 })).toBe('charge')
    expect(balanceLineType({ type: 'payment', amount: 500 })).toBe('charge')
    expect(balanceLineType({ type: 'refund', amount: -500 })).toBe('refund')
    expect(balanceLineType({ type: 'adjustment', reporting_category: 'dispute', amount: -500 })).toBe('dispute')
    expect(balanceLineType({ type: 'adjustment', reporting_category: 'dispute_reversal', amount: 500 })).toBe('dispute_reversal')
    expect(balanceLineType({ type: 'stripe_fee', amount: -100 })).toBe('fee')
    expect(balanceLineType({ type: 'reserve_transaction', amount: -100 })).toBe('other')
  })

  it('adds gross, fees, refunds and disputes up to the net to the cent', () => {
    const totals = depositTotals([
      { type: 'charge', grossCents: 10_000, feeCents: 320, netCents: 9_680 },
      { type: 'refund', grossCents: -2_000, feeCents: 0, netCents: -2_000 },
      { type: 'dispute', grossCents: -1_000, feeCents: 1_500, netCents: -2_500 },
      { type: 'fee', grossCents: -100, feeCents: 0, netCents: -100 },
      { type: 'other', grossCents: 7, feeCents: 0, netCents: 7 },
    ])
    expect(totals).toEqual({ grossCents: 10_000, feeCents: 1_920, refundCents: 2_000, disputeCents: 1_000, otherCents: 7, netCents: 5_087 })
    expect(totals.grossCents - totals.feeCents - totals.refundCents - totals.disputeCents + totals.otherCents).toBe(totals.netCents)
  })
})

describe('journal rows', () => {
  const journal = compact({
    number: 'DEP-7',
    date: '2026-10-05',
    narration: 'Stripe payout po_1',
    lines: [
      { account: 'bank', cents: 9_380, description: 'Stripe payout po_1' },
      { account: 'stripeFees', cents: 320, description: 'Stripe fees' },
      { account: 'donationIncome', cents: -6_000, description: 'Gifts', name: 'Ann Lee' },
      { account: 'donationIncome', cents: -4_000, description: 'Gifts', name: 'Ann Lee' },
      { account: 'refunds', cents: 300, description: 'Refunds' },
      { account: 'stripeClearing', cents: 0, description: 'nothing' },
    ],
  })

  it('merges lines that say the same thing and drops empty ones, staying balanced', () => {
    expect(journal.lines).toHaveLength(4)
    expect(journal.lines.find((line) => line.account === 'donationIncome')?.cents).toBe(-10_000)
    expect(isBalanced(journal)).toBe(true)
  })

  it('writes QuickBooks debits and credits and Xero signed amounts with two decimals and US dates', () => {
    expect(usDate('2026-10-05')).toBe('10/05/2026')
    const qbo = qboRows([journal], chart)
    expect(qbo.rows[0]).toEqual(['DEP-7', '10/05/2026', 'Checking', '93.80', null, 'Stripe payout po_1', null, null])
    expect(qbo.rows.find((row) => row[2] === 'Contributions Income')).toEqual(['DEP-7', '10/05/2026', 'Contributions Income', null, '100.00', 'Gifts', 'Ann Lee', null])
    const xero = xeroRows([journal], chart)
    expect(xero.rows.map((row) => row[5])).toEqual(['93.80', '3.20', '-100.00', '3.00'])
    expect(xero.rows.every((row) => row[4] === 'Tax Exempt' && row[0] === 'DEP-7 Stripe payout po_1')).toBe(true)
  })
})
