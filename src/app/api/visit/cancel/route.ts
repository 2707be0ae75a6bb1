import { NextResponse } from 'next/server'

import { readJson, route } from '@/lib/http'
import { enforceRateLimit } from '@/server/abuse'
import { cancelByLink } from '@/server/boutique/booking'
import { getPayload } from '@/server/payload'

import { tokenSchema } from '@/domain/boutique/link'

/** Her link's Cancel button (issue 41): the time is free again; the link then answers 410. */
export const POST = route(async (request) => {
  const payload = await getPayload()
  const { token } = await readJson(request, tokenSchema)
  await enforceRateLimit(payload, 'visit-link', request.headers)
  await cancelByLink(payload, token)
  return NextResponse.json({ message: 'Your appointment is cancelled. The time is free for someone else.' }, { headers: { 'Cache-Control': 'no-store' } })
})
