import { describe, expect, it } from 'vitest'

import { newsletterSchema } from '@/domain/newsletter/schema'

describe('newsletter schema', () => {
  it('trims and lower-cases the address, defaulting the source to footer', () => {
    expect(newsletterSchema.parse({ email: '  Jane@Example.ORG ' })).toEqual({ email: 'jane@example.org', source: 'footer' })
  })

  it('asks for an address when it is blank', () => {
    const result = newsletterSchema.safeParse({ email: '   ', source: 'store' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].message).toBe('Please enter your email address.')
  })

  it('rejects a malformed address and an unknown source shape', () => {
    expect(newsletterSchema.safeParse({ email: 'not-an-email' }).success).toBe(false)
    expect(newsletterSchema.safeParse({ email: 'a@b.org', source: '<script>' }).success).toBe(false)
  })
})
