import type { APIRequestContext } from '@playwright/test'

/**
 * Every public route of spec §2.1, with the seed's stand-in circle names, and a product page
 * found from the catalogue. /admin is the staff panel (Payload's own shell), not a visitor's page.
 */
export const SPEC_PUBLIC_ROUTES = [
  '/',
  '/store',
  '/cart',
  '/checkout',
  '/donate',
  '/services',
  '/bloom-boutique',
  '/gardens',
  '/get-involved',
  '/partners',
  '/about',
  '/contact',
  '/media-kit',
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
  '/news/wsmv-feature',
]

export async function specRoutesWithProduct(request: APIRequestContext) {
  const products = (await (await request.get('/api/products')).json()) as { id: string }[]
  if (!products[0]) throw new Error('the seed has no product')
  return [...SPEC_PUBLIC_ROUTES, `/product/${products[0].id}`]
}
