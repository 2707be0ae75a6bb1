import { NextResponse } from 'next/server'

import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { listOpenSlots } from '@/server/boutique/slots'

export const dynamic = 'force-dynamic'

/**
 * The boutique's open times for the intake form: ?from=YYYY-MM-DD&to=YYYY-MM-DD →
 * {timeZone, slots: [{start, end}]}. Issue 41: every time the opening hours offer, booked or not,
 * so it answers the same before and after a booking and polling it watches nothing; and it does
 * not count against her connection's allowance (a shelter or library puts many women behind one
 * address: only submissions count).
 */
export const GET = route(async (request) => {
  const payload = await getPayload()
  const url = new URL(request.url)
  const query = { from: url.searchParams.get('from'), to: url.searchParams.get('to') }
  return NextResponse.json(await listOpenSlots(payload, query), { headers: { 'Cache-Control': 'no-store' } })
})
