import type { Payload } from 'payload'

import type { DonorLevel } from '@/payload-types'

type LevelSeed = Omit<DonorLevel, 'id' | 'createdAt' | 'updatedAt' | 'benefits' | 'impactList'> & {
  benefits: string[]
  impactList: string[]
  roster: string[]
}

const FRIENDS = ['Bi-annual impact updates', 'Recognition on our Friends wall']
const BLOOM = ['All Friends benefits', 'Recognition on our website', 'Monthly donor newsletter', 'Behind-the-scenes updates']
const HOPE = ['All Bloom Circle benefits', 'Donor-only updates', 'Invitation to volunteer events', 'Priority access to new programs']
const LEGACY = [
  'All Hope Circle benefits',
  'Recognition in our annual report',
  'Personal thank-you call from our founder',
  'VIP invitation to our annual gathering',
  'First access to volunteer opportunities',
  'Recognition plaque',
  'Private boutique tour',
]
const FOUNDERS = [
  'All Legacy Circle benefits',
  'Annual private dinner with our founder and team',
  'Permanent recognition as a founding supporter',
  'Custom impact report twice a year',
]

/**
 * The five giving circles of spec §9. The specification withholds two names; these neutral
 * stand-ins ("Friends of the Farm", "Founders Circle") are ordinary data staff can rename.
 */
export const demoDonorLevels: LevelSeed[] = [
  {
    name: 'Friends of the Farm',
    order: 1,
    range: '$50 - $199',
    icon: 'sprout',
    color: 'sage',
    description: 'Friends keep the garden growing and the boutique doors open, one gift at a time.',
    benefits: FRIENDS,
    impact: 'Covers fresh produce and seeds for women tending our healing gardens.',
    impactDescription:
      'A Friends gift reaches the women we serve within weeks: it plants the beds they tend and fills the tables they share.',
    impactList: ['Seeds and soil for a season of healing gardens', 'Hygiene essentials for a first boutique visit', 'Fresh produce from our farm stand'],
    founderQuote: 'Every seed planted here is a promise that tomorrow can be better than today.',
    explanation: null,
    showPhoto: false,
    roster: [
      'The Alder Family',
      'Grace Whitfield',
      'Miller Family Farm',
      'Ruth & Daniel Ames',
      'Centerville Garden Club',
      'Helen Brooks',
      'The Carver Family',
      'Lena Ortiz',
      'Maple Street Book Club',
    ],
  },
  {
    name: 'Bloom Circle',
    order: 2,
    range: '$200 - $499',
    icon: 'flower',
    color: 'rose',
    description: 'Bloom Circle members give a woman a full, dignified shopping experience in our boutique.',
    benefits: BLOOM,
    impact: 'Sponsors complete shopping experiences for women starting over.',
    impactDescription: 'A Bloom Circle gift dresses a woman for the interview, the court date or the first day of a new job.',
    impactList: ['Two to six complete shopping experiences', 'Confidence-building attire chosen by her', 'A warm, private appointment with a volunteer'],
    founderQuote: 'When a woman sees herself differently in the mirror, she walks out ready for what is next.',
    explanation: null,
    showPhoto: false,
    roster: ['The Hollis Family', 'Riverbend Women’s Guild'],
  },
  {
    name: 'Hope Circle',
    order: 3,
    range: '$500 - $999',
    icon: 'heart',
    color: 'plum',
    description: 'Hope Circle members carry women through a whole season: clothing, resources and community.',
    benefits: HOPE,
    impact: 'Provides seasonal access to the boutique and support services.',
    impactDescription: 'A Hope Circle gift gives women ongoing seasonal access, so support does not stop after one visit.',
    impactList: ['Seasonal boutique access for several women', 'Hair services and career coaching sessions', 'Peer support gatherings'],
    founderQuote: 'Hope grows when someone keeps showing up. Your gift keeps us showing up.',
    explanation: null,
    showPhoto: false,
    roster: [],
  },
  {
    name: 'Legacy Circle',
    order: 4,
    range: '$1,000 - $2,499',
    icon: 'sun',
    color: 'gold',
    description: 'Legacy Circle members build the programs that will serve women for years to come.',
    benefits: LEGACY,
    impact: 'Funds new programs like life-skills training and the hygiene pantry.',
    impactDescription: 'A Legacy Circle gift builds lasting programs: life-skills training, the hygiene pantry and housing help.',
    impactList: ['Life-skills training workshops', 'Stocking the hygiene pantry', 'Housing assistance for women in transition'],
    founderQuote: 'A legacy is not what we leave behind; it is what we plant in others.',
    explanation:
      'Legacy Circle gifts are often given once a year or spread over monthly gifts. Either way, every dollar is tax-deductible and our founder will call to thank you personally.',
    showPhoto: false,
    roster: [],
  },
  {
    name: 'Founders Circle',
    order: 5,
    range: '$2,500+',
    icon: 'crown',
    color: 'sky',
    description: 'Founders Circle members stand with us from the beginning and make everything else possible.',
    benefits: FOUNDERS,
    impact: 'Underwrites the boutique, the gardens and every woman we serve.',
    impactDescription: 'A Founders Circle gift underwrites the whole mission: the boutique, the gardens and the care behind them.',
    impactList: ['A season of boutique operations', 'Healing-garden beds and tools', 'Matching support for our community campaign'],
    founderQuote: 'This foundation was born from loss. Our founding supporters turned it into a place of new beginnings.',
    explanation:
      'Founders Circle members are recognized permanently as founding supporters. Gifts can be made at once or over the year; we will send a custom impact report twice a year.',
    showPhoto: true,
    roster: [
      'The Whitaker Family',
      'Margaret & Tom Ellison',
      'Harvest Table Foundation',
      'Dr. Susan Park',
      'The Lindqvist Family',
      'Main Street Hardware',
      'Claire Donovan',
      'The Reyes Family',
      'Hickman County Rotary',
      'Anonymous Friend',
    ],
  },
]

/** 6-week run, August 13 to September 23, with a $2,500 matching fund (spec §9). */
export const demoCampaign = {
  slug: 'matching-gift-campaign',
  published: true,
  featured: true,
  afterEnd: 'hide' as const,
  wall: 'off' as const,
  title: 'Matching Gift Campaign',
  description: 'Every gift made during our 6-week campaign is matched, dollar for dollar, up to $2,500.',
  startDate: '2026-08-13T00:00:00.000Z',
  endDate: '2026-09-23T00:00:00.000Z',
  matchingFundCents: 250_000,
  goalCents: 250_000,
}

/** Upserts levels by name and roster names by (level, name); the featured campaign is created once (by its slug). */
export async function seedDonations(payload: Payload) {
  for (const { roster, benefits, impactList, ...level } of demoDonorLevels) {
    const data = {
      ...level,
      benefits: benefits.map((text) => ({ text })),
      impactList: impactList.map((text) => ({ text })),
    }
    const existing = await payload.find({ collection: 'donor-levels', where: { name: { equals: level.name } }, limit: 1, depth: 0 })
    const saved = existing.docs[0]
      ? await payload.update({ collection: 'donor-levels', id: existing.docs[0].id, data })
      : await payload.create({ collection: 'donor-levels', data })
    for (const [index, name] of roster.entries()) {
      const found = await payload.count({
        collection: 'donor-roster',
        where: { and: [{ level: { equals: saved.id } }, { name: { equals: name } }] },
      })
      if (found.totalDocs === 0) {
        await payload.create({ collection: 'donor-roster', data: { name, level: saved.id, order: index + 1 } })
      }
    }
  }
  const campaign = await payload.count({ collection: 'campaigns', where: { slug: { equals: demoCampaign.slug } } })
  if (campaign.totalDocs === 0) await payload.create({ collection: 'campaigns', data: demoCampaign })
}
