import { NextResponse } from 'next/server'

import { ApiError, readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { cancelRecurring, NOT_YOURS, pauseRecurring, pauseSchema, resumeRecurring } from '@/server/donor-portal/overview'
import { requireDonor } from '@/server/donor-portal/respond'

export const dynamic = 'force-dynamic'

/** pause {months: 1|2|3}, resume, cancel: the donor's own recurring gift, through Stripe → 200 {message}. */
export const POST = route<{ params: Promise<{ id: string; action: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const email = await requireDonor(payload, request.headers)
    const { id, action } = await params
    if (action === 'pause') {
      const { months } = await readJson(request, pauseSchema)
      return NextResponse.json(await pauseRecurring(payload, email, id, months))
    }
    if (action === 'resume') return NextResponse.json(await resumeRecurring(payload, email, id))
    if (action === 'cancel') return NextResponse.json(await cancelRecurring(payload, email, id))
    throw new ApiError(404, NOT_YOURS)
  },
  { confidential: true },
)
