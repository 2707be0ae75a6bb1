import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { checkIntakeTransition, type IntakeStatus, isIntakeStatus, isRefusal } from '@/domain/inbox/rules'

type HistoryRow = { id?: string | null; from?: string | null; to: string; at: string; byId?: number | null; byName?: string | null; reason?: string | null; appointmentAt?: string | null }

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null)

/**
 * The intake case's one guard, whatever the door (the inbox, Payload REST, the admin editor):
 * a status changes only along INTAKE_TRANSITIONS (src/features/inbox/rules.ts), Scheduled only
 * with an appointment, Closed only with a reason, and every change appends who and when to the
 * request's status history (which no client can write). A refused change throws before anything
 * is written. Server code without a signed-in user (the seed, tests) may create a request in any
 * state; once created, every change goes through the same rules.
 */
export const guardIntakeStatus: CollectionBeforeChangeHook = ({ context, data, originalDoc, operation, req }) => {
  const user = req.user as { id: number | string; name?: string | null; username?: string | null } | null | undefined
  if (operation === 'create') {
    if (user && (data.status ?? 'new') !== 'new') throw new APIError('A new request starts as New.', 400, null, true)
    if (user) data.statusHistory = []
    return data
  }
  const from = originalDoc?.status as IntakeStatus
  const to = (data.status ?? from) as string
  const appointmentAt = iso(data.appointmentAt)
  const appointmentChanged = appointmentAt !== iso(originalDoc?.appointmentAt)
  const closeReason = data.closeReason ?? null
  // A time is kept by Scheduled and by a hold ("To confirm"); every other state has none.
  const keepsTime = (status: string) => status === 'scheduled' || status === 'held'
  if (to === from && !(to === 'scheduled' && appointmentChanged)) {
    if (appointmentChanged) throw new APIError('An appointment is set by scheduling the request.', 400, null, true)
    if (closeReason !== (originalDoc?.closeReason ?? null)) throw new APIError('The reason is given when the request is closed.', 400, null, true)
    return data
  }
  if (!isIntakeStatus(from)) throw new APIError('This request has an unknown status.', 409, null, true)
  const checked = checkIntakeTransition(from, { to, appointmentAt, reason: to === 'closed' ? closeReason : null })
  if (isRefusal(checked)) throw new APIError(checked.message, checked.status, null, true)
  const history = ((originalDoc?.statusHistory ?? []) as HistoryRow[]).map((row) => ({ ...row }))
  history.push({
    from,
    to,
    at: new Date().toISOString(),
    byId: user ? Number(user.id) : null,
    byName: user ? user.name || user.username || null : null,
    // A booking's reschedule or cancellation says why (context.historyReason, src/server/boutique/booking.ts).
    reason: checked.reason ?? (typeof context?.historyReason === 'string' ? context.historyReason.slice(0, 500) : null),
    appointmentAt: keepsTime(to) ? appointmentAt : null,
  })
  data.statusHistory = history
  data.closeReason = checked.reason
  data.appointmentAt = keepsTime(to) ? appointmentAt : null
  // A hold's clock and her cancellation flag belong to the state they were set in.
  if (to !== 'held') data.holdUntil = null
  if (user) data.cancelledByHer = false
  return data
}
