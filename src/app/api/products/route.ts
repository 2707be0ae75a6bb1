import { NextResponse } from 'next/server'

import { route } from '@/lib/http'
import { getActiveProducts } from '@/server/shop/products'

/** GET /api/products: every active product (spec §3.1, §7). */
export const GET = route(async () => NextResponse.json(await getActiveProducts()))
