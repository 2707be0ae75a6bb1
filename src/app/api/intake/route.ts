import { NextResponse } from 'next/server'

import { intakeSchema } from '@/domain/forms/schemas'
import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { submitIntake } from '@/server/intake/submit'
import { readSubmission, withNoStore } from '@/server/public-form'

const BOOKED = 'Your visit is booked.'
const RECEIVED = "Application Received! We'll contact you within 24-48 hours to schedule your visit."

/** The confidential boutique intake: answers only in this body, never logged, never cached. */
export const POST = withNoStore(
  route(
    async (request) => {
      const payload = await getPayload()
      const submission = await readSubmission(request, payload, 'intake', intakeSchema)
      const booked = submission.bot ? null : await submitIntake(payload, submission.data)
      if (booked) return NextResponse.json({ message: BOOKED, appointment: { ...booked.slot, timeZone: booked.timeZone } }, { status: 201 })
      return NextResponse.json({ message: RECEIVED }, { status: 201 })
    },
    { confidential: true },
  ),
)

/** Staff read requests here or in /admin; anyone else gets 401 and nothing else. */
export const GET = withNoStore(
  route(
    async (request) => {
      const payload = await getPayload()
      const user = await requireRole(payload, request.headers, 'intake', 'Authentication required. Please log in.')
      const result = await payload.find({
        collection: 'intake-requests',
        user,
        overrideAccess: false,
        depth: 0,
        limit: 100,
        sort: '-createdAt',
      })
      return NextResponse.json({ count: result.totalDocs, requests: result.docs })
    },
    { confidential: true },
  ),
)
