import type { CollectionConfig, Field } from 'payload'

import { shut } from '@/access'

/**
 * A table only SQL reads and writes (counters, claims, locks, token hashes): Payload keeps its
 * schema and migrations, but every door is shut and the admin does not list it.
 */
export function sqlOnlyCollection(slug: string, fields: Field[]): CollectionConfig {
  return { slug, admin: { hidden: true }, access: shut, fields }
}
