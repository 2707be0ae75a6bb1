import { describe, expect, it } from 'vitest'

import { levelSlugProblem } from '@/domain/donors/levels'
import { levelSlug } from '@/domain/donors/slug'

describe('level slug', () => {
  it('lower-cases and joins words with hyphens', () => {
    expect(levelSlug('Bloom Circle')).toBe('bloom-circle')
    expect(levelSlug('Friends of the Farm')).toBe('friends-of-the-farm')
  })

  it("merges a possessive 's into its word", () => {
    expect(levelSlug("Founder's Circle")).toBe('founders-circle')
    expect(levelSlug('Founder’s Circle')).toBe('founders-circle')
  })

  it('drops punctuation and extra spaces', () => {
    expect(levelSlug('  Hope   Circle! ')).toBe('hope-circle')
    expect(levelSlug('Friends of Seeds & Honey')).toBe('friends-of-seeds-and-honey')
  })

  it('allows only names whose page address is a level address', () => {
    expect(levelSlugProblem('Legacy Circle')).toBeNull()
    expect(levelSlugProblem('Friends of the Farm')).toBeNull()
    expect(levelSlugProblem('Gold Donors')).toMatch(/Friends of/)
    expect(levelSlugProblem('Donors Circle')).toMatch(/another page/)
    expect(levelSlugProblem('!!!')).toMatch(/letter or digit/)
  })
})
