import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { DonorLevel } from '@/payload-types'
import { getPayload } from '@/server/payload'
import { donorTags } from '@/lib/revalidate'

import { levelSlug } from '@/domain/donors/slug'

export type LevelWithMembers = DonorLevel & { slug: string; members: string[] }

const loadLevels = unstable_cache(
  async (): Promise<LevelWithMembers[]> => {
    const payload = await getPayload()
    const [levels, roster] = await Promise.all([
      payload.find({ collection: 'donor-levels', sort: 'order', pagination: false, depth: 0, overrideAccess: false }),
      payload.find({ collection: 'donor-roster', sort: 'order', pagination: false, depth: 0, overrideAccess: false }),
    ])
    return levels.docs.map((level) => ({
      ...level,
      slug: levelSlug(level.name),
      members: roster.docs
        .filter((entry) => (typeof entry.level === 'object' ? entry.level.id : entry.level) === level.id)
        .map((entry) => entry.name),
    }))
  },
  ['donor-levels'],
  { tags: [donorTags.levels] },
)

/** The giving circles with their roster names, lowest level first; cached until staff edit them. */
export const getDonorLevels = cache(loadLevels)

export const getDonorLevel = cache(async (slug: string) => (await getDonorLevels()).find((level) => level.slug === slug) ?? null)

/** What a ledger row counts for as a gift: its net, less the fee its donor covered (issue 29). */
export function giftCents(netCents: number | null | undefined, feeCoveredCents: number | null | undefined) {
  return Math.max(0, (netCents ?? 0) - (feeCoveredCents ?? 0))
}
