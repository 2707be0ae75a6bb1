import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '@/lib/security-headers'

describe('content security policy', () => {
  it('allows no third-party script on ordinary pages', () => {
    const csp = contentSecurityPolicy({ payments: false })
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('stripe')
  })

  it("adds Stripe's hosts on payment pages only, keeping the locks", () => {
    const csp = contentSecurityPolicy({ payments: true })
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com/)
    expect(csp).toContain("frame-ancestors 'none'")
  })
})
