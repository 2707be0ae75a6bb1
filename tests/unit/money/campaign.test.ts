import { describe, expect, it } from 'vitest'

import { campaignProgress, defaultWallName } from '@/domain/campaigns/campaigns'
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

describe('campaign progress toward a goal (issue 49)', () => {
  const totals = (raisedCents: number, donorCount = 1) => ({ raisedCents, donorCount, giftCount: donorCount })

  it('hides the bar below the reveal threshold and shows it from there, with one percent for width and text', () => {
    expect(campaignProgress({ goalCents: 100_000, revealAtPercent: 10 }, totals(9_999))).toEqual({ percent: 9, showBar: false, measure: 'dollars' })
    expect(campaignProgress({ goalCents: 100_000, revealAtPercent: 10 }, totals(10_000))).toEqual({ percent: 10, showBar: true, measure: 'dollars' })
  })

  it('never reads 100 % before the goal is met, and never more than 100 %', () => {
    expect(campaignProgress({ goalCents: 100_000 }, totals(99_999)).percent).toBe(99)
    expect(campaignProgress({ goalCents: 100_000 }, totals(250_000)).percent).toBe(100)
  })

  it('counts donors when the goal is in donors, and shows no bar without a goal or without progress', () => {
    expect(campaignProgress({ goalDonors: 40, revealAtPercent: 0 }, totals(5_000, 10))).toEqual({ percent: 25, showBar: true, measure: 'donors' })
    expect(campaignProgress({}, totals(5_000))).toEqual({ percent: 0, showBar: false, measure: null })
    expect(campaignProgress({ goalCents: 100_000, revealAtPercent: 0 }, totals(0))).toMatchObject({ showBar: false })
  })

  it('names a donor on the wall by first name and last initial', () => {
    expect(defaultWallName(' june ', 'hale')).toBe('june H.')
    expect(defaultWallName('June', '')).toBe('June')
  })
})
