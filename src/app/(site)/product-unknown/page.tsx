import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

/**
 * Where src/proxy.ts sends /product/<id> for an id that is no product: the same 'Product Not
 * Found' page, rendered per request so a flood of made-up ids writes nothing to the route cache.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Product Not Found', robots: { index: false, follow: false } }

export default function UnknownProduct(): never {
  notFound()
}
