import { describe, expect, it } from 'vitest'

import { levelAmounts } from '@/domain/donations/amounts'
import { levelMaximumCents, levelMinimumCents } from '@/domain/donors/levels'

describe("a circle's presets stay in its range (issue 47)", () => {
  it('reads the top of a range, and none for an open one', () => {
    expect(levelMaximumCents('$200 - $499')).toBe(49_900)
    expect(levelMaximumCents('$1,000 - $2,499')).toBe(249_900)
    expect(levelMaximumCents('$2,500+')).toBeNull()
    expect(levelMinimumCents('$200 - $499')).toBe(20_000)
  })

  it('offers no preset past the top: $200–$499 once is $200, $300, $400 (not $600); monthly stays under $499 a year', () => {
    expect(levelAmounts(20_000, 'one_time', 49_900)).toEqual({ minimum: 200, presets: [200, 300, 400] })
    const monthly = levelAmounts(20_000, 'monthly', 49_900)
    expect(monthly.presets.every((preset) => preset * 12 >= 200 && preset * 12 <= 499)).toBe(true)
    // An open range keeps every preset.
    expect(levelAmounts(250_000, 'one_time', null).presets).toEqual([2500, 3800, 5000, 7500])
  })
})

describe('"Finish later" says when the e-mail comes (issue 47)', () => {
  it('in words from Site settings minutes', async () => {
    const { reminderDelayWords } = await import('@/domain/donations/reminder-delay')
    expect(reminderDelayWords(60)).toBe('in about an hour')
    expect(reminderDelayWords(15)).toBe('in about 15 minutes')
    expect(reminderDelayWords(120)).toBe('in about 2 hours')
    expect(reminderDelayWords(1440)).toBe('in about a day')
    expect(reminderDelayWords(null)).toBe('in about an hour')
  })
})
