import { NextResponse } from 'next/server'

import { route } from '@/lib/http'
import { buildId, databaseAnswers, sharedCacheStatus } from '@/server/health'

export const dynamic = 'force-dynamic'

/**
 * For the load balancer and the orchestrator: 200 while this instance can reach PostgreSQL,
 * 503 when it cannot. The shared cache's state is reported but does not fail the check, since
 * pages still answer without it. `X-Build-Id` names the build the instance serves. No personal
 * data, never cached.
 */
export const GET = route(async () => {
  const [database, cache] = await Promise.all([databaseAnswers(), sharedCacheStatus()])
  return NextResponse.json(
    { status: database ? 'ok' : 'unavailable', database: database ? 'ok' : 'down', cache },
    { status: database ? 200 : 503, headers: { 'Cache-Control': 'no-store', 'X-Build-Id': buildId() } },
  )
})
