import { NextResponse } from 'next/server'

import { APPEAL_TOKEN } from '@/domain/campaigns/appeals'
import { ApiError, route } from '@/lib/http'
import { followAppealLink } from '@/server/appeals/appeals'
import { getPayload } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** An appeal's personal link: one click counted, then the campaign page, which ties her gift to the appeal. */
export const GET = route<{ params: Promise<{ token: string }> }>(async (request, { params }) => {
  const { token } = await params
  if (!APPEAL_TOKEN.test(token)) throw new ApiError(404, 'This link is not valid.')
  const target = await followAppealLink(await getPayload(), token)
  if (!target) throw new ApiError(404, 'This link is not valid.')
  return NextResponse.redirect(new URL(target, request.url), { status: 303, headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } })
})
