import { describe, expect, it } from 'vitest'

import { calendar } from '@/domain/boutique/ics'
import { hoursSchema } from '@/domain/boutique/hours'
import { nearestOpen, offeredSlot, openSlots } from '@/domain/boutique/slots'

const base = {
  timeZone: 'America/Chicago',
  visitMinutes: 60,
  capacity: 2,
  horizonDays: 21,
  noticeHours: 24,
  confirmWithinMinutes: 120,
  onlineBookingsPerHour: 6,
  weekly: [{ weekday: 0, start: '01:00', end: '04:00' }],
  closedDates: [] as string[],
}

describe('open boutique times', () => {
  it('skips the hour that does not exist when clocks spring forward, and keeps the offset of each day', () => {
    // 8 March 2026, a Sunday: 2:00 → 3:00 in Chicago.
    const now = new Date('2026-03-01T00:00:00Z')
    const slots = openSlots(base, '2026-03-08', '2026-03-08', now)
    expect(slots.map((slot) => slot.start)).toEqual(['2026-03-08T01:00:00-06:00', '2026-03-08T03:00:00-05:00'])
    expect(Date.parse(slots[0].end) - Date.parse(slots[0].start)).toBe(3_600_000)
  })

  it('leaves out full times, times inside the notice or past the horizon, and closed dates', () => {
    const now = new Date('2026-03-07T08:00:00Z') // Saturday 2:00 in Chicago
    const first = openSlots(base, '2026-03-01', '2026-04-30', now)
    expect(first.every((slot) => Date.parse(slot.start) >= now.getTime() + 24 * 3_600_000)).toBe(true)
    expect(first.every((slot) => Date.parse(slot.start) <= now.getTime() + 21 * 24 * 3_600_000)).toBe(true)
    const full = Date.parse(first[0].start)
    expect(openSlots(base, '2026-03-01', '2026-04-30', now, (start) => (start === full ? 2 : 1)).map((s) => s.start)).not.toContain(first[0].start)
    expect(openSlots(base, '2026-03-01', '2026-04-30', now, (start) => (start === full ? 1 : 0))).toHaveLength(first.length)
    expect(openSlots({ ...base, closedDates: ['2026-03-15'] }, '2026-03-01', '2026-04-30', now).some((s) => s.start.startsWith('2026-03-15'))).toBe(false)
  })

  it('accepts a chosen time in any ISO form of an offered instant, nothing else', () => {
    const now = new Date('2026-03-01T00:00:00Z')
    expect(offeredSlot(base, '2026-03-08T07:00:00Z', now)?.start).toBe('2026-03-08T01:00:00-06:00')
    expect(offeredSlot(base, '2026-03-08T07:30:00Z', now)).toBeNull()
    expect(offeredSlot(base, 'soon', now)).toBeNull()
  })

  it('refuses hours whose range ends before it starts or whose weekday is not 0–6', () => {
    expect(hoursSchema.safeParse({ ...base, weekly: [{ weekday: 2, start: '12:00', end: '10:00' }] }).success).toBe(false)
    expect(hoursSchema.safeParse({ ...base, weekly: [{ weekday: 7, start: '10:00', end: '12:00' }] }).success).toBe(false)
    expect(hoursSchema.safeParse({ ...base, closedDates: ['2026-02-30'] }).success).toBe(false)
    expect(hoursSchema.safeParse(base).success).toBe(true)
  })

  it('writes calendar entries with only a title and a time', () => {
    const text = calendar([{ uid: 'a@b', title: 'Boutique visit', start: '2026-03-08T07:00:00Z', end: '2026-03-08T08:00:00Z' }], { now: new Date('2026-03-01T00:00:00Z') })
    expect(text.split('\r\n').filter((line) => line.includes(':') && !/^(BEGIN|END|VERSION|PRODID|CALSCALE|UID|DTSTAMP):/.test(line))).toEqual([
      'DTSTART:20260308T070000Z',
      'DTEND:20260308T080000Z',
      'SUMMARY:Boutique visit',
    ])
  })
})

describe('the nearest open times (issue 41)', () => {
  it('offers the open times nearest the one that filled, soonest first, never the full ones', () => {
    const hours = { ...base, capacity: 1, weekly: [{ weekday: 2, start: '10:00', end: '16:00' }] }
    const now = new Date('2026-12-01T00:00:00Z') // Monday evening in Chicago; Tuesday 1 Dec is inside the notice
    const full = new Set([Date.parse('2026-12-08T12:00:00-06:00'), Date.parse('2026-12-08T14:00:00-06:00')])
    const nearest = nearestOpen(hours, '2026-12-08T13:00:00-06:00', now, (ms) => (full.has(ms) ? 1 : 0))
    // 11:00 and 15:00 are two hours away, 10:00 three; 12:00 and 14:00 are full; 13:00 is the one she chose.
    expect(nearest.map((slot) => slot.start)).toEqual(['2026-12-08T10:00:00-06:00', '2026-12-08T11:00:00-06:00', '2026-12-08T15:00:00-06:00'])
  })
})
