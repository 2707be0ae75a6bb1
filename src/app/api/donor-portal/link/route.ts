import { NextResponse } from 'next/server'

import { linkRequestSchema } from '@/domain/donor-portal/schema'
import { readJson, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { PORTAL_LINK_MESSAGE, requestPortalLink } from '@/server/donor-portal/access'

export const dynamic = 'force-dynamic'

/** `{email}` → always 202 with the same words: the answer never tells whether the address gave. */
export const POST = route(
  async (request) => {
    const payload = await getPayload()
    const { email } = await readJson(request, linkRequestSchema)
    await requestPortalLink(payload, email, request.headers)
    return NextResponse.json({ message: PORTAL_LINK_MESSAGE }, { status: 202, headers: { 'Cache-Control': 'no-store' } })
  },
  { confidential: true },
)
