import type { Payload } from 'payload'

export const DEFAULT_INTAKE_RETENTION_DAYS = 180
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes intake requests closed longer ago than the retention period in site settings. What is
 * not kept cannot leak: a closed request has done its job. Its case goes with it: the staff
 * notes (IntakeRequests' beforeDelete) and the status history with its appointments (rows of the
 * request). Closed is the end of every case, whatever the reason (issue 20). Scheduled as the
 * `intake-purge` job (src/server/jobs.ts) and also offered after each intake submission.
 */
export async function purgeClosedIntakeRequests(payload: Payload, now = new Date()) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const days = settings.intakeRetentionDays > 0 ? settings.intakeRetentionDays : DEFAULT_INTAKE_RETENTION_DAYS
  const cutoff = new Date(now.getTime() - days * DAY_MS)
  const result = await payload.delete({
    collection: 'intake-requests',
    where: { and: [{ status: { equals: 'closed' } }, { closedAt: { less_than: cutoff.toISOString() } }] },
    depth: 0,
  })
  return { deleted: result.docs.length, cutoff }
}
