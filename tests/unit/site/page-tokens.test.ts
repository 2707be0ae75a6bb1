import { describe, expect, it } from 'vitest'

import { fillTokens, paragraphs } from '@/domain/pages/tokens'

const facts = {
  womenServed: 10,
  foundedYear: 2024,
  city: 'Centerville',
  state: 'Tennessee',
  contactEmail: 'hello@example.org',
  farmStandHours: 'Coming Soon',
  foundationName: 'Bloom Hope Foundation',
}

describe('page copy tokens', () => {
  it('fills shared facts from site settings into page copy', () => {
    expect(fillTokens('{womenServed} women since {foundedYear} in {city}, {state}', facts)).toBe(
      '10 women since 2024 in Centerville, Tennessee',
    )
    expect(fillTokens('mailto:{contactEmail}?subject=Hi', facts)).toBe('mailto:hello@example.org?subject=Hi')
  })

  it('leaves an unknown token visible so a typo is noticed', () => {
    expect(fillTokens('Call {phoneNumber}', facts)).toBe('Call {phoneNumber}')
  })

  it('splits a text area into paragraphs at blank lines', () => {
    expect(paragraphs('One.\n\nTwo\nstill two.\n  \nThree.')).toEqual(['One.', 'Two\nstill two.', 'Three.'])
    expect(paragraphs(null)).toEqual([])
  })
})
