import { afterEach, describe, expect, it } from 'vitest'

import { contactSchema, driveInquirySchema, feedbackSchema, intakeSchema } from '@/domain/forms/schemas'
import { clientAddress, isKnownAddress } from '@/lib/rate-limit'
import { isBot } from '@/server/abuse'

import { DRIVE_REQUIRED } from '../../support/forms'

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('drive inquiry schema', () => {
  it("gives the spec's message for every required field of an empty form", () => {
    expect(errorsOf(driveInquirySchema.safeParse({ firstName: '', lastName: '', email: '', driveType: '', location: '', deliveryMethod: '' }))).toEqual(DRIVE_REQUIRED)
  })

  it('treats empty optional fields as absent and assistance as false by default', () => {
    const parsed = driveInquirySchema.parse({
      firstName: ' Dana ',
      lastName: 'Host',
      email: 'Dana@Example.org',
      phone: '',
      driveType: 'both',
      location: 'Hohenwald',
      deliveryMethod: 'discuss',
    })
    expect(parsed).toMatchObject({ firstName: 'Dana', email: 'dana@example.org', assistanceNeeded: false })
    expect(parsed.phone).toBeUndefined()
  })
})

describe('intake schema', () => {
  it('refuses an unpaired surrogate in a text field like a control character, and keeps real emoji', () => {
    const base = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.org', subject: 'support', message: 'Hello' }
    for (const lone of ['\ud800', '\udfff', 'a\udc00b']) {
      const result = contactSchema.safeParse({ ...base, message: `Hi ${lone}` })
      expect(result.success, JSON.stringify(lone)).toBe(false)
      expect(result.error?.issues[0].message).toBe('Please remove characters that cannot be read from this field.')
    }
    expect(contactSchema.safeParse({ ...base, message: 'Thank you 🌷' }).success).toBe(true)
  })

  it('needs the privacy consent ticked', () => {
    const base = { firstName: 'Maya', email: 'maya@example.org', phone: '931 555 0100' }
    expect(errorsOf(intakeSchema.safeParse({ ...base, privacyConsent: false })).privacyConsent).toBe(
      'Privacy Consent Required: Please confirm you understand our privacy policy.',
    )
    expect(intakeSchema.safeParse({ ...base, privacyConsent: true, preferredContact: '', clothingSizes: { topSize: '' } }).success).toBe(true)
  })
})

describe('contact and feedback schemas', () => {
  it('accepts the seven subjects and the intake subject, nothing else', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.org', message: 'Hi' }
    for (const subject of ['support', 'bloom-boutique', 'volunteer', 'donation', 'products', 'partnership', 'other', 'boutique-intake']) {
      expect(contactSchema.safeParse({ ...base, subject }).success, subject).toBe(true)
    }
    expect(errorsOf(contactSchema.safeParse({ ...base, subject: 'prize' })).subject).toBe('Please choose a subject.')
  })

  it('lets feedback be anonymous but not empty', () => {
    expect(feedbackSchema.safeParse({ helped: '', notHelped: 'Parking', email: '' }).success).toBe(true)
    expect(errorsOf(feedbackSchema.safeParse({ helped: ' ', notHelped: '' })).helped).toBe('Please tell us what helped or what did not.')
  })
})

describe('abuse helpers', () => {
  const saved = { trust: process.env.TRUST_PROXY, hops: process.env.TRUST_PROXY_HOPS }
  afterEach(() => {
    process.env.TRUST_PROXY = saved.trust
    process.env.TRUST_PROXY_HOPS = saved.hops
  })

  it('trusts X-Forwarded-For only with TRUST_PROXY=true, and only the hop our proxy appended', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.1', 'x-real-ip': '192.0.2.1' })
    process.env.TRUST_PROXY = 'true'
    delete process.env.TRUST_PROXY_HOPS
    expect(clientAddress(headers)).toBe('10.0.0.1')
    process.env.TRUST_PROXY_HOPS = '2'
    expect(clientAddress(headers)).toBe('198.51.100.7')
    // Fewer hops than proxies: the left-most is all there is.
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.5' }))).toBe('203.0.113.5')
    expect(clientAddress(new Headers({ 'x-real-ip': '192.0.2.1' }))).toBe('192.0.2.1')
    process.env.TRUST_PROXY = ''
    expect(clientAddress(headers)).toBe('local')
  })

  it('treats loopback and the shared key as no client address of its own', () => {
    for (const address of ['local', '127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(isKnownAddress(address), address).toBe(false)
    for (const address of ['203.0.113.5', '10.1.2.3', '2001:db8::1']) expect(isKnownAddress(address), address).toBe(true)
  })

  it('spots a filled honeypot only', () => {
    expect(isBot({ website: 'http://spam' })).toBe(true)
    expect(isBot({ website: '' })).toBe(false)
    expect(isBot({ email: 'a@b.org' })).toBe(false)
    expect(isBot(null)).toBe(false)
  })
})
