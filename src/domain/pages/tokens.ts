import type { SiteSetting } from '@/payload-types'

type Facts = Pick<
  SiteSetting,
  'womenServed' | 'foundedYear' | 'city' | 'state' | 'contactEmail' | 'farmStandHours' | 'foundationName'
>

/**
 * Page copy names shared facts as {token}s so a fact lives once, in Site settings.
 * Unknown tokens stay as written, so a typo is visible rather than silently blank.
 */
export function fillTokens(text: string, facts: Facts): string {
  const values: Record<string, string> = {
    womenServed: String(facts.womenServed),
    foundedYear: String(facts.foundedYear),
    city: facts.city,
    state: facts.state,
    contactEmail: facts.contactEmail,
    farmStandHours: facts.farmStandHours,
    foundationName: facts.foundationName,
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** Splits a textarea into paragraphs at blank lines. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
}
