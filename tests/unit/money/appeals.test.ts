import { describe, expect, it } from 'vitest'

import { APPEAL_SEGMENT, appealSchema, mergeAppeal, parseSegment } from '@/domain/campaigns/appeals'

describe('appeal merge fields (issue 49)', () => {
  it("fills the donor's first name and last gift, and only those", () => {
    const text = 'Dear {{firstName}}, your gift of {{ lastGift }} mattered. {{email}}'
    expect(mergeAppeal(text, { firstName: 'June', lastGiftCents: 5000 })).toBe('Dear June, your gift of $50.00 mattered. {{email}}')
  })

  it('falls back to neutral words when a field is unknown', () => {
    expect(mergeAppeal('Dear {{firstName}}, {{lastGift}}', { firstName: ' ', lastGiftCents: null })).toBe('Dear friend, your gift')
  })
})

describe('appeal segments', () => {
  it('accepts the six kinds and refuses anything else', () => {
    for (const segment of ['lybunt', 'sybunt', 'all', 'campaign:winter-coats', 'circle:bloom-circle', 'tag:Board members']) {
      expect(APPEAL_SEGMENT.test(segment), segment).toBe(true)
    }
    for (const segment of ['everyone', 'campaign:', 'campaign:Not A Slug', 'circle:', 'tag:', 'LYBUNT']) {
      expect(APPEAL_SEGMENT.test(segment), segment).toBe(false)
    }
  })

  it('reads a segment into its kind and value', () => {
    expect(parseSegment('lybunt')).toEqual({ kind: 'lybunt' })
    expect(parseSegment('campaign:winter-coats')).toEqual({ kind: 'campaign', slug: 'winter-coats' })
    expect(parseSegment('tag:Board: 2026')).toEqual({ kind: 'tag', name: 'Board: 2026' })
  })

  it('refuses an appeal without a subject or with an unknown segment', () => {
    expect(appealSchema.safeParse({ campaign: 'x', segment: 'lybunt', subject: '', body: 'b' }).success).toBe(false)
    expect(appealSchema.safeParse({ campaign: 'x', segment: 'nobody', subject: 's', body: 'b' }).success).toBe(false)
    expect(appealSchema.safeParse({ campaign: 'x', segment: 'lybunt', subject: 's', body: 'b' }).success).toBe(true)
  })
})
