import { z } from 'zod'

import { readJson } from '@/lib/http'
import { releaseHolds } from '@/server/boutique/booking'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

const PERIOD = 'Give the period as ISO times, "from" before "to".'

const periodSchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: PERIOD }),
    to: z.iso.datetime({ offset: true, error: PERIOD }),
  })
  .refine((period) => Date.parse(period.to) > Date.parse(period.from), { message: PERIOD, path: ['to'] })

/**
 * Issue 41: releases every unconfirmed hold whose time falls in [from, to) in one action (a burst
 * of false bookings): {from, to} → 200 {released}. Intake staff and admins; audited with the count.
 */
export const POST = staffRoute(STAFF.inbox, async ({ request, payload, staff }) => {
  const { from, to } = await readJson(request, periodSchema)
  return releaseHolds(payload, new Date(from), new Date(to), staff)
})
