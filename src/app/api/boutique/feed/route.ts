import { createFeed, feedStatus, revokeFeed } from '@/server/boutique/feed'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Whether the signed-in staff member has a calendar feed (the URL itself is shown only once). */
export const GET = staffRoute(STAFF.inbox, async ({ payload, staff }) => feedStatus(payload, staff))

/** A new secret feed URL for the signed-in account; the previous one stops working. */
export const POST = staffRoute(STAFF.inbox, async ({ payload, staff }) => staffJson(await createFeed(payload, staff), { status: 201 }))

/** Revokes the signed-in account's feed: its URL answers 404 from now on. */
export const DELETE = staffRoute(STAFF.inbox, async ({ payload, staff }) => revokeFeed(payload, staff))
