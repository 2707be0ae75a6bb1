import { describe, expect, it } from 'vitest'

import { levelMinimumCents } from '@/domain/donors/levels'

describe('a level’s smallest yearly gift, read from its range', () => {
  it.each([
    ['$50 - $199', 5_000],
    ['$1,000 - $2,499', 100_000],
    ['$2,500+', 250_000],
    ['From $ 75.50 a year', 7_550],
  ])('%s → %i cents', (range, cents) => {
    expect(levelMinimumCents(range)).toBe(cents)
  })

  it('is null when the range names no amount', () => {
    expect(levelMinimumCents('By invitation')).toBeNull()
  })
})
