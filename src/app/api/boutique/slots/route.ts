import { NextResponse } from 'next/server'

import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { hasRole } from '@/access/roles'
import { enforceRateLimit } from '@/server/abuse'
import { currentUser } from '@/server/auth'
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
  // Intake staff moving a visit read it from the case; only visitors count against the limit.
  const staff = request.headers.get('cookie')?.includes('payload-token') ? await currentUser(payload, request.headers) : null
  if (!hasRole(staff, 'intake')) await enforceRateLimit(payload, 'boutique-slots', request.headers)
  return NextResponse.json(await listOpenSlots(payload, query), { headers: { 'Cache-Control': 'no-store' } })
})
