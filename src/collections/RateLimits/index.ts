import { sqlOnlyCollection } from '../sql-only'

/**
 * Counters behind the public forms' rate limit (src/server/abuse.ts), kept in PostgreSQL so
 * every app instance shares them. Written only by an atomic SQL upsert; nobody reads them
 * through Payload, so every door is shut and the admin hides them.
 */
export const RateLimits = sqlOnlyCollection('rate-limits', [
  { name: 'key', type: 'text', required: true, unique: true },
  { name: 'windowStart', type: 'date', required: true, index: true },
  { name: 'count', type: 'number', required: true, defaultValue: 0 },
])
