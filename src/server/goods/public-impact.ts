import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { logger } from '@/lib/log'
import { safeRevalidateTag } from '@/lib/revalidate'

import { getPayload } from '../payload'
import { type Impact, impactFigures } from './impact'

/** The tag of every page that shows a counted figure: dropped when the day's figures are counted. */
export const IMPACT_TAG = 'impact'

/**
 * GET /api/impact: this year's figures (counted at most once a day, ./impact.ts). When this call
 * counted them anew, the pages showing "women served" are revalidated.
 */
export async function currentImpact(): Promise<Impact> {
  const { impact, refreshed } = await impactFigures(await getPayload())
  if (refreshed) safeRevalidateTag(IMPACT_TAG)
  return impact
}

/**
 * The figures as pages read them: cached under the `impact` tag and re-read within the hour (the
 * stored figures themselves change at most once a day). Null when they cannot be read: a page
 * then shows Site settings' typed number, never an error.
 */
export const getPublicImpact = cache(
  unstable_cache(
    async (): Promise<Impact | null> => {
      try {
        return (await impactFigures(await getPayload())).impact
      } catch (error) {
        logger.warn({ error: error instanceof Error ? error.name : 'unknown' }, 'impact figures unavailable')
        return null
      }
    },
    ['impact-figures'],
    { tags: [IMPACT_TAG], revalidate: 3600 },
  ),
)

/** Site settings with "women served" as counted, when the count is public (else the typed number stays). */
export async function withCountedFigures<S extends { womenServed: number }>(settings: S): Promise<S> {
  const impact = await getPublicImpact()
  return impact?.womenServed != null ? { ...settings, womenServed: impact.womenServed } : settings
}
