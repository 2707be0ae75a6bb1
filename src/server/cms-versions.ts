import type { Payload } from 'payload'

type RestHandler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Payload's REST answers `/<collection>/versions` (and `/globals/<slug>/versions`) for every
 * collection, and for one that keeps no versions its query hits a table that does not exist: a
 * 500 for every staff role (issue 34). Such a path is answered 404 in Payload's own error shape
 * before Payload sees it; collections with versions go on to Payload, access checks and all.
 */
export function withoutMissingVersions<C>(handler: RestHandler<C>, getPayload: () => Promise<Payload>): RestHandler<C> {
  return async (request, context) => {
    const parts = new URL(request.url).pathname.split('/').filter(Boolean)
    // /api/cms/<collection>/versions[/…] or /api/cms/globals/<slug>/versions[/…]
    const rest = parts.slice(2)
    const isGlobal = rest[0] === 'globals'
    const [slug, word] = isGlobal ? rest.slice(1) : rest
    if (word !== 'versions' || !slug) return handler(request, context)
    const payload = await getPayload()
    const versions = isGlobal
      ? payload.config.globals.find((global) => global.slug === slug)?.versions
      : payload.config.collections.find((collection) => collection.slug === slug)?.versions
    if (versions) return handler(request, context)
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }
}
