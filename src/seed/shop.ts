import path from 'node:path'

import type { Payload } from 'payload'

import type { Product } from '@/payload-types'

type DemoProduct = Pick<Product, 'id' | 'name' | 'description' | 'priceCents' | 'category' | 'inventory'> & {
  image?: string
  includes?: string[]
  impact?: string
}

/** Demo goods in every store category, with small original drawings from public/images/products. */
const demoProducts: DemoProduct[] = [
  {
    id: 'heirloom-tomato-seeds',
    name: 'Heirloom Tomato Seeds',
    description: 'Open-pollinated tomato seeds saved from our healing gardens. About 30 seeds per packet.',
    priceCents: 450,
    category: 'seeds',
    inventory: 40,
    image: 'heirloom-tomato-seeds.svg',
  },
  {
    id: 'wildflower-seed-mix',
    name: 'Wildflower Seed Mix',
    description: 'A pollinator-friendly blend of native wildflowers for beds, borders and meadows.',
    priceCents: 600,
    category: 'seeds',
    inventory: 35,
    image: 'wildflower-seed-mix.svg',
  },
  {
    id: 'farm-fresh-eggs',
    name: 'Farm Fresh Eggs',
    description: 'One dozen eggs from our free-ranging hens. Local pickup only.',
    priceCents: 500,
    category: 'eggs',
    inventory: 12,
    image: 'farm-fresh-eggs.svg',
  },
  {
    id: 'wildflower-honey',
    name: 'Wildflower Honey',
    description: 'Raw, unfiltered honey from hives beside our gardens. 12 oz jar.',
    priceCents: 1200,
    category: 'honey',
    inventory: 20,
    image: 'wildflower-honey.svg',
  },
  {
    id: 'hand-poured-beeswax-candle',
    name: 'Hand-Poured Beeswax Candle',
    description: 'A small candle poured by hand from our own beeswax, with a cotton wick.',
    priceCents: 1500,
    category: 'handmade',
    inventory: 15,
    image: 'hand-poured-beeswax-candle.svg',
  },
  {
    id: 'herb-garden-starts',
    name: 'Herb Garden Starts',
    description: 'Three young herb plants (basil, parsley, thyme) ready for your garden. Local pickup only.',
    priceCents: 900,
    category: 'plants',
    inventory: 10,
    image: 'herb-garden-starts.svg',
  },
]

/** Spec §3.7: the sponsorship packages the Get Involved page adds to the cart. */
export const sponsorshipPackages: DemoProduct[] = [
  {
    id: 'shopping-single',
    name: 'One Shopping Experience',
    description: 'Sponsor one woman’s complete, private shopping experience at Bloom Boutique.',
    priceCents: 7500,
    category: 'other',
    inventory: 999,
    includes: ['A private, appointment-only boutique visit', 'A complete outfit of her choosing', 'Care items from our pantry'],
    impact: 'One woman walks out with clothes that fit and the confidence to take her next step.',
  },
  {
    id: 'shopping-double',
    name: 'Two Shopping Experiences',
    description: 'Sponsor complete shopping experiences for two women at Bloom Boutique.',
    priceCents: 15000,
    category: 'other',
    inventory: 999,
    includes: ['Two private boutique visits', 'Two complete outfits', 'Care items for two women'],
    impact: 'Two women are welcomed with the same dignity and care, at no cost to them.',
  },
  {
    id: 'shopping-four',
    name: 'Four Shopping Experiences',
    description: 'Sponsor four women, with ongoing seasonal access to Bloom Boutique.',
    priceCents: 30000,
    category: 'other',
    inventory: 999,
    includes: ['Four private boutique visits', 'Seasonal wardrobe refreshes', 'Care items for four women'],
    impact: 'Four women have a place to return to each season as they rebuild their lives.',
  },
]

async function imageFor(payload: Payload, file: string, alt: string): Promise<number> {
  const existing = await payload.find({ collection: 'media', where: { alt: { equals: alt } }, limit: 1, depth: 0 })
  if (existing.docs[0]) return existing.docs[0].id
  const created = await payload.create({
    collection: 'media',
    data: { alt },
    filePath: path.resolve(process.cwd(), 'public/images/products', file),
  })
  return created.id
}

/** Creates missing demo products; existing ones (and their stock) are left as staff keep them. */
export async function seedShop(payload: Payload) {
  for (const product of [...demoProducts, ...sponsorshipPackages]) {
    const found = await payload.find({ collection: 'products', where: { id: { equals: product.id } }, limit: 1, depth: 0 })
    if (found.docs[0]) continue
    const { image, includes, impact, ...fields } = product
    await payload.create({
      collection: 'products',
      data: {
        ...fields,
        isActive: true,
        image: image ? await imageFor(payload, image, product.name) : null,
        includes: includes?.map((item) => ({ item })),
        impact: impact ?? null,
      },
    })
  }
}
