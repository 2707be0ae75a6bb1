import type { Payload } from 'payload'

import { logger } from '@/lib/log'

import { pruneRateLimits } from './abuse'
import { purgeAuditLog } from './audit'

export const DEFAULT_INTAKE_RETENTION_DAYS = 180
const DAY_MS = 24 * 60 * 60 * 1000
const RUN_EVERY_MS = 6 * 60 * 60 * 1000

/**
 * Deletes intake requests closed longer ago than the retention period in site settings. What is
 * not kept cannot leak: a closed request has done its job.
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

let lastRun = 0

/**
 * Runs the purge at most every few hours per process. Called on server start (instrumentation)
 * and after each intake submission, so a running site purges without an external scheduler.
 */
export async function purgeIfDue(payload: Payload) {
  if (Date.now() - lastRun < RUN_EVERY_MS) return
  lastRun = Date.now()
  try {
    await purgeClosedIntakeRequests(payload)
  } catch (error) {
    lastRun = 0
    logger.error({ err: error }, '[retention] intake purge failed')
  }
}

/** Server-start housekeeping: the intake purge, old rate-limit counters and expired audit rows. */
export function startIntakeRetentionSchedule(getPayload: () => Promise<Payload>) {
  const tick = () => {
    getPayload()
      .then(async (payload) => {
        await purgeIfDue(payload)
        await pruneRateLimits(payload)
        await purgeAuditLog(payload)
      })
      .catch((error: unknown) => logger.error({ err: error }, '[retention] failed'))
  }
  setTimeout(tick, 30_000).unref()
  setInterval(tick, RUN_EVERY_MS).unref()
}
