import { NextResponse } from 'next/server'

import { ApiError, readJson, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { NOT_YOURS } from '@/server/donor-portal/overview'
import {
  actionSchema,
  cancelRecurring,
  parseRecurringId,
  pauseRecurring,
  pauseSchema,
  resumeRecurring,
  startCardUpdate,
} from '@/server/donor-portal/recurring'
import { requireDonor } from '@/server/donor-portal/respond'

export const dynamic = 'force-dynamic'

/**
 * The donor's own recurring gift, through Stripe: pause {months: 1|2|3}, resume, cancel → 200
 * {message}; payment-method → 200 {clientSecret} of a SetupIntent for the Payment Element.
 */
export const POST = route<{ params: Promise<{ id: string; action: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const email = await requireDonor(payload, request.headers)
    const { id: rawId, action } = await params
    // The address first: a malformed key or an unknown action is a 404 whatever the body says.
    const id = parseRecurringId(rawId)
    if (action !== 'pause' && action !== 'resume' && action !== 'cancel' && action !== 'payment-method') throw new ApiError(404, NOT_YOURS)
    if (action === 'pause') return NextResponse.json(await pauseRecurring(payload, email, id, await readJson(request, pauseSchema)))
    const requestId = (await readJson(request, actionSchema))?.requestId
    if (action === 'resume') return NextResponse.json(await resumeRecurring(payload, email, id, requestId))
    if (action === 'cancel') return NextResponse.json(await cancelRecurring(payload, email, id))
    return NextResponse.json(await startCardUpdate(payload, email, id, requestId))
  },
  { confidential: true },
)
