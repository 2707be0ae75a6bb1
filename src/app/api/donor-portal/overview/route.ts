import { NextResponse } from 'next/server'

import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { portalOverview } from '@/server/donor-portal/overview'
import { requireDonor } from '@/server/donor-portal/respond'

export const dynamic = 'force-dynamic'

/** The donor's gifts, recurring gifts, receipts and statements (donor session) → {gifts, recurringGifts, receipts, statements}. */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    return NextResponse.json(await portalOverview(payload, await requireDonor(payload, request.headers)))
  },
  { confidential: true },
)
