/**
 * iCalendar (RFC 5545) text for boutique visits: her one-visit attachment and the staff feed.
 * Each event holds a title and a time, nothing else: no place, no description, no attendee.
 */

export type CalendarEvent = { uid: string; title: string; start: string; end: string }

const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** Commas, semicolons and backslashes are escaped; a title never spans lines. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ')

export function calendar(events: CalendarEvent[], { name, now = new Date(), method }: { name?: string; now?: Date; method?: 'PUBLISH' } = {}) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Appointments//EN', 'CALSCALE:GREGORIAN']
  if (method) lines.push(`METHOD:${method}`)
  if (name) lines.push(`X-WR-CALNAME:${text(name)}`)
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(now.toISOString())}`,
      `DTSTART:${stamp(event.start)}`,
      `DTEND:${stamp(event.end)}`,
      `SUMMARY:${text(event.title)}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.join('\r\n')}\r\n`
}
