import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import type { Area } from '@/access/roles'
import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'

import { requireRole, requireStaff } from './auth'
import { DONOR_AUTH_MESSAGE } from './donors/contacts'

/** Staff data is personal: never stored by a browser or proxy cache. */
export function staffJson(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return NextResponse.json(data, { status: init.status, headers: { 'Cache-Control': 'no-store', ...init.headers } })
}

type StaffUser = Awaited<ReturnType<typeof requireStaff>>

export type StaffRequest<P> = { request: Request; payload: Payload; staff: StaffUser; params: P }

type Guard = {
  /** The area of src/access/roles.ts the caller's role must open; without one, any staff account. */
  area?: Area
  /** The 401 answer's message when nobody is signed in. */
  message?: string
  /** The handler writes its own audit row (issue 42): a staff API key's use is recorded in it. */
  auditsItself?: boolean
}

/** The guards the staff routes use, each with the 401 message its panel shows. */
export const STAFF = {
  /** Any signed-in staff account (the route narrows what it answers by role). */
  any: {},
  donors: { area: 'donorData', message: DONOR_AUTH_MESSAGE },
  ledger: { area: 'donorData' },
  orders: { area: 'orders' },
  inbox: { area: 'intake', message: 'Authentication required. Please log in.' },
  system: { area: 'system' },
  /** Donated goods (issue 46): drop-offs and drives, for the boutique's door as much as the books. */
  goods: { area: 'goods' },
} as const satisfies Record<string, Guard>

/**
 * THE skeleton of a staff route handler: the session (401 `{message}` without one), the role
 * (403 naming role and area), the awaited params, and `Cache-Control: no-store` on whatever it
 * answers. The handler keeps only its own lines: it returns the data to send as JSON (200), or
 * a Response of its own (another status, a CSV, a page). Errors are answered by `route()`.
 */
export function staffRoute<P extends Record<string, string> = Record<string, never>>(
  guard: Guard,
  handler: (context: StaffRequest<P>) => Promise<unknown>,
) {
  return route<{ params: Promise<P> }>(async (request, context) => {
    const payload = await getPayload()
    const staff = guard.area
      ? await requireRole(payload, request.headers, guard.area, guard.message)
      : await requireStaff(payload, request.headers, guard.message)
    const params = ((await context?.params) ?? {}) as P
    const result = await handler({ request, payload, staff, params })
    if (!(result instanceof Response)) return staffJson(result)
    if (!result.headers.has('Cache-Control')) result.headers.set('Cache-Control', 'no-store')
    return result
  }, { auditsItself: guard.auditsItself })
}
