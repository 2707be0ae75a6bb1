import { NextResponse } from 'next/server'

import { ApiError, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { reminderByToken, unsubscribeByToken } from '@/server/donations/reminders'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ token: string }> }

/** The amount and frequency a reminder's link reopens the donation form with (nothing about the donor). */
export const GET = route<Context>(async (_request, { params }) => {
  const found = await reminderByToken(await getPayload(), (await params).token)
  if (!found) throw new ApiError(404, 'This link has expired. Please choose your gift again.')
  return NextResponse.json(found, { headers: { 'Cache-Control': 'no-store' } })
})

/**
 * Issue 42: the one-click unsubscribe each reminder's List-Unsubscribe header names (RFC 8058).
 * The mail client posts `List-Unsubscribe=One-Click` as a form; the token alone decides.
 */
export const POST = route<Context>(async (_request, { params }) => {
  if (!(await unsubscribeByToken(await getPayload(), (await params).token))) {
    throw new ApiError(404, 'This link has expired.')
  }
  return NextResponse.json({ message: 'You will not receive these reminders again.' }, { headers: { 'Cache-Control': 'no-store' } })
})
