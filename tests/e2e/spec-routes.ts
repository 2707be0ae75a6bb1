import type { APIRequestContext } from '@playwright/test'

import { infoPagePaths } from '@/domain/pages/routes'

/** The CMS pages that are not among spec §2.1's routes. */
const PAGES_BEYOND_THE_SPEC: readonly string[] = ['/stories-of-hope', '/staying-safe-online']

/**
 * Every public route of spec §2.1: its CMS pages (home, services, about…, src/domain/pages), the
 * pages the app draws itself, and the seed's stand-in circle names; a product page is found from
 * the catalogue. /admin is the staff panel (Payload's own shell), not a visitor's page.
 */
export const SPEC_PUBLIC_ROUTES = [
  ...infoPagePaths.filter((path) => !PAGES_BEYOND_THE_SPEC.includes(path)),
  '/store',
  '/cart',
  '/checkout',
  '/donate',
  '/contact',
  '/host-drive',
  '/feedback',
  '/sponsorship',
  '/intake-form',
  '/donors-circle',
  '/friends-of-the-farm',
  '/bloom-circle',
  '/hope-circle',
  '/legacy-circle',
  '/founders-circle',
]

export async function specRoutesWithProduct(request: APIRequestContext) {
  const products = (await (await request.get('/api/products')).json()) as { id: string }[]
  if (!products[0]) throw new Error('the seed has no product')
  return [...SPEC_PUBLIC_ROUTES, `/product/${products[0].id}`]
}
