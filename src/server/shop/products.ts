import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { ProductJSON } from '@/domain/cart/types'
import { centsToDecimal } from '@/lib/money'
import { mediaPath, versionedMediaUrl } from '@/lib/media-url'
import { getPayload } from '@/server/payload'
import { cacheTags } from '@/lib/revalidate'
import type { Media, Product } from '@/payload-types'

/** The only mapping from a product document to the public shape of spec §3.1. */
export function toProductJSON(doc: Product): ProductJSON {
  return {
    id: doc.id,
    name: doc.name,
    description: doc.description,
    price: centsToDecimal(doc.priceCents),
    category: doc.category,
    imageUrl: imageUrlOf(doc.image),
    inventory: doc.inventory,
    isActive: Boolean(doc.isActive),
    createdAt: new Date(doc.createdAt).toISOString(),
  }
}

function imageUrlOf(image: Product['image']): string | null {
  if (!image || typeof image !== 'object') return null
  const media = image as Media
  const url = media.sizes?.card?.url ?? media.url
  return url ? versionedMediaUrl(mediaPath(url), media.updatedAt) : null
}

/** A sponsorship package's extra wording, beside its public JSON. */
export type PackageJSON = ProductJSON & { includes: string[]; impact: string | null }

const loadActiveProducts = unstable_cache(
  async (): Promise<Product[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'products',
      where: { isActive: { equals: true } },
      sort: 'createdAt',
      depth: 1,
      limit: 500,
      pagination: false,
      overrideAccess: false,
    })
    return result.docs
  },
  ['products:active'],
  { tags: [cacheTags.products] },
)

/** Every active product, oldest first, cached until staff (or a stock hold) change one. */
export const getActiveProductDocs = cache(loadActiveProducts)

export async function getActiveProducts(): Promise<ProductJSON[]> {
  return (await getActiveProductDocs()).map(toProductJSON)
}

/** One active product, or null when it does not exist or is not active. */
export const getActiveProduct = cache(async (id: string): Promise<ProductJSON | null> => {
  const doc = (await getActiveProductDocs()).find((product) => product.id === id)
  return doc ? toProductJSON(doc) : null
})

export async function getSponsorshipPackages(ids: readonly string[]): Promise<PackageJSON[]> {
  const docs = await getActiveProductDocs()
  return ids.flatMap((id) => {
    const doc = docs.find((product) => product.id === id)
    if (!doc) return []
    return [{ ...toProductJSON(doc), includes: (doc.includes ?? []).map((entry) => entry.item), impact: doc.impact ?? null }]
  })
}
