import { NextResponse } from 'next/server'

import { route } from '@/lib/http'
import { getActiveProducts } from '@/server/shop/products'

/**
 * The list is rendered once and kept in Next's route cache like the store page, so a request is
 * a cache read rather than a query and a serialisation. The data behind it is tagged `products`:
 * every staff edit and every stock hold revalidates that tag, and the next request renders anew.
 */
export const dynamic = 'force-static'

/** GET /api/products: every active product (spec §3.1, §7). */
export const GET = route(async () => NextResponse.json(await getActiveProducts()))
