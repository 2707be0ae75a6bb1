import { describe, expect, it } from 'vitest'

import { campaignPercent, campaignPhase, campaignWindow, formatCampaignDate } from '@/domain/donations/campaign'

describe('campaign progress', () => {
  it('is the whole percent of the goal, capped at 100', () => {
    expect(campaignPercent(0, 250_000)).toBe(0)
    expect(campaignPercent(62_500, 250_000)).toBe(25)
    expect(campaignPercent(249_999, 250_000)).toBe(99)
    expect(campaignPercent(400_000, 250_000)).toBe(100)
  })

  it('is 0 for a goal of 0 rather than dividing by zero', () => {
    expect(campaignPercent(10_000, 0)).toBe(0)
  })

  it('counts gifts through the end of the last campaign day', () => {
    const { from, until } = campaignWindow('2026-08-13T00:00:00.000Z', '2026-09-23T00:00:00.000Z')
    expect(from.toISOString()).toBe('2026-08-13T00:00:00.000Z')
    expect(until.toISOString()).toBe('2026-09-24T00:00:00.000Z')
  })

  it('starts at the beginning of the first day whatever time the date picker stored', () => {
    const { from, until } = campaignWindow('2026-08-13T12:00:00.000Z', '2026-09-23T12:00:00.000Z')
    expect(from.toISOString()).toBe('2026-08-13T00:00:00.000Z')
    expect(until.toISOString()).toBe('2026-09-24T00:00:00.000Z')
  })

  it('shows the dates as the spec writes them', () => {
    expect(formatCampaignDate('2026-08-13T00:00:00.000Z')).toBe('August 13')
    expect(formatCampaignDate('2026-09-23T00:00:00.000Z')).toBe('September 23')
  })
})

describe('campaign phase', () => {
  const start = '2026-08-13T00:00:00.000Z'
  const end = '2026-09-23T00:00:00.000Z'

  it('is upcoming before the first day, running through the last, ended after it', () => {
    expect(campaignPhase(start, end, new Date('2026-08-12T23:59:59.000Z'))).toBe('upcoming')
    expect(campaignPhase(start, end, new Date('2026-08-13T00:00:00.000Z'))).toBe('running')
    expect(campaignPhase(start, end, new Date('2026-09-23T23:59:59.000Z'))).toBe('running')
    expect(campaignPhase(start, end, new Date('2026-09-24T00:00:00.000Z'))).toBe('ended')
    expect(campaignPhase(start, end, new Date('2026-11-23T12:00:00.000Z'))).toBe('ended')
  })
})
