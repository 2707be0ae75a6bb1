import { NextResponse } from 'next/server'

import { ApiError, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { reminderByToken } from '@/server/donations/reminders'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ token: string }> }

/** The amount and frequency a reminder's link reopens the donation form with (nothing about the donor). */
export const GET = route<Context>(async (_request, { params }) => {
  const found = await reminderByToken(await getPayload(), (await params).token)
  if (!found) throw new ApiError(404, 'This link has expired. Please choose your gift again.')
  return NextResponse.json(found, { headers: { 'Cache-Control': 'no-store' } })
})
