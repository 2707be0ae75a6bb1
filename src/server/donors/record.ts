import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/access/roles'
import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { centsToDecimal } from '@/lib/money'
import { plainString } from '@/lib/validation'

import { recordAudit } from '../audit'
import { databasePool } from '@/lib/db'
import { contactJSON } from './contacts'

type Staff = { id: number | string; username?: string | null; name?: string | null; role?: string | null }

export const NOTE_MAX = 2000
export const noteSchema = z.object({
  body: plainString('Please write the note.')
    .trim()
    .min(1, 'Please write the note.')
    .max(NOTE_MAX, `Please keep a note under ${NOTE_MAX} characters.`),
})

/** One line of a donor's history, newest first. Amounts as decimal strings, like the contract. */
export type TimelineEntry =
  | {
      kind: 'gift'
      date: string
      amount: string
      netAmount: string
      frequency: string
      source: string
      status: string
      disputeStatus: string | null
      /** How an offline gift was given (check, cash, stock, in kind); null for Stripe gifts. */
      method: string | null
      /** The donor asked to keep this gift discreet: staff should not, say, call about it. */
      discreet: boolean
    }
  | { kind: 'recurring'; date: string; amount: string; frequency: string; status: string; nextPaymentDate: string | null; failedPaymentCount: number }
  | { kind: 'order'; date: string; reference: string; total: string; status: string; items: number }
  | { kind: 'newsletter'; date: string; isActive: boolean; source: string }
  | { kind: 'note'; date: string; body: string; author: string | null }

export const NOT_FOUND = 'Donor contact not found.'

/** The contact key in a route, or the 404 of a contact that does not exist. */
export function parseContactId(raw: unknown): number {
  const key = serialKeyOf(raw)
  if (key === null) throw new ApiError(404, NOT_FOUND)
  return key
}

async function findContact(payload: Payload, id: unknown) {
  const key = parseContactId(id)
  const found = await payload.find({ collection: 'donor-contacts', where: { id: { equals: key } }, depth: 1, limit: 1, overrideAccess: true })
  const contact = found.docs[0]
  if (!contact) throw new ApiError(404, NOT_FOUND)
  return contact
}

/**
 * A donor's page: the contact, and everything tied to its e-mail — gifts with their refund and
 * dispute states, recurring gifts, orders (only for roles that may see orders), the newsletter
 * sign-up — and the staff notes, in one timeline. Opening it is recorded in the audit log.
 */
export async function donorRecord(payload: Payload, id: unknown, staff: Staff) {
  const contact = await findContact(payload, id)
  const seeOrders = hasRole(staff, 'orders')
  const alternateEmails = (contact.alternateEmails ?? []).map((row) => row.email)
  const timeline = await donorTimeline(databasePool(payload), { emails: [contact.email, ...alternateEmails], contactId: contact.id, seeOrders })
  await recordAudit(payload, { action: 'donor-view', user: staff, collection: 'donor-contacts', recordId: contact.id })
  return { contact: { ...contactJSON(contact), zipCode: contact.zipCode ?? null, alternateEmails }, timeline, ordersShown: seeOrders }
}

/** Adds a dated note, attributed to the signed-in staff member. */
export async function addDonorNote(payload: Payload, id: unknown, input: z.output<typeof noteSchema>, staff: Staff) {
  const contact = await findContact(payload, id)
  const note = await payload.create({
    collection: 'donor-notes',
    data: { contact: contact.id, body: input.body, authorId: Number(staff.id), authorName: staff.name || staff.username || null },
    overrideAccess: true,
  })
  return { id: note.id, date: note.createdAt, body: note.body, author: note.authorName ?? null }
}

/**
 * Everything tied to a donor's e-mail addresses (the main one and those merged into it), newest first: gifts, recurring gifts, paid orders (when
 * `seeOrders`), the newsletter sign-up and the contact's notes. Plain SQL on the pool, so the
 * bench can time it at volume.
 */
export async function donorTimeline(pool: Pool, { emails: addresses, contactId, seeOrders }: { emails: string[]; contactId: number; seeOrders: boolean }) {
  const emails = addresses.map((address) => address.toLowerCase())
  const [gifts, recurring, orders, newsletter, notes] = await Promise.all([
    pool.query(
      `SELECT created_at, amount_cents, net_amount_cents, frequency, source, status, dispute_status, discreet, method
       FROM donations WHERE lower(email) = ANY($1) ORDER BY created_at DESC LIMIT 500`,
      [emails],
    ),
    pool.query(
      `SELECT coalesce(started_at, created_at) AS date, amount_cents, frequency, status, next_payment_date, failed_payment_count
       FROM recurring_gifts WHERE lower(email) = ANY($1) ORDER BY date DESC LIMIT 100`,
      [emails],
    ),
    seeOrders
      ? pool.query(
          `SELECT o.paid_at, o.order_number, o.total_cents, o.status,
                  (SELECT coalesce(sum(l.quantity), 0) FROM orders_lines l WHERE l._parent_id = o.id) AS items
           FROM orders o WHERE lower(o.email) = ANY($1) AND o.paid_at IS NOT NULL ORDER BY o.paid_at DESC LIMIT 200`,
          [emails],
        )
      : Promise.resolve({ rows: [] }),
    pool.query(`SELECT subscribed_at, created_at, is_active, source FROM newsletter_subscribers WHERE lower(email) = ANY($1)`, [emails]),
    pool.query(`SELECT created_at, body, author_name FROM donor_notes WHERE contact_id = $1 ORDER BY created_at DESC LIMIT 500`, [contactId]),
  ])
  const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null)
  const timeline: TimelineEntry[] = [
    ...gifts.rows.map((g) => ({
      kind: 'gift' as const,
      date: iso(g.created_at)!,
      amount: centsToDecimal(Number(g.amount_cents)),
      netAmount: centsToDecimal(Number(g.net_amount_cents)),
      frequency: g.frequency,
      source: g.source ?? 'donation_form',
      status: g.status ?? 'paid',
      disputeStatus: g.dispute_status ?? null,
      method: g.method ?? null,
      discreet: Boolean(g.discreet),
    })),
    ...recurring.rows.map((r) => ({
      kind: 'recurring' as const,
      date: iso(r.date)!,
      amount: centsToDecimal(Number(r.amount_cents)),
      frequency: r.frequency,
      status: r.status,
      nextPaymentDate: iso(r.next_payment_date),
      failedPaymentCount: Number(r.failed_payment_count ?? 0),
    })),
    ...orders.rows.map((o) => ({
      kind: 'order' as const,
      date: iso(o.paid_at)!,
      reference: o.order_number,
      total: centsToDecimal(Number(o.total_cents)),
      status: o.status,
      items: Number(o.items),
    })),
    ...newsletter.rows.map((n) => ({ kind: 'newsletter' as const, date: iso(n.subscribed_at ?? n.created_at)!, isActive: Boolean(n.is_active), source: n.source })),
    ...notes.rows.map((n) => ({ kind: 'note' as const, date: iso(n.created_at)!, body: n.body, author: n.author_name ?? null })),
  ].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
  return timeline
}
