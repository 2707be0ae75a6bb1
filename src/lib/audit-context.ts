import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Issue 42: what the audit log needs to know about the request being answered, without passing
 * it through every call: its method and path, and (when a staff API key let it in) the key's
 * use, so that a route which writes its own audit row (an export, a refund) writes ONE row that
 * also says which key did it, instead of a key-use row and its own.
 */
export type KeyUse = { detail: string; recorded: boolean; write: () => Promise<unknown> }

export type RequestAudit = {
  method: string
  path: string
  /** The route writes an audit row of its own for what it does: a key's use goes into it. */
  auditsItself: boolean
  keyUse?: KeyUse
}

const storage = new AsyncLocalStorage<RequestAudit>()

export function runWithRequestAudit<T>(audit: RequestAudit, run: () => Promise<T>): Promise<T> {
  return storage.run(audit, run)
}

export function currentRequestAudit(): RequestAudit | undefined {
  return storage.getStore()
}

/** The key's use, once: for the route's own audit row (or, when it wrote none, its own row). */
export function takeKeyUse(audit: RequestAudit | undefined): KeyUse | undefined {
  const use = audit?.keyUse
  if (!use || use.recorded) return undefined
  use.recorded = true
  return use
}
