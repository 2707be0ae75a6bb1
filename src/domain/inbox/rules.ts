/**
 * The staff inbox's rules (issue 20), written once: the collections' hooks guard every door with
 * them (the admin, Payload REST, the inbox routes), and the staff view offers only what they
 * allow. Pure: no database, no React.
 */

import { options } from '@/lib/options'

// Intake requests as cases ---------------------------------------------------------------------

export const INTAKE_STATUSES = [
  { value: 'new', label: 'New', meaning: 'She wrote to us; nobody has reached out yet.' },
  { value: 'contacted', label: 'Contacted', meaning: 'We reached her and are arranging a visit.' },
  { value: 'held', label: 'To confirm', meaning: 'A time she chose online is held until she (by e-mail) or staff confirm it.' },
  { value: 'scheduled', label: 'Scheduled', meaning: 'A boutique visit is booked for a date and time.' },
  { value: 'served', label: 'Served', meaning: 'She came to her visit.' },
  { value: 'closed', label: 'Closed', meaning: 'Nothing more to do; deleted after the retention period.' },
] as const
export type IntakeStatus = (typeof INTAKE_STATUSES)[number]['value']

export const CLOSE_REASONS = options({
  completed: 'Visit completed',
  declined: 'Declined',
  unreachable: 'Unreachable',
  duplicate: 'Duplicate',
  'served-elsewhere': 'Served elsewhere',
})
export type CloseReason = (typeof CLOSE_REASONS)[number]['value']

/**
 * Where a request may go next. Scheduling can happen on the first call; a visit is served only
 * once it was scheduled; Closed is open to every state; reopening goes back to Contacted; a
 * scheduled visit that falls through goes back to Contacted too.
 */
export const INTAKE_TRANSITIONS: Record<IntakeStatus, readonly IntakeStatus[]> = {
  new: ['contacted', 'scheduled', 'closed'],
  contacted: ['scheduled', 'closed'],
  // A held time is confirmed (Scheduled), or released: back to New when nobody reached her yet.
  held: ['scheduled', 'new', 'contacted', 'closed'],
  // Back to New only when she cancels with her link (staff see "Cancelled by her — follow up").
  scheduled: ['scheduled', 'served', 'contacted', 'closed', 'new'],
  served: ['closed'],
  closed: ['contacted'],
}

export const ACTION_LABELS: Record<IntakeStatus, string> = {
  new: 'New',
  contacted: 'Mark contacted',
  held: 'Hold',
  scheduled: 'Schedule',
  served: 'Mark served',
  closed: 'Close',
}

export function isIntakeStatus(value: unknown): value is IntakeStatus {
  return INTAKE_STATUSES.some((s) => s.value === value)
}

export function statusLabel(value: string | null | undefined) {
  return INTAKE_STATUSES.find((s) => s.value === value)?.label ?? MESSAGE_STATUSES.find((s) => s.value === value)?.label ?? value ?? ''
}

/** A case's status as staff read it: her own cancellation asks for a follow-up (issue 41). */
export function caseStatus(request: { status: string; cancelledByHer?: boolean | null }) {
  return request.cancelledByHer && request.status !== 'closed' ? 'Cancelled by her — follow up' : statusLabel(request.status)
}

export function closeReasonLabel(value: string | null | undefined) {
  return CLOSE_REASONS.find((r) => r.value === value)?.label ?? value ?? ''
}

export type TransitionInput = { to: string; appointmentAt?: string | null; reason?: string | null }

/** Why a change is refused, with the HTTP status that goes with it (409: not from here; 400: missing input). */
export type Refusal = { status: 400 | 409; message: string }

/**
 * Checks one intake transition. Returns the refusal, or the reason to record when closing
 * ('completed' after a visit, otherwise the one staff chose).
 */
export function checkIntakeTransition(from: IntakeStatus, input: TransitionInput): Refusal | { reason: CloseReason | null } {
  if (!isIntakeStatus(input.to)) return { status: 400, message: 'Unknown status.' }
  const to = input.to
  if (!INTAKE_TRANSITIONS[from].includes(to)) {
    return {
      status: 409,
      message: `A ${statusLabel(from)} request cannot become ${statusLabel(to)}. Next: ${INTAKE_TRANSITIONS[from].map(statusLabel).join(', ')}.`,
    }
  }
  if ((to === 'scheduled' || to === 'held') && !validDate(input.appointmentAt)) return { status: 400, message: 'Please choose the appointment date and time.' }
  if (to === 'closed') {
    const reason = input.reason || (from === 'served' ? 'completed' : null)
    if (!reason) return { status: 400, message: 'Please choose why the request is closed.' }
    if (!CLOSE_REASONS.some((r) => r.value === reason)) return { status: 400, message: 'Unknown reason for closing.' }
    if (reason === 'completed' && from !== 'served') return { status: 400, message: 'Only a served request closes as completed.' }
    return { reason: reason as CloseReason }
  }
  return { reason: null }
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value
}

function validDate(value: unknown) {
  return typeof value === 'string' && value.length > 0 && !Number.isNaN(new Date(value).getTime())
}

/** The reminder staff see first when e-mail may not be a safe way to reach her. */
export function contactReminder(preferredContact: string | null | undefined): string | null {
  if (preferredContact === 'text') return 'She asked for a text message. E-mail may not be safe for her: someone else may read it.'
  if (preferredContact === 'phone') return 'She asked for a phone call. E-mail may not be safe for her: someone else may read it.'
  return null
}

// Contact messages and drive inquiries ---------------------------------------------------------

export const MESSAGE_STATUSES = options({ new: 'New', replied: 'Replied', closed: 'Closed' })
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]['value']

/** A message is answered, then closed; a closed one can be reopened as New. */
export const MESSAGE_TRANSITIONS: Record<MessageStatus, readonly MessageStatus[]> = {
  new: ['replied', 'closed'],
  replied: ['closed'],
  closed: ['new'],
}

export function checkMessageTransition(from: MessageStatus, to: string): Refusal | null {
  if (!MESSAGE_STATUSES.some((s) => s.value === to)) return { status: 400, message: 'Unknown status.' }
  if (!MESSAGE_TRANSITIONS[from].includes(to as MessageStatus)) {
    return { status: 409, message: `A ${statusLabel(from)} message cannot become ${statusLabel(to)}.` }
  }
  return null
}

/** "Rosa Díaz — Volunteering": who wrote and about what, as staff scan a list. */
export function messageTitle(firstName: unknown, lastName: unknown, subject: string) {
  const name = [firstName, lastName].filter((part) => typeof part === 'string' && part.trim()).join(' ').trim()
  return `${name || 'Unknown sender'} — ${subject}`
}

/** The subject of a drive inquiry: its kind of drive, and the organisation when there is one. */
export function driveSubject(driveTypeLabel: string, organizationName?: string | null) {
  return organizationName?.trim() ? `${driveTypeLabel} (${organizationName.trim()})` : driveTypeLabel
}

/** A mailto: link that opens the staff member's mail client addressed to the sender, subject quoted. */
export function replyLink(email: string, subject: string) {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${subject}`)}`
}

/** Only the answers a visitor gave: empty optional fields are left out. */
export function filledFields<T extends { label: string; value: unknown }>(fields: T[]): T[] {
  return fields.filter((f) => f.value !== null && f.value !== undefined && !(typeof f.value === 'string' && f.value.trim() === ''))
}
