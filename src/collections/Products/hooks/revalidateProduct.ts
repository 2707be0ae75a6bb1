import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags, safeRevalidateTag } from '@/lib/revalidate'

/** A staff edit shows on the store at once: the cached catalogue is dropped. */
export const revalidateProduct: CollectionAfterChangeHook = ({ doc }) => {
  safeRevalidateTag(cacheTags.products)
  return doc
}

export const revalidateProductDelete: CollectionAfterDeleteHook = ({ doc }) => {
  safeRevalidateTag(cacheTags.products)
  return doc
}
