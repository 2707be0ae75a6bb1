import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { ApiError } from '@/lib/http'
import { plainString } from '@/lib/validation'
import type { DonorCategory, DonorContact } from '@/payload-types'

import { databasePool, withPoolTransaction } from '@/lib/db'
import { SEGMENTS, segmentContactIds } from './retention'

export const DONOR_AUTH_MESSAGE = 'Authentication required. Please log in to access donor data.'

export const DEFAULT_PAGE_SIZE = 100
export const MAX_PAGE_SIZE = 1000

const booleanParam = z.enum(['true', 'false'], { error: 'Use true or false.' }).transform((v) => v === 'true')

export const contactQuerySchema = z.object({
  search: plainString().trim().max(200, 'Please keep the search under 200 characters.').optional(),
  category: plainString().trim().max(100).optional(),
  isActive: booleanParam.optional(),
  isMonthlyDonor: booleanParam.optional(),
  // Retention segments (src/server/donors/retention.ts), as of `year` (default: this year).
  segment: z.enum(SEGMENTS, { error: 'segment must be lybunt or sybunt.' }).optional(),
  year: z.coerce.number({ error: 'year must be a number.' }).int().min(1990).max(2200).optional(),
  limit: z.coerce.number({ error: 'limit must be a number.' }).int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1).max(100_000).default(1),
})

export type ContactQuery = z.output<typeof contactQuerySchema>

/** Query-string values, with empty ones treated as absent (a cleared search box). */
export function queryParams(url: string): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of new URL(url).searchParams) if (value !== '') params[key] = value
  return params
}

/** Every word must appear in a name, the e-mail or the organisation (case-insensitive). */
function contactWhere(query: ContactQuery, segmentIds?: number[]): Where {
  const and: Where[] = []
  if (segmentIds) and.push({ id: { in: segmentIds } })
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
    and.push({
      or: ['firstName', 'lastName', 'email', 'organizationName'].map((field) => ({ [field]: { contains: word } })),
    })
  }
  if (query.category && query.category !== 'all') and.push({ 'categories.name': { equals: query.category } })
  if (query.isActive !== undefined) and.push({ isActive: { equals: query.isActive } })
  if (query.isMonthlyDonor !== undefined) and.push({ isMonthlyDonor: { equals: query.isMonthlyDonor } })
  return and.length ? { and } : {}
}

export type DonorContactJSON = ReturnType<typeof contactJSON>

export function contactJSON(contact: DonorContact) {
  return {
    id: contact.id,
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    email: contact.email,
    phone: contact.phone ?? null,
    organizationName: contact.organizationName ?? null,
    totalDonationAmount: Number(contact.totalDonationCents ?? 0) / 100,
    donationCount: Number(contact.donationCount ?? 0),
    lastDonationDate: contact.lastDonationDate ?? null,
    isMonthlyDonor: Boolean(contact.isMonthlyDonor),
    isActive: Boolean(contact.isActive),
    source: contact.source,
    city: contact.city ?? null,
    state: contact.state ?? null,
    preferredContactMethod: contact.preferredContactMethod ?? null,
    categories: (contact.categories ?? [])
      .filter((c): c is DonorCategory => typeof c === 'object' && c !== null)
      .map((c) => ({ id: c.id, name: c.name })),
  }
}

export async function listDonorContacts(payload: Payload, query: ContactQuery) {
  const segmentIds = query.segment ? await segmentContactIds(payload, query.segment, query.year) : undefined
  if (segmentIds?.length === 0) return { contacts: [], totalDocs: 0, page: 1, totalPages: 0, limit: query.limit }
  const result = await payload.find({
    collection: 'donor-contacts',
    where: contactWhere(query, segmentIds),
    sort: ['lastName', 'firstName', 'email'],
    limit: query.limit,
    page: query.page,
    depth: 1,
    overrideAccess: true,
  })
  return {
    contacts: result.docs.map(contactJSON),
    totalDocs: result.totalDocs,
    page: result.page ?? query.page,
    totalPages: result.totalPages,
    limit: query.limit,
  }
}

export async function donorContactStats(payload: Payload) {
  const { rows } = await databasePool(payload).query<{
    total: string
    active: string
    monthly: string
    cents: string
  }>(`
    SELECT count(*) AS total,
      count(*) FILTER (WHERE is_active) AS active,
      count(*) FILTER (WHERE is_monthly_donor) AS monthly,
      coalesce(sum(total_donation_cents), 0) AS cents
    FROM donor_contacts`)
  const row = rows[0]
  return {
    totalContacts: Number(row.total),
    activeContacts: Number(row.active),
    monthlyDonors: Number(row.monthly),
    totalDonationAmount: Number(row.cents) / 100,
  }
}

const idList = (label: string) =>
  z
    .array(z.coerce.number({ error: `${label} must be ids.` }).int().positive(), { error: `${label} must be a list.` })
    .min(1, `Choose at least one ${label === 'contactIds' ? 'contact' : 'category'}.`)
    .max(20_000)

export const bulkCategorizeSchema = z.object({
  contactIds: idList('contactIds'),
  categoryIds: idList('categoryIds').max(500),
  // Spec §3 still sends it; it is read and ignored: the record names the signed-in staff member.
  assignedBy: plainString().trim().max(100).optional(),
})

/**
 * Adds the categories to every contact (keeping the ones they had) in one transaction.
 * `assignedBy` is the signed-in staff member, never what the client claimed.
 */
export async function bulkCategorize(payload: Payload, input: z.output<typeof bulkCategorizeSchema>, assignedBy: string) {
  const contactIds = [...new Set(input.contactIds)]
  const categoryIds = [...new Set(input.categoryIds)]
  return withPoolTransaction(payload, async (client) => {
    const categories = await client.query('SELECT id FROM donor_categories WHERE id = ANY($1::int[])', [categoryIds])
    if (categories.rowCount !== categoryIds.length) throw new ApiError(404, 'One or more categories no longer exist.')
    const contacts = await client.query(
      'UPDATE donor_contacts SET last_tagged_by = $2, updated_at = now() WHERE id = ANY($1::int[]) RETURNING id',
      [contactIds, assignedBy],
    )
    if (contacts.rowCount !== contactIds.length) throw new ApiError(404, 'One or more contacts no longer exist.')
    await client.query(
      `INSERT INTO donor_contacts_rels ("order", parent_id, path, donor_categories_id)
       SELECT coalesce((SELECT max("order") FROM donor_contacts_rels r WHERE r.parent_id = contact_id), 0)
              + row_number() OVER (PARTITION BY contact_id ORDER BY category_id),
              contact_id, 'categories', category_id
       FROM unnest($1::int[]) AS contact_id CROSS JOIN unnest($2::int[]) AS category_id
       WHERE NOT EXISTS (
         SELECT 1 FROM donor_contacts_rels r
         WHERE r.parent_id = contact_id AND r.path = 'categories' AND r.donor_categories_id = category_id
       )`,
      [contactIds, categoryIds],
    )
    return { contactsTagged: contactIds.length, categoriesApplied: categoryIds.length }
  })
}
