import { z } from 'zod'

import { formatDollars } from '@/lib/money'

import { campaignSlugField } from './campaigns'

/**
 * Issue 49: an appeal e-mailed to a segment of donors. Segments: LYBUNT, SYBUNT, all donors,
 * everyone who gave to a campaign, a giving circle, or a donor category (tag).
 */
export const APPEAL_SEGMENT = /^(lybunt|sybunt|all|campaign:[a-z0-9][a-z0-9-]{0,79}|circle:[a-z0-9][a-z0-9-]{0,99}|tag:.{1,100})$/

export type AppealSegment =
  | { kind: 'lybunt' | 'sybunt' | 'all' }
  | { kind: 'campaign' | 'circle'; slug: string }
  | { kind: 'tag'; name: string }

export function parseSegment(segment: string): AppealSegment {
  if (segment === 'lybunt' || segment === 'sybunt' || segment === 'all') return { kind: segment }
  const [kind, ...rest] = segment.split(':')
  const value = rest.join(':')
  if (kind === 'campaign' || kind === 'circle') return { kind, slug: value }
  return { kind: 'tag', name: value.trim() }
}

export const appealSchema = z.object({
  campaign: campaignSlugField,
  segment: z.string({ error: 'Choose who gets the appeal.' }).trim().regex(APPEAL_SEGMENT, 'Choose who gets the appeal.'),
  subject: z.string({ error: 'Write a subject.' }).trim().min(1, 'Write a subject.').max(200, 'A subject holds at most 200 characters.'),
  body: z.string({ error: 'Write the appeal.' }).trim().min(1, 'Write the appeal.').max(10_000, 'An appeal holds at most 10,000 characters.'),
})
export type AppealInput = z.output<typeof appealSchema>

/** A recipient's personal link and unsubscribe token: random, and nothing about her. */
export const APPEAL_TOKEN = /^[A-Za-z0-9_-]{32,64}$/
export const appealTokenField = z.string({ error: 'Unknown link.' }).regex(APPEAL_TOKEN, 'Unknown link.')

/**
 * The merge fields: {{firstName}} (or "friend") and {{lastGift}} (her last gift, "$50.00", or
 * "your gift"). Nothing else is replaced, and what staff wrote stays plain text.
 */
export function mergeAppeal(text: string, recipient: { firstName: string | null; lastGiftCents: number | null }): string {
  const firstName = recipient.firstName?.trim() || 'friend'
  const lastGift = recipient.lastGiftCents && recipient.lastGiftCents > 0 ? formatDollars(recipient.lastGiftCents) : 'your gift'
  return text.replace(/\{\{\s*firstName\s*\}\}/g, firstName).replace(/\{\{\s*lastGift\s*\}\}/g, lastGift)
}
