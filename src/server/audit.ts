import type { Payload } from 'payload'

export { AUDIT_ACTIONS, type AuditAction } from '@/collections/AuditLog'
export { type AuditActor, type AuditEntry, recordAudit } from '@/collections/AuditLog/record'

import { retentionCutoff } from './retention'

export const DEFAULT_AUDIT_RETENTION_DAYS = 730

/**
 * Deletes audit rows older than Site settings → Audit retention days. The only way rows leave
 * the log; called by the same housekeeping that purges closed intake requests.
 */
export async function purgeAuditLog(payload: Payload, now = new Date()) {
  const cutoff = await retentionCutoff(payload, 'auditRetentionDays', DEFAULT_AUDIT_RETENTION_DAYS, now)
  const where = { createdAt: { less_than: cutoff.toISOString() } }
  const { totalDocs } = await payload.count({ collection: 'audit-log', where, overrideAccess: true })
  // One DELETE statement: the log can hold years of rows, and they have no hooks to run.
  if (totalDocs > 0) await payload.db.deleteMany({ collection: 'audit-log', where })
  return { deleted: totalDocs, cutoff }
}
