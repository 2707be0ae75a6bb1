import { options } from '@/lib/options'

import { levelSlug } from './slug'

export const LEVEL_ICONS = options({ heart: 'Heart', sprout: 'Sprout', flower: 'Flower', sun: 'Sun', crown: 'Crown' })

export const LEVEL_COLORS = options({ rose: 'Rose', sage: 'Sage', gold: 'Gold', plum: 'Plum', sky: 'Sky' })

export type LevelIcon = (typeof LEVEL_ICONS)[number]['value']
export type LevelColor = (typeof LEVEL_COLORS)[number]['value']

/** Badge and accent classes per colour, all AA on white. */
export const LEVEL_COLOR_CLASSES: Record<LevelColor, { badge: string; accent: string; border: string }> = {
  rose: { badge: 'bg-primary-soft text-primary', accent: 'text-primary', border: 'border-t-primary' },
  sage: { badge: 'bg-sage-soft text-sage', accent: 'text-sage', border: 'border-t-sage' },
  gold: { badge: 'bg-[#fbf0d9] text-gold', accent: 'text-gold', border: 'border-t-gold' },
  plum: { badge: 'bg-[#efe6f5] text-[#5b2a86]', accent: 'text-[#5b2a86]', border: 'border-t-[#5b2a86]' },
  sky: { badge: 'bg-[#e3eef8] text-[#1f4e79]', accent: 'text-[#1f4e79]', border: 'border-t-[#1f4e79]' },
}

/** Other public pages whose address a level name must not take. */
const RESERVED = new Set(['donors-circle'])

/**
 * Why a level name cannot be used, or null. Level pages live at /friends-of-… or /…-circle
 * (spec §2.1); only those addresses are allowed to load the payment script.
 */
export function levelSlugProblem(name: string): string | null {
  const slug = levelSlug(name)
  if (!slug) return 'The name needs at least one letter or digit.'
  if (RESERVED.has(slug)) return `"/${slug}" is already another page; choose another name.`
  if (!slug.startsWith('friends-of-') && !slug.endsWith('-circle')) {
    return 'A level name must start with "Friends of" or end with "Circle" (its page address comes from the name).'
  }
  return null
}

/**
 * The smallest yearly gift of a level, in cents, read from its range as staff write it
 * ("$200 - $499" → 20000, "$2,500+" → 250000): the first dollar amount. Null when the range
 * names no amount, and the level is then never suggested.
 */
/**
 * The top of a circle's range in cents ("$200 - $499" → 49900): its second dollar amount. Null
 * for an open range ("$2,500+") or one naming a single amount.
 */
export function levelMaximumCents(range: string): number | null {
  const amounts = [...range.matchAll(/\$\s*([\d,]+(?:\.\d{1,2})?)/g)].map((match) => Number(match[1].replace(/,/g, '')))
  if (amounts.length < 2 || !Number.isFinite(amounts[1])) return null
  return Math.round(amounts[1] * 100)
}

export function levelMinimumCents(range: string): number | null {
  const match = /\$\s*([\d,]+(?:\.\d{1,2})?)/.exec(range)
  if (!match) return null
  const dollars = Number(match[1].replace(/,/g, ''))
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : null
}
