import { z } from 'zod'

import { receivedAtField } from '@/domain/donations/offline'
import { parseExactCents } from '@/lib/money'
import { valuesOf } from '@/lib/options'
import { optionalEmailField, optionalText, plainString, requiredText } from '@/lib/validation'

/**
 * Goods in and out (issue 46): donated clothing logged at the door (a drop-off, an in-kind gift
 * when a donor is named), drives followed to their totals, what a visit gave out, and the impact
 * figures counted from them. One schema per JSON route, shared with the staff pages.
 */

/** The categories goods are counted in; admins may rename the labels (the goods-categories global). */
export const GOODS_CATEGORY_LABELS = {
  womens_clothing: "Women's clothing",
  childrens_clothing: "Children's clothing",
  shoes: 'Shoes',
  coats: 'Coats',
  accessories: 'Accessories',
  hygiene: 'Hygiene',
  household: 'Household',
  other: 'Other',
} as const
export const GOODS_CATEGORIES = valuesOf(GOODS_CATEGORY_LABELS)
export type GoodsCategory = (typeof GOODS_CATEGORIES)[number]
export type CategoryLabels = Record<GoodsCategory, string>

/** The labels staff chose, each falling back to the default when left empty. */
export function categoryLabels(saved: Partial<Record<string, string | null | undefined>> | null | undefined): CategoryLabels {
  return Object.fromEntries(GOODS_CATEGORIES.map((c) => [c, saved?.[c]?.trim() || GOODS_CATEGORY_LABELS[c]])) as CategoryLabels
}

export const MAX_QUANTITY = 10_000
export const QUANTITY_MESSAGE = `Enter how many, from 1 to ${MAX_QUANTITY.toLocaleString('en-US')}.`
export const ITEMS_MESSAGE = 'Add at least one item.'

const category = z.enum(GOODS_CATEGORIES, { error: 'Choose a category.' })
const quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_QUANTITY, QUANTITY_MESSAGE)
const id = (message: string) => z.number({ error: message }).int(message).positive(message)

const email = optionalEmailField()

const ESTIMATE_MESSAGE = "Enter the donor's estimate in cents (a whole number above zero), or leave it out."

export const inKindSchema = z.object({
  donor: z
    .union([
      z.strictObject({ contactId: id('Unknown donor contact.') }),
      z.strictObject({ name: requiredText("Enter the donor's name.", 200), email }),
    ], { error: 'Choose a contact, or enter a name (and e-mail), or leave the donor out for an anonymous drop-off.' })
    .optional(),
  receivedAt: receivedAtField,
  items: z
    .array(z.object({ category, quantity, description: optionalText(200) }), { error: ITEMS_MESSAGE })
    .min(1, ITEMS_MESSAGE)
    .max(50, 'At most 50 lines per drop-off.'),
  weightLbs: z.number({ error: 'Enter the weight in pounds.' }).positive('Enter the weight in pounds.').max(100_000, 'Enter the weight in pounds.').optional(),
  donorEstimateCents: z.number({ error: ESTIMATE_MESSAGE }).int(ESTIMATE_MESSAGE).positive(ESTIMATE_MESSAGE).max(100_000_000, ESTIMATE_MESSAGE).optional(),
  driveId: id('Unknown drive.').optional(),
  note: optionalText(1000),
})
export type InKindInput = z.input<typeof inKindSchema>
export type InKind = z.output<typeof inKindSchema>

/** The drop-off form's dollars ("150" or "150.00") as the API's cents; undefined when empty. */
export function estimateCents(dollars: string): number | undefined | null {
  if (!dollars.trim()) return undefined
  const cents = parseExactCents(dollars)
  return cents !== null && cents > 0 ? cents : null
}

const DATE_MESSAGE = 'Enter a date (YYYY-MM-DD).'
const dateField = plainString(DATE_MESSAGE)
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '2000-01-01' && value <= '2100-12-31'
  }, DATE_MESSAGE)

export const driveSchema = z
  .object({
    inquiryId: id('Unknown drive inquiry.'),
    startsOn: dateField,
    endsOn: dateField,
    categories: z.array(category, { error: 'Choose the categories the drive collects.' }).max(GOODS_CATEGORIES.length).optional(),
  })
  .refine((drive) => drive.endsOn >= drive.startsOn, { path: ['endsOn'], message: 'The drive cannot end before it starts.' })
export type DriveInput = z.input<typeof driveSchema>

export const visitSchema = z.object({
  attended: z.boolean({ error: 'Say whether she came (attended: true or false).' }),
  items: z.array(z.object({ category, quantity }), { error: 'Items given: a list of categories and counts.' }).max(50).optional(),
})
export type VisitInput = z.input<typeof visitSchema>

/** Counts per category, every category present (0 when none). */
export function totalsByCategory(lines: { category: string; quantity: number }[]): Record<GoodsCategory, number> {
  const totals = Object.fromEntries(GOODS_CATEGORIES.map((c) => [c, 0])) as Record<GoodsCategory, number>
  for (const line of lines) if (line.category in totals) totals[line.category as GoodsCategory] += line.quantity
  return totals
}

/** "12 Women's clothing, 3 Coats": a drop-off's items as one line (the gift's description, the receipt). */
export function describeItems(items: { category: string; quantity: number; description?: string | null }[], labels: CategoryLabels = GOODS_CATEGORY_LABELS) {
  return items
    .map((item) => {
      const label = labels[item.category as GoodsCategory] ?? item.category
      return `${item.quantity} × ${label}${item.description ? ` (${item.description})` : ''}`
    })
    .join('; ')
}

/**
 * A public figure as the site may show it: never below 10 (null instead) and rounded down to a
 * multiple of 5, so that no single visit or gift can be read from a change.
 */
export function publicFigure(count: number): number | null {
  if (!Number.isFinite(count) || count < 10) return null
  return Math.floor(count / 5) * 5
}

const LOOKUP_MESSAGE = 'Type at least two letters of the name or the e-mail.'

/** GET /api/in-kind/donors?search=: the drop-off page's "find a contact" (two characters at least). */
export const donorLookupSchema = z.object({
  search: plainString(LOOKUP_MESSAGE).trim().min(2, LOOKUP_MESSAGE).max(200, 'Please keep the search under 200 characters.'),
})

/**
 * "t•••@example.org": enough of a contact's address to tell two contacts of one name apart at the
 * door, not the address itself — the door's roles include intake staff, who do not see donor data.
 */
export function maskedEmail(email: string) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '•••'
  return `${email[0]}•••${email.slice(at)}`
}
