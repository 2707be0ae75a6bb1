import type { Payload } from 'payload'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The one retention rule (audit log, closed intake requests): a period in days from Site settings,
 * its default when unset, and the cutoff before which rows go.
 */
export async function retentionCutoff(payload: Payload, setting: 'auditRetentionDays' | 'intakeRetentionDays', fallbackDays: number, now: Date) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const days = settings[setting] > 0 ? settings[setting] : fallbackDays
  return new Date(now.getTime() - days * DAY_MS)
}
