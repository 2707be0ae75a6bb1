import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getPayload } from '@/server/payload'
import { cacheTags } from '@/lib/revalidate'
import type { Page } from '@/payload-types'

async function loadPage(path: string): Promise<Page | null> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    // Pictures are Media documents: their address and alt text come with the page.
    depth: 1,
    pagination: false,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/**
 * One information page by its path, cached until staff change it (the collection's
 * afterChange hook drops the page's tag). Shared by generateMetadata and the page.
 */
export const getPage = cache((path: string) =>
  unstable_cache(() => loadPage(path), ['page', path], { tags: [cacheTags.page(path)] })(),
)
