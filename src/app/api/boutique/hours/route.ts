import { hoursSchema } from '@/domain/boutique/hours'
import { readJson } from '@/lib/http'
import { readHours, saveHours } from '@/server/boutique/hours'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** The boutique's open times as JSON (intake coordinators and admins; others 403, anonymous 401). */
export const GET = staffRoute(STAFF.inbox, async ({ payload }) => readHours(payload))

/**
 * Replaces the open times (timeZone is the foundation's and is not changed here). Booked visits
 * stay booked; `outsideHours` lists those the new hours no longer offer.
 */
export const PUT = staffRoute(STAFF.inbox, async ({ request, payload, staff }) => saveHours(payload, staff, await readJson(request, hoursSchema)))
