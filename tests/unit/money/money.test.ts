import { describe, expect, it } from 'vitest'

import { centsToDecimal, formatDollars, formatPrice, parseCents, parseExactCents, toCents } from '@/lib/money'

describe('money', () => {
  it('turns decimal strings into integer cents', () => {
    expect(toCents('75.00')).toBe(7500)
    expect(toCents('0.1')).toBe(10)
    expect(toCents('19.99')).toBe(1999)
    expect(toCents(12.5)).toBe(1250)
  })

  it('refuses amounts that are not plain money', () => {
    for (const bad of ['-1', '1.999', 'abc', '', '1e3', ' ']) expect(parseCents(bad)).toBeNull()
    expect(parseCents(Number.NaN)).toBeNull()
    expect(parseCents(null)).toBeNull()
  })

  it('refuses a number sent with more than two decimals instead of rounding it', () => {
    expect(parseExactCents(3.3)).toBe(330)
    expect(parseExactCents(12)).toBe(1200)
    expect(parseExactCents('3.30')).toBe(330)
    for (const bad of [3.3000000000000003, 12.345, 0.1 + 0.2, 1e21, -5, Number.POSITIVE_INFINITY]) expect(parseExactCents(bad), String(bad)).toBeNull()
  })

  it('writes cents back as the API decimal string and display price', () => {
    expect(centsToDecimal(7500)).toBe('75.00')
    expect(centsToDecimal(5)).toBe('0.05')
    expect(formatPrice(1999)).toBe('$19.99')
    expect(formatDollars(123456)).toBe('$1,234.56')
  })
})
