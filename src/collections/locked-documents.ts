import type { Access, Collection, PayloadRequest, SanitizedConfig, Where } from 'payload'

/** Payload's own collection of "who is editing what" (created by Payload, not by this app). */
export const LOCKS_SLUG = 'payload-locked-documents'

type Relation = { relationTo?: unknown; value?: unknown } | string | number | null | undefined

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/** May the signed-in account read this document? Its own collection's read access decides. */
async function canReadDocument(req: PayloadRequest, slug: unknown, id: unknown): Promise<boolean> {
  const collection =
    typeof slug === 'string' && !slug.startsWith('payload-') ? (req.payload.collections as Record<string, Collection | undefined>)[slug] : undefined
  if (!collection || collection.config.lockDocuments === false) return false
  const verdict = await collection.config.access.read({ req, id: idOf(id) as number })
  if (typeof verdict === 'boolean') return verdict
  const { totalDocs } = await req.payload.db.count({ collection: collection.config.slug, where: { and: [verdict, { id: { equals: idOf(id) } }] }, req })
  return totalDocs > 0
}

async function canReadGlobal(req: PayloadRequest, slug: unknown): Promise<boolean> {
  const global = req.payload.config.globals.find((g) => g.slug === slug)
  return Boolean(global && global.lockDocuments !== false && (await global.access.read({ req })))
}

/**
 * The locks a signed-in account may see: those of the documents its role may read, nothing
 * else (a lock names the collection, the record and who edits it — intake requests included).
 */
async function visibleLocks(req: PayloadRequest): Promise<Where | false> {
  if (!req.user) return false
  const clauses: Where[] = []
  for (const collection of req.payload.config.collections) {
    // Payload's own collections (preferences, migrations, jobs) are never locked for editing.
    if (collection.slug.startsWith('payload-') || collection.lockDocuments === false) continue
    const verdict = await collection.access.read({ req })
    if (verdict === true) clauses.push({ 'document.relationTo': { equals: collection.slug } })
    else if (verdict) {
      // Read limited to some records (a staff member's own account): the locks of those records.
      const { docs } = await req.payload.db.find({ collection: collection.slug, where: verdict, limit: 100, pagination: false, req })
      const ids = docs.map((doc) => doc.id)
      if (ids.length > 0) clauses.push({ and: [{ 'document.relationTo': { equals: collection.slug } }, { 'document.value': { in: ids } }] })
    }
  }
  for (const global of req.payload.config.globals) {
    if (global.lockDocuments !== false && (await global.access.read({ req }))) clauses.push({ globalSlug: { equals: global.slug } })
  }
  return clauses.length > 0 ? { or: clauses } : false
}

/**
 * A lock written through the API names the writer herself, never another account, and only a
 * document or global her role may read (Payload's own editor writes its locks itself, below
 * access, and takes a lock over by rewriting it in the new editor's name).
 */
async function mayWriteLock(req: PayloadRequest, data: Record<string, unknown> | undefined): Promise<boolean> {
  if (!req.user) return false
  const user = data?.user as Relation
  if (user !== undefined && user !== null) {
    const relationTo = typeof user === 'object' ? user.relationTo : req.user.collection
    const value = typeof user === 'object' ? idOf(user.value) : user
    if (relationTo !== req.user.collection || String(value) !== String(req.user.id)) return false
  }
  const document = data?.document as Relation
  if (document !== undefined && document !== null) {
    if (typeof document !== 'object' || !(await canReadDocument(req, document.relationTo, document.value))) return false
  }
  if (data?.globalSlug !== undefined && data.globalSlug !== null && !(await canReadGlobal(req, data.globalSlug))) return false
  return true
}

const readLocks: Access = ({ req }) => visibleLocks(req)
const createLock: Access = async ({ req, data }) => mayWriteLock(req, data)
const updateLock: Access = async ({ req, data }) => ((await mayWriteLock(req, data)) ? visibleLocks(req) : false)

/**
 * Payload adds `payload-locked-documents` with "any signed-in account" access, so an editor could
 * list every lock (intake requests included), lock an intake request or an account in someone
 * else's name, or remove others' locks (issue 34). Its locks now follow the role of the locked
 * collection. Applied to the built config, since Payload creates this collection while building it.
 */
export function guardDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS_SLUG)
  if (locks) locks.access = { ...locks.access, read: readLocks, create: createLock, update: updateLock, delete: readLocks }
  return config
}
