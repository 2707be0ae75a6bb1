import { describe, expect, it } from 'vitest'

import { checkIntakeTransition, checkMessageTransition, contactReminder, filledFields, messageTitle, replyLink } from '@/domain/inbox/rules'
import { startOfZonedDay, zonedParts, zonedTimeToInstant } from '@/lib/zoned-time'

describe('intake transitions', () => {
  it('refuses New → Served: a visit is served only once scheduled', () => {
    expect(checkIntakeTransition('new', { to: 'served' })).toMatchObject({ status: 409 })
    expect(checkIntakeTransition('contacted', { to: 'served' })).toMatchObject({ status: 409 })
    expect(checkIntakeTransition('scheduled', { to: 'served' })).toEqual({ reason: null })
  })

  it('schedules only with a date and time', () => {
    expect(checkIntakeTransition('contacted', { to: 'scheduled' })).toMatchObject({ status: 400 })
    expect(checkIntakeTransition('new', { to: 'scheduled', appointmentAt: '2027-01-15T16:30:00.000Z' })).toEqual({ reason: null })
  })

  it('closes from any state with a reason, and after a visit as completed', () => {
    for (const from of ['new', 'contacted', 'scheduled'] as const) {
      expect(checkIntakeTransition(from, { to: 'closed' })).toMatchObject({ status: 400 })
      expect(checkIntakeTransition(from, { to: 'closed', reason: 'duplicate' })).toEqual({ reason: 'duplicate' })
      expect(checkIntakeTransition(from, { to: 'closed', reason: 'completed' })).toMatchObject({ status: 400 })
    }
    expect(checkIntakeTransition('served', { to: 'closed' })).toEqual({ reason: 'completed' })
    expect(checkIntakeTransition('served', { to: 'closed', reason: 'served-elsewhere' })).toEqual({ reason: 'served-elsewhere' })
  })

  it('holds a time online until she or staff confirm it, and releases it back to New (issue 41)', () => {
    expect(checkIntakeTransition('held', { to: 'scheduled' })).toMatchObject({ status: 400 })
    expect(checkIntakeTransition('held', { to: 'scheduled', appointmentAt: '2027-01-15T16:30:00.000Z' })).toEqual({ reason: null })
    expect(checkIntakeTransition('held', { to: 'new' })).toEqual({ reason: null })
    expect(checkIntakeTransition('held', { to: 'served' })).toMatchObject({ status: 409 })
    expect(checkIntakeTransition('new', { to: 'held', appointmentAt: '2027-01-15T16:30:00.000Z' })).toMatchObject({ status: 409 })
  })

  it('reopens only to Contacted', () => {
    expect(checkIntakeTransition('closed', { to: 'contacted' })).toEqual({ reason: null })
    expect(checkIntakeTransition('closed', { to: 'new' })).toMatchObject({ status: 409 })
    expect(checkIntakeTransition('closed', { to: 'scheduled', appointmentAt: '2027-01-15T16:30:00.000Z' })).toMatchObject({ status: 409 })
  })
})

describe('messages', () => {
  it('go New → Replied → Closed and reopen as New', () => {
    expect(checkMessageTransition('new', 'replied')).toBeNull()
    expect(checkMessageTransition('replied', 'closed')).toBeNull()
    expect(checkMessageTransition('closed', 'new')).toBeNull()
    expect(checkMessageTransition('replied', 'new')).toMatchObject({ status: 409 })
    expect(checkMessageTransition('new', 'archived')).toMatchObject({ status: 400 })
  })

  it('are titled by sender and subject, and answered by a mailto: link with the subject quoted', () => {
    expect(messageTitle('Rosa', 'Díaz', 'Volunteering')).toBe('Rosa Díaz — Volunteering')
    expect(messageTitle('', null, 'Other')).toBe('Unknown sender — Other')
    expect(replyLink('rosa+drives@example.org', 'Products & Orders')).toBe('mailto:rosa%2Bdrives@example.org?subject=Re%3A%20Products%20%26%20Orders')
  })

  it('leave empty optional fields out', () => {
    expect(filledFields([{ label: 'Phone', value: ' ' }, { label: 'Org', value: null }, { label: 'Name', value: 'Rosa' }])).toEqual([{ label: 'Name', value: 'Rosa' }])
  })
})

describe('preferred contact', () => {
  it('reminds staff that e-mail may not be safe when she asked for a text or a call', () => {
    expect(contactReminder('text')).toMatch(/E-mail may not be safe/)
    expect(contactReminder('phone')).toMatch(/E-mail may not be safe/)
    expect(contactReminder('email')).toBeNull()
  })
})

describe('the foundation clock', () => {
  it('reads a wall time in the foundation time zone, across daylight saving', () => {
    expect(zonedTimeToInstant('2027-01-15T10:30', 'America/Chicago')).toBe('2027-01-15T16:30:00.000Z')
    expect(zonedTimeToInstant('2027-07-15T10:30', 'America/Chicago')).toBe('2027-07-15T15:30:00.000Z')
    expect(zonedTimeToInstant('2027-03-14T02:30', 'America/Chicago')).toBeNull()
    expect(zonedTimeToInstant('2027-01-15T16:30:00.000Z', 'America/Chicago')).toBe('2027-01-15T16:30:00.000Z')
    expect(zonedTimeToInstant('tomorrow', 'America/Chicago')).toBeNull()
  })

  it('tells the day and time of an instant there, and where that day starts', () => {
    expect(zonedParts('2027-01-16T03:00:00.000Z', 'America/Chicago')).toEqual({ date: '2027-01-15', time: '21:00' })
    expect(startOfZonedDay(new Date('2027-01-16T03:00:00.000Z'), 'America/Chicago').toISOString()).toBe('2027-01-15T06:00:00.000Z')
  })
})
