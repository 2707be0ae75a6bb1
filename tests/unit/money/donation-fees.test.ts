import { describe, expect, it } from 'vitest'

import { coverFees, DEFAULT_FEE_RATES, feeRates } from '@/domain/donations/fees'
import { offersMonthlyAsk, suggestedMonthlyDollars } from '@/domain/donations/monthly-ask'

describe('covering the processing fee', () => {
  it('by card charges ceil((A + $0.30) / (1 − 2.2 %)): $50.00 → $51.44', () => {
    expect(coverFees(5000, 'card')).toEqual({ totalCents: 5144, feeCents: 144 })
  })

  it('by card nets the foundation at least the gift after the fee, for every amount up to $300', () => {
    for (let cents = 100; cents <= 30_000; cents += 7) {
      const { totalCents } = coverFees(cents, 'card')
      expect(totalCents - (totalCents * 0.022 + 30)).toBeGreaterThanOrEqual(cents - 1e-9)
      // …and by no more than a cent too much.
      const less = totalCents - 1
      expect(less - (less * 0.022 + 30)).toBeLessThan(cents)
    }
  })

  it('by bank charges ceil(A / (1 − 0.8 %)) with the fee capped at $5: $1,000.00 → $1,005.00', () => {
    expect(coverFees(100_000, 'us_bank_account')).toEqual({ totalCents: 100_500, feeCents: 500 })
    expect(coverFees(5000, 'us_bank_account')).toEqual({ totalCents: 5041, feeCents: 41 })
  })

  it('follows the rates staff set, and falls back to Stripe’s published ones when a rate is empty', () => {
    expect(coverFees(10_000, 'card', { ...DEFAULT_FEE_RATES, cardPercent: 2.9 }).totalCents).toBe(Math.ceil(10_030 / 0.971))
    expect(feeRates({ cardPercent: null, bankCapCents: 300 })).toEqual({ ...DEFAULT_FEE_RATES, bankCapCents: 300 })
  })
})

describe('the monthly ask', () => {
  it('suggests a third of the gift in whole dollars, at least $5', () => {
    expect(suggestedMonthlyDollars(5000)).toBe(17)
    expect(suggestedMonthlyDollars(2500)).toBe(8)
    expect(suggestedMonthlyDollars(1000)).toBe(5)
  })

  it('asks only for one-time gifts under the threshold, never for a tribute gift', () => {
    expect(offersMonthlyAsk('one_time', 5000, 25_000)).toBe(true)
    expect(offersMonthlyAsk('one_time', 25_000, 25_000)).toBe(false)
    expect(offersMonthlyAsk('one_time', 30_000, 25_000)).toBe(false)
    expect(offersMonthlyAsk('monthly', 5000, 25_000)).toBe(false)
    expect(offersMonthlyAsk('one_time', 5000, 25_000, true)).toBe(false)
  })
})
