import type { Payload } from 'payload'

import { retentionCutoff } from '../retention'

export const DEFAULT_INTAKE_RETENTION_DAYS = 180

/**
 * Deletes intake requests closed longer ago than the retention period in site settings. What is
 * not kept cannot leak: a closed request has done its job. Its case goes with it: the staff
 * notes (IntakeRequests' beforeDelete) and the status history with its appointments (rows of the
 * request). Closed is the end of every case, whatever the reason (issue 20). Scheduled as the
 * `intake-purge` job (src/server/jobs.ts) and also offered after each intake submission.
 */
export async function purgeClosedIntakeRequests(payload: Payload, now = new Date()) {
  const cutoff = await retentionCutoff(payload, 'intakeRetentionDays', DEFAULT_INTAKE_RETENTION_DAYS, now)
  const result = await payload.delete({
    collection: 'intake-requests',
    where: { and: [{ status: { equals: 'closed' } }, { closedAt: { less_than: cutoff.toISOString() } }] },
    depth: 0,
  })
  return { deleted: result.docs.length, cutoff }
}
