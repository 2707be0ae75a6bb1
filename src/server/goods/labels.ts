import type { Payload } from 'payload'

import { categoryLabels } from '@/domain/goods/goods'

/** The category labels as an admin named them (the goods-categories global). */
export async function goodsLabels(payload: Payload) {
  const saved = await payload.findGlobal({ slug: 'goods-categories', depth: 0, overrideAccess: true })
  return categoryLabels(saved as unknown as Record<string, string | null>)
}
