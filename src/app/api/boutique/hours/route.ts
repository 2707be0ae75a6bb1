import { hoursSchema } from '@/domain/boutique/hours'
import { readJson, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { readHours, saveHours } from '@/server/boutique/hours'
import { staffJson } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

const SIGN_IN = 'Authentication required. Please log in.'

/** The boutique's open times as JSON (intake coordinators and admins; others 403, anonymous 401). */
export const GET = route(async (request) => {
  const payload = await getPayload()
  await requireRole(payload, request.headers, 'intake', SIGN_IN)
  return staffJson(await readHours(payload))
})

/**
 * Replaces the open times (timeZone is the foundation's and is not changed here). Booked visits
 * stay booked; `outsideHours` lists those the new hours no longer offer.
 */
export const PUT = route(async (request) => {
  const payload = await getPayload()
  const staff = await requireRole(payload, request.headers, 'intake', SIGN_IN)
  const input = await readJson(request, hoursSchema)
  return staffJson(await saveHours(payload, staff, input))
})
