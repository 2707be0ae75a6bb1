/** How a visit's time reads to a person: "Tuesday, December 1, 2026" and "10:00 AM", on the zone's clock. */
export function visitDay(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso))
}

export function visitTime(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso))
}

/** "Tuesday, December 1, 2026 at 10:00 AM (America/Chicago time)". */
export function visitWhen(iso: string, timeZone: string) {
  return `${visitDay(iso, timeZone)} at ${visitTime(iso, timeZone)} (${timeZone} time)`
}

/** The zone in words, as she reads it: "Central Time" (not "America/Chicago"). */
export function visitZone(iso: string, timeZone: string) {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')
  return part?.value ?? timeZone
}
