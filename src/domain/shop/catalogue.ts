import { options } from '@/lib/options'

/**
 * Catalogue facts shared by the CMS, the API and the pages: the two category sets of spec §3.1
 * and which goods are collected locally rather than shipped (spec §2.4).
 */
export const STORE_CATEGORIES = options({
  all: 'All Products',
  seeds: 'Seeds & Bulbs',
  eggs: 'Fresh Eggs',
  honey: 'Honey & Beeswax',
  handmade: 'Handmade Gifts',
  plants: 'Plant Starts',
})

export type StoreFilter = (typeof STORE_CATEGORIES)[number]['value']

/** Every value a product may carry: the store filter's set plus the badge set's extras. */
export const PRODUCT_CATEGORIES = ['seeds', 'eggs', 'honey', 'handmade', 'plants', 'flowers', 'vegetables', 'other'] as const

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

const BADGE_LABELS: Record<string, string> = {
  honey: 'Honey',
  eggs: 'Eggs',
  flowers: 'Flowers',
  vegetables: 'Vegetables',
  other: 'Other',
}

/** The detail page's badge: spec labels for the badge set, anything else shown raw. */
export function categoryBadgeLabel(category: string): string {
  return BADGE_LABELS[category] ?? category
}

const LOCAL_PICKUP_ONLY = new Set(['eggs', 'plants'])

export function isLocalPickupOnly(category: string): boolean {
  return LOCAL_PICKUP_ONLY.has(category)
}

/**
 * How a line reaches the customer: shipped to an address, collected at the farm stand, or
 * nothing to deliver (a sponsorship package is a gift of boutique visits, not goods).
 */
export const FULFILMENT_METHODS = ['ship', 'pickup', 'none'] as const
export type FulfilmentMethod = (typeof FULFILMENT_METHODS)[number]

export function fulfilmentOf(product: { id: string; category: string }): FulfilmentMethod {
  if ((SPONSORSHIP_PACKAGE_IDS as readonly string[]).includes(product.id)) return 'none'
  return isLocalPickupOnly(product.category) ? 'pickup' : 'ship'
}

/** What a cart (or order) needs at checkout: an address when anything ships, the pickup notice when anything is collected. */
export function fulfilmentNeeds(lines: { fulfilment: FulfilmentMethod }[]) {
  return {
    ships: lines.some((line) => line.fulfilment === 'ship'),
    pickup: lines.some((line) => line.fulfilment === 'pickup'),
  }
}

export function isStoreFilter(value: string | null | undefined): value is StoreFilter {
  return STORE_CATEGORIES.some((c) => c.value === value)
}

/** "Heirloom Tomato Seeds!" → "heirloom-tomato-seeds". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}

export const SPONSORSHIP_PACKAGE_IDS = ['shopping-single', 'shopping-double', 'shopping-four'] as const
export const MOST_POPULAR_PACKAGE_ID = 'shopping-double'
