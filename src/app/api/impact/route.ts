import { NextResponse } from 'next/server'

import { route } from '@/lib/http'
import { currentImpact } from '@/server/goods/public-impact'

export const dynamic = 'force-dynamic'

/**
 * This year's impact figures for anyone: counted from the visits and drop-offs at most once a
 * day, each rounded down to a multiple of 5 and null while below 10.
 */
export const GET = route(async () =>
  NextResponse.json(await currentImpact(), { headers: { 'Cache-Control': 'public, max-age=300' } }),
)
