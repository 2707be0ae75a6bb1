import { NextResponse } from 'next/server'
import { z } from 'zod'

import { readJson, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { enforceRateLimit } from '@/server/abuse'
import { cancelByToken } from '@/server/boutique/booking'

const bodySchema = z.object({ token: z.string({ error: 'The link is incomplete.' }).min(20, 'The link is incomplete.').max(200) })

/**
 * Her cancel link (the page /visit/cancel posts the token from the link's fragment, which never
 * reaches a server log): 200 once, 410 when the visit was already cancelled, 404 for a token
 * nobody was given. Counted like a form so tokens cannot be guessed at speed.
 */
export const POST = route(async (request) => {
  const payload = await getPayload()
  const { token } = await readJson(request, bodySchema)
  await enforceRateLimit(payload, 'visit-link', request.headers)
  await cancelByToken(payload, token)
  return NextResponse.json({ message: 'Your visit is cancelled. The time is free for someone else.' }, { headers: { 'Cache-Control': 'no-store' } })
})
