import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { createFeed, feedStatus, revokeFeed } from '@/server/boutique/feed'
import { staffJson } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

const SIGN_IN = 'Authentication required. Please log in.'

/** Whether the signed-in staff member has a calendar feed (the URL itself is shown only once). */
export const GET = route(async (request) => {
  const payload = await getPayload()
  return staffJson(await feedStatus(payload, await requireRole(payload, request.headers, 'intake', SIGN_IN)))
})

/** A new secret feed URL for the signed-in account; the previous one stops working. */
export const POST = route(async (request) => {
  const payload = await getPayload()
  return staffJson(await createFeed(payload, await requireRole(payload, request.headers, 'intake', SIGN_IN)), { status: 201 })
})

/** Revokes the signed-in account's feed: its URL answers 404 from now on. */
export const DELETE = route(async (request) => {
  const payload = await getPayload()
  return staffJson(await revokeFeed(payload, await requireRole(payload, request.headers, 'intake', SIGN_IN)))
})
