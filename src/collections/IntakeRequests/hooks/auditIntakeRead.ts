import type { CollectionAfterOperationHook } from 'payload'

import { recordAudit } from '../../AuditLog/record'

/**
 * Every staff read of intake requests leaves an audit row, whatever the door (admin document
 * view, REST, the contract API): opening one request records its id; reading a list records
 * one row with the number of requests returned (not their ids or contents). Server code reading
 * without a signed-in user (retention purge, tests) is not a staff look and records nothing.
 */
export const auditIntakeRead: CollectionAfterOperationHook<'intake-requests'> = async ({ operation, req, result }) => {
  const user = req.user
  if (!user) return result
  const actor = { id: user.id, username: (user as { username?: string }).username }
  if (operation === 'findByID' && result && typeof result === 'object' && 'id' in result) {
    await recordAudit(req.payload, { action: 'intake-view', user: actor, collection: 'intake-requests', recordId: result.id as number }, req)
  } else if (operation === 'find' && result && typeof result === 'object' && 'docs' in result) {
    const docs = (result as { docs: unknown[] }).docs
    if (docs.length > 0) {
      await recordAudit(req.payload, { action: 'intake-list', user: actor, collection: 'intake-requests', count: docs.length }, req)
    }
  }
  return result
}
