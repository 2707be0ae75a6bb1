import type { Payload, PayloadRequest } from 'payload'

import { currentRequestAudit, takeKeyUse } from '@/lib/audit-context'

import type { AuditAction } from './index'

export type AuditActor = { id: number | string; username?: string | null } | null | undefined

export type AuditEntry = {
  action: AuditAction
  /** The staff account that acted (the signed-in user); null for a refused anonymous sign-in. */
  user: AuditActor
  /** Collection slug of the record acted on, e.g. 'intake-requests'. */
  collection?: string
  recordId?: number | string | null
  /** Rows exported, listed or merged. */
  count?: number
  /** A role, a list name: never a name, e-mail, address or free text a visitor wrote. */
  detail?: string
}

/**
 * Appends one audit row. Pass `req` from a hook so the row commits or rolls back with the
 * change it records (a role change, a sign-in). Errors propagate: an action whose audit row
 * cannot be written fails rather than going unrecorded.
 */
export async function recordAudit(payload: Payload, entry: AuditEntry, req?: Partial<PayloadRequest>) {
  const userId = entry.user ? Number(entry.user.id) : null
  // Issue 42: the row of a route that audits itself says which staff API key did it (one row, not two).
  const keyUse = entry.action === 'api-key-use' ? undefined : takeKeyUse(currentRequestAudit())
  const detail = [entry.detail, keyUse ? `API key: ${keyUse.detail}` : null].filter(Boolean).join(' · ') || null
  await payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      userId: Number.isFinite(userId) ? userId : null,
      username: entry.user?.username ?? null,
      targetCollection: entry.collection ?? null,
      recordId: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
      count: entry.count ?? null,
      detail,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
