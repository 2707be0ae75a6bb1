import { describe, expect, it } from 'vitest'

import { HOTLINE_LINK, isSafeUrl, PAGE_LINK, QUICK_EXIT_URL, safeHref, SOCIAL_URL, validateUrl } from '@/lib/safe-url'

describe('staff-entered addresses', () => {
  it('refuses script and data addresses however they are spelled', () => {
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example', '/\\evil.example', 'https://']) {
      for (const rule of [QUICK_EXIT_URL, SOCIAL_URL, PAGE_LINK, HOTLINE_LINK]) expect(isSafeUrl(bad, rule), bad).toBe(false)
    }
  })

  it('accepts what each field is for', () => {
    expect(isSafeUrl('https://www.google.com/search?q=weather', QUICK_EXIT_URL)).toBe(true)
    expect(isSafeUrl('/donate', QUICK_EXIT_URL)).toBe(false)
    expect(isSafeUrl('mailto:a@b.org', SOCIAL_URL)).toBe(false)
    for (const good of ['/donate', '#social', 'https://wsmv.com/story', 'mailto:{contactEmail}?subject=Hi', 'tel:9315550100']) {
      expect(isSafeUrl(good, PAGE_LINK), good).toBe(true)
    }
    expect(isSafeUrl('sms:741741?body=HOME', HOTLINE_LINK)).toBe(true)
    expect(isSafeUrl('https://example.org', HOTLINE_LINK)).toBe(false)
  })

  it('validates on save with a message and renders an unsafe stored value inert', () => {
    expect(validateUrl(QUICK_EXIT_URL)('javascript:alert(1)')).toMatch(/https:\/\//)
    expect(validateUrl(PAGE_LINK)('/store')).toBe(true)
    expect(safeHref('javascript:alert(1)', QUICK_EXIT_URL, 'https://www.google.com/')).toBe('https://www.google.com/')
    expect(safeHref('javascript:alert(1)', PAGE_LINK)).toBe('#')
  })
})
