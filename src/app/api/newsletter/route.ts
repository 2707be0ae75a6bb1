import { NextResponse } from 'next/server'

import { newsletterSchema } from '@/features/newsletter/schema'
import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { subscribe } from '@/server/newsletter'

export const POST = route(async (request) => {
  const input = await readJson(request, newsletterSchema)
  const result = await subscribe(await getPayload(), input)
  return NextResponse.json({ message: result.message }, { status: result.created ? 201 : 200 })
})
