import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags, safeRevalidateTag } from '@/lib/revalidate'
import type { Page } from '@/payload-types'

/** A staff edit shows on the next request: the page's cached data is dropped at once. */
export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc }) => {
  safeRevalidateTag(cacheTags.page(doc.path))
  if (previousDoc?.path && previousDoc.path !== doc.path) safeRevalidateTag(cacheTags.page(previousDoc.path))
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook<Page> = ({ doc }) => {
  safeRevalidateTag(cacheTags.page(doc.path))
  return doc
}
