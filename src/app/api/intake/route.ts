import { NextResponse } from 'next/server'

import { visitDay, visitTime, visitZone } from '@/domain/boutique/format'
import { TAKEN_MESSAGE } from '@/domain/boutique/hours'
import type { Booked } from '@/server/boutique/booking'

import { intakeSchema } from '@/domain/forms/schemas'
import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { submitIntake } from '@/server/intake/submit'
import { readSubmission, withNoStore } from '@/server/public-form'

/**
 * What she reads after choosing a time (issue 41). Built only from what she sent and the
 * settings, so a second booking by the same person reads exactly like a first.
 */
function heldMessage(booked: Booked) {
  const when = `${visitDay(booked.slot.start, booked.timeZone)}, ${visitTime(booked.slot.start, booked.timeZone)} (${visitZone(booked.slot.start, booked.timeZone)})`
  if (booked.confirm === 'email') {
    const minutes = booked.confirmWithinMinutes
    const within = minutes % 60 === 0 ? (minutes === 60 ? '1 hour' : `${minutes / 60} hours`) : `${minutes} minutes`
    return `We are holding ${when} for you. Open the link we sent to confirm it within ${within}.`
  }
  return `We are holding ${when} for you. We will confirm it with you the way you asked.`
}
const RECEIVED = "Application Received! We'll contact you within 24-48 hours to schedule your visit."

/** The confidential boutique intake: answers only in this body, never logged, never cached. */
export const POST = withNoStore(
  route(
    async (request) => {
      const payload = await getPayload()
      const submission = await readSubmission(request, payload, 'intake', intakeSchema)
      const booked = submission.bot ? null : await submitIntake(payload, submission.data)
      if (booked && 'taken' in booked) return NextResponse.json({ message: TAKEN_MESSAGE, nearest: booked.nearest }, { status: 409 })
      if (booked) return NextResponse.json({ message: heldMessage(booked), appointment: { ...booked.slot, timeZone: booked.timeZone, confirm: booked.confirm } }, { status: 201 })
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
