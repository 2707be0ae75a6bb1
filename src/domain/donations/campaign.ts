/** Share of the goal reached, as a whole percent between 0 and 100. */
export function campaignPercent(raisedCents: number, goalCents: number): number {
  if (goalCents <= 0 || raisedCents <= 0) return 0
  return Math.min(100, Math.floor((raisedCents / goalCents) * 100))
}

/** The campaign window runs from the start of its first day to the end of its last (UTC). */
export function campaignWindow(startDate: string, endDate: string): { from: Date; until: Date } {
  const start = new Date(startDate)
  const end = new Date(endDate)
  const from = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()))
  const until = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() + 1))
  return { from, until }
}

export function formatCampaignDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(date))
}

export type CampaignPhase = 'upcoming' | 'running' | 'ended'

/** Where `now` falls against the campaign window (whole UTC days, as the total counts them). */
export function campaignPhase(startDate: string, endDate: string, now: Date = new Date()): CampaignPhase {
  const { from, until } = campaignWindow(startDate, endDate)
  if (now < from) return 'upcoming'
  if (now >= until) return 'ended'
  return 'running'
}
