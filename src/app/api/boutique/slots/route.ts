import { NextResponse } from 'next/server'

import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { enforceRateLimit } from '@/server/abuse'
import { listOpenSlots } from '@/server/boutique/slots'

export const dynamic = 'force-dynamic'

/**
 * The boutique's open times for the intake form: ?from=YYYY-MM-DD&to=YYYY-MM-DD →
 * {timeZone, slots: [{start, end}]}. Nothing about bookings or anyone else; counted against the
 * sender's allowance like a form, so the calendar cannot be polled to watch it fill.
 */
export const GET = route(async (request) => {
  const payload = await getPayload()
  const url = new URL(request.url)
  const query = { from: url.searchParams.get('from'), to: url.searchParams.get('to') }
  await enforceRateLimit(payload, 'boutique-slots', request.headers)
  return NextResponse.json(await listOpenSlots(payload, query), { headers: { 'Cache-Control': 'no-store' } })
})
