import { NextResponse } from 'next/server'

import { jsonError, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { currentUser, publicUser } from '@/server/auth'

export const dynamic = 'force-dynamic'

export const GET = route(async (request) => {
  const user = await currentUser(await getPayload(), request.headers)
  if (!user) return jsonError(401, 'Not signed in.')
  return NextResponse.json({ user: publicUser(user) }, { headers: { 'Cache-Control': 'no-store' } })
})
