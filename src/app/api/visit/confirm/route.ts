import { NextResponse } from 'next/server'

import { readJson, route } from '@/lib/http'
import { enforceRateLimit } from '@/server/abuse'
import { confirmByLink } from '@/server/boutique/booking'
import { getPayload } from '@/server/payload'

import { tokenSchema } from '@/domain/boutique/link'

/**
 * Her link's Confirm button (issue 41): a held time becomes her appointment. 200, 404 for a token
 * nobody was given, 410 once the link no longer works, 409 when the time she moves to has filled.
 * Counted against the link allowance (not the forms'), so tokens cannot be guessed at speed.
 */
export const POST = route(async (request) => {
  const payload = await getPayload()
  const { token } = await readJson(request, tokenSchema)
  await enforceRateLimit(payload, 'visit-link', request.headers)
  await confirmByLink(payload, token)
  return NextResponse.json({ message: 'Your appointment is confirmed.' }, { headers: { 'Cache-Control': 'no-store' } })
})
