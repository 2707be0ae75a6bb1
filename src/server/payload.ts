import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload as getPayloadInstance } from 'payload'

import { logger } from '@/lib/log'

const watched = new WeakSet<object>()

/**
 * A pooled connection that PostgreSQL drops while idle (a restart: "terminating connection due
 * to administrator command") makes the pool emit 'error'; with no listener that is an
 * uncaughtException. The pool already discards the dead connection and opens a new one on the
 * next query, so one warning line (the code only: a database message can quote values) is enough.
 */
function watchPool(db: unknown) {
  const pool = (db as { pool?: Pool } | undefined)?.pool
  if (!pool || typeof pool.on !== 'function' || watched.has(pool)) return
  watched.add(pool)
  pool.on('error', (error: Error & { code?: string }) => {
    logger.warn({ code: typeof error.code === 'string' ? error.code : undefined }, '[db] an idle connection was dropped by the server; the pool replaces it')
  })
  // A connection checked out when the server goes (a webhook's transaction waiting on Stripe)
  // emits 'error' on itself, where the pool's idle listener is not attached: without one of its
  // own that is an uncaughtException. Its pending and next queries fail on their own (the caller
  // answers 503), and the pool drops it when it is released.
  const watchClient = (client: { on: (event: 'error', listener: (error: Error & { code?: string }) => void) => unknown }) =>
    client.on('error', (error) => {
      logger.warn({ code: typeof error.code === 'string' ? error.code : undefined }, '[db] a connection in use was dropped by the server')
    })
  pool.on('connect', watchClient)
  // Connections Payload opened while starting, before this ran (pg keeps them in `_clients`).
  for (const client of (pool as unknown as { _clients?: Parameters<typeof watchClient>[0][] })._clients ?? []) watchClient(client)
}

/** The app's one Payload instance (Payload caches it per process). */
export async function getPayload() {
  const payload = await getPayloadInstance({ config })
  watchPool(payload.db)
  return payload
}
