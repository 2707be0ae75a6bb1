import { describe, expect, it } from 'vitest'

import {
  BILLING_INTERVALS,
  choosePreset,
  effectiveAmount,
  frequencyWord,
  levelAmounts,
  NO_AMOUNT,
  PRESET_AMOUNTS,
  typeCustom,
} from '@/domain/donations/amounts'
import { isRealEin, PLACEHOLDER_EIN, receiptsWaitForEin } from '@/domain/donations/receipt'

describe('donation amount choice', () => {
  it('uses the preset when one is chosen', () => {
    expect(effectiveAmount(choosePreset(NO_AMOUNT, 75))).toBe(75)
  })

  it('clears the custom amount when a preset is chosen', () => {
    const typed = typeCustom(NO_AMOUNT, '42.50')
    expect(choosePreset(typed, 50)).toEqual({ preset: 50, custom: '' })
  })

  it('clears the preset when a custom amount is typed', () => {
    const chosen = choosePreset(NO_AMOUNT, 150)
    const typed = typeCustom(chosen, '12.34')
    expect(typed).toEqual({ preset: null, custom: '12.34' })
    expect(effectiveAmount(typed)).toBe(12.34)
  })

  it('is 0 when nothing or nothing numeric is entered', () => {
    expect(effectiveAmount(NO_AMOUNT)).toBe(0)
    expect(effectiveAmount(typeCustom(NO_AMOUNT, '   '))).toBe(0)
    expect(effectiveAmount(typeCustom(NO_AMOUNT, 'abc'))).toBe(0)
  })

  it('offers the presets of spec §9 per schedule', () => {
    expect(PRESET_AMOUNTS.one_time).toEqual([25, 50, 75, 150])
    expect(PRESET_AMOUNTS.monthly).toEqual([15, 25, 50, 75])
    expect(PRESET_AMOUNTS.bi_monthly).toEqual([50, 100, 150, 200])
    expect(PRESET_AMOUNTS.quarterly).toEqual([75, 150, 225, 300])
    expect(PRESET_AMOUNTS.semi_annual).toEqual([150, 300, 450, 600])
    expect(PRESET_AMOUNTS.annual).toEqual([300, 600, 900, 1200])
  })

  it('bills each schedule at the right Stripe interval', () => {
    expect(BILLING_INTERVALS).toEqual({
      monthly: { interval: 'month', interval_count: 1 },
      bi_monthly: { interval: 'month', interval_count: 2 },
      quarterly: { interval: 'month', interval_count: 3 },
      semi_annual: { interval: 'month', interval_count: 6 },
      annual: { interval: 'year', interval_count: 1 },
    })
  })

  it('names the schedule in the thank-you line in lower case', () => {
    expect(frequencyWord('semi_annual')).toBe('semi-annual')
    expect(frequencyWord('quarterly')).toBe('quarterly')
  })
})

describe('a giving circle form (issue 33)', () => {
  it('starts its one-time presets at the circle minimum', () => {
    expect(levelAmounts(50_000, 'one_time')).toEqual({ minimum: 500, presets: [500, 750, 1000, 1500] })
    expect(levelAmounts(5_000, 'one_time')).toEqual({ minimum: 50, presets: [50, 75, 100, 150] })
  })

  it('starts its monthly presets at the monthly amount that reaches the minimum in a year', () => {
    const hope = levelAmounts(50_000, 'monthly')
    expect(hope.minimum).toBe(42)
    expect(hope.minimum * 12).toBeGreaterThanOrEqual(500)
    expect((hope.minimum - 1) * 12).toBeLessThan(500)
    expect(hope.presets[0]).toBe(42)
    expect(levelAmounts(5_000, 'monthly').presets).toEqual([5, 8, 10, 15])
  })

  it('gives increasing presets on every schedule', () => {
    for (const type of ['one_time', 'monthly', 'bi_monthly', 'quarterly', 'semi_annual', 'annual'] as const) {
      for (const cents of [100, 5_000, 20_000, 50_000, 100_000, 250_000]) {
        const { minimum, presets } = levelAmounts(cents, type)
        expect(presets[0]).toBe(minimum)
        expect([...presets].sort((a, b) => a - b)).toEqual(presets)
        expect(new Set(presets).size).toBe(presets.length)
      }
    }
  })
})

describe('receipts and the EIN (issue 33)', () => {
  it('wait in production for a real EIN, never elsewhere or when a demo allows the placeholder', () => {
    expect(isRealEin('12-3456789')).toBe(true)
    for (const ein of [PLACEHOLDER_EIN, '', null, '123456789', '00-1234567']) expect(isRealEin(ein)).toBe(false)
    expect(receiptsWaitForEin(PLACEHOLDER_EIN, { NODE_ENV: 'production' })).toBe(true)
    expect(receiptsWaitForEin(null, { NODE_ENV: 'production' })).toBe(true)
    expect(receiptsWaitForEin('12-3456789', { NODE_ENV: 'production' })).toBe(false)
    expect(receiptsWaitForEin(PLACEHOLDER_EIN, { NODE_ENV: 'development' })).toBe(false)
    expect(receiptsWaitForEin(PLACEHOLDER_EIN, { NODE_ENV: 'production', RECEIPTS_ALLOW_PLACEHOLDER_EIN: 'true' })).toBe(false)
  })
})
