import { NextResponse } from 'next/server'

import { intakeSchema } from '@/domain/forms/schemas'
import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { answerIntake, TimeTaken } from '@/server/intake/answer'
import { readSubmission, withNoStore } from '@/server/public-form'

/** The confidential boutique intake: answers only in this body, never logged, never cached. */
export const POST = withNoStore(
  route(
    async (request) => {
      const payload = await getPayload()
      const submission = await readSubmission(request, payload, 'intake', intakeSchema)
      try {
        return NextResponse.json(await answerIntake(payload, submission), { status: 201 })
      } catch (error) {
        if (error instanceof TimeTaken) return NextResponse.json({ message: error.message, nearest: error.nearest }, { status: 409 })
        throw error
      }
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
