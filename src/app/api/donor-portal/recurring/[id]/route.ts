import { NextResponse } from 'next/server'

import { readJson, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { changeRecurring, changeSchema, parseRecurringId } from '@/server/donor-portal/recurring'
import { requireDonor } from '@/server/donor-portal/respond'

export const dynamic = 'force-dynamic'

/** PUT {amount, donationType}: a new amount and/or schedule for the donor's own recurring gift → 200 {message}. */
export const PUT = route<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const email = await requireDonor(payload, request.headers)
    // The key first: a malformed one is a gift she does not have (404) whatever the body says.
    const id = parseRecurringId((await params).id)
    const change = await readJson(request, changeSchema)
    return NextResponse.json(await changeRecurring(payload, email, id, change))
  },
  { confidential: true },
)
