import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** Next's implicit tag of the root layout: every page and route handler it caches carries it. */
export const ROOT_LAYOUT_TAG = '_N_T_/layout'

/**
 * Marks everything Next cached before this process started as expired: the pages the build
 * pre-rendered (and any a previous process left on this disk) were rendered with another
 * process's SITE_URL in their canonical and link-preview tags, structured data and pictures, and
 * Next would otherwise serve them as they are until they are next re-rendered. An expired entry
 * is rendered afresh on its first request (blocking, never stale-while-revalidate) and kept
 * again from then on, so a page is rendered once per process start.
 *
 * Next's file-system cache reads tag expiry from one process-wide map (the `.external` module is
 * never bundled, so this is the instance Next's server uses). With REDIS_URL the shared cache
 * handler keys every entry by build and holds its own tag times, and this map is not read.
 */
export function expirePagesRenderedBefore(now = Date.now()) {
  const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
  tagsManifest.set(ROOT_LAYOUT_TAG, { ...tagsManifest.get(ROOT_LAYOUT_TAG), expired: now })
}
