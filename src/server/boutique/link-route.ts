import { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { readJson, route } from '@/lib/http'
import { enforceRateLimit } from '@/server/abuse'
import { getPayload } from '@/server/payload'

/**
 * A POST that acts on the token of one of her links (confirm, cancel): counted against the link
 * allowance (not the forms'), so tokens cannot be guessed at speed; its answer is never cached.
 * The action throws the 404 / 410 / 409 answers itself.
 */
export function visitLinkRoute(
  schema: z.ZodType<{ token: string }>,
  act: (payload: Payload, token: string) => Promise<unknown>,
  message: string,
) {
  return route(async (request) => {
    const payload = await getPayload()
    const { token } = await readJson(request, schema)
    await enforceRateLimit(payload, 'visit-link', request.headers)
    await act(payload, token)
    return NextResponse.json({ message }, { headers: { 'Cache-Control': 'no-store' } })
  })
}
