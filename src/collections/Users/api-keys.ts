import type { CollectionAfterChangeHook, Field, Payload } from 'payload'

import { canAccessField } from '@/access'
import { currentRequestAudit } from '@/lib/audit-context'

import { recordAudit } from '../AuditLog/record'

/**
 * Staff API keys (Payload's `useAPIKey`): a script sends `Authorization: users API-Key <key>`
 * and acts as the account, with its role. Only admins issue, name and revoke keys. No one can
 * read a key back: Payload never returns it (no reveal endpoint), so it is seen once, in the
 * admin's form when generated, and handed to the person who runs the script. A lost key is
 * replaced, never looked up; the account holder cannot copy hers out of her own account.
 */
export const apiKeyFields: Field[] = [
  // Merged into Payload's own `apiKey` field: its create/update access also guards
  // `enableAPIKey` (the on/off switch) and the key's index.
  {
    name: 'apiKey',
    type: 'text',
    access: { create: canAccessField('accounts'), update: canAccessField('accounts') },
  },
  {
    name: 'apiKeyName',
    label: 'API key name',
    type: 'text',
    maxLength: 100,
    access: { read: canAccessField('accounts'), create: canAccessField('accounts'), update: canAccessField('accounts') },
    admin: {
      description:
        'What the API key is for (e.g. "Treasurer export script"); shown in the audit log beside each use. Untick "Enable API key" to revoke it.',
    },
  },
]

type KeyState = { enableAPIKey?: boolean | null; apiKeyName?: string | null } | undefined

/** Issuing and revoking a key go to the audit log, in the same transaction. */
export const auditAPIKeyChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const before = Boolean((previousDoc as KeyState)?.enableAPIKey) && operation === 'update'
  const after = Boolean((doc as KeyState)?.enableAPIKey)
  if (before === after) return doc
  const actor = req.user ? { id: req.user.id, username: (req.user as { username?: string }).username } : null
  await recordAudit(
    req.payload,
    { action: after ? 'api-key-issue' : 'api-key-revoke', user: actor, collection: 'users', recordId: doc.id, detail: (doc as KeyState)?.apiKeyName ?? undefined },
    req,
  )
  return doc
}

/** The name Payload gives the API-key strategy of the `users` collection. */
const STRATEGY = 'users-api-key'

/**
 * Every request a key lets in writes an audit row (the account, the key's name and, for the
 * site's own routes, the method and path), so a script's reads are as visible as a person's.
 * Issue 42: a route that writes its own row (an export, a refund) carries the key's use in that
 * one row instead; and a key works only while its account's "Enable API key" is ticked (Payload's
 * strategy finds the key by its index alone). Wraps Payload's own strategy once, as Payload
 * starts. A failed audit write refuses the request (Payload logs the error and tries the next
 * strategy, which finds no session). A Payload that renamed the strategy stops the start
 * rather than let keys in unaudited.
 */
export function auditAPIKeyUse(payload: Payload) {
  const strategy = payload.authStrategies.find((candidate) => candidate.name === STRATEGY)
  if (!strategy) throw new Error(`Payload's ${STRATEGY} strategy is missing: API key use could not be audited.`)
  const authenticate = strategy.authenticate
  strategy.authenticate = async (args) => {
    const result = await authenticate(args)
    const user = result.user as
      | (typeof result.user & { username?: string | null; apiKeyName?: string | null; enableAPIKey?: boolean | null })
      | null
    if (!user) return result
    if (user.enableAPIKey !== true) return { user: null }
    const audit = currentRequestAudit()
    const detail = [user.apiKeyName || 'API key', audit ? `${audit.method} ${audit.path}` : null].filter(Boolean).join(' · ')
    const write = () =>
      recordAudit(args.payload, { action: 'api-key-use', user: { id: user.id, username: user.username }, collection: 'users', recordId: user.id, detail })
    if (audit?.auditsItself) audit.keyUse ??= { detail, recorded: false, write }
    else await write()
    return result
  }
}
