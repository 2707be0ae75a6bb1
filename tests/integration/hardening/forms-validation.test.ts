import { describe, expect, it } from 'vitest'

import { call } from '../../support/api'
import { CONTACT_REQUIRED, DRIVE_REQUIRED, uniqueAddress, validContact, validDrive, validFeedback, validIntake } from '../../support/forms'
import { intakeRequestsByEmail, testPayload } from '../../support/payload'

type Answer = { status: number; body: { message?: string; errors?: Record<string, string> } }

const address = uniqueAddress()
const statuses: number[] = []

async function post(path: string, body: unknown): Promise<Answer> {
  const answer = await call<Answer['body']>(path, { body, headers: { 'x-forwarded-for': address } })
  statuses.push(answer.status)
  return answer
}

function without(body: Record<string, unknown>, field: string) {
  const { [field]: _dropped, ...rest } = body
  return rest
}

async function expectFieldError(path: string, body: unknown, field: string, message: string | RegExp) {
  const answer = await post(path, body)
  expect(answer.status, `${path} ${field}`).toBe(400)
  expect(answer.body.errors?.[field], `${path} ${field}`).toMatch(message)
}

async function count(collection: 'contact-messages' | 'drive-inquiries' | 'intake-requests' | 'feedback', email: string) {
  const payload = await testPayload()
  return (await payload.count({ collection, where: { email: { equals: email } } })).totalDocs
}

describe('POST /api/contact validation', () => {
  it('answers 400 with the field message for each missing field and stores nothing', async () => {
    for (const [field, message] of Object.entries(CONTACT_REQUIRED)) {
      const body = validContact()
      await expectFieldError('/api/contact', without(body, field), field, message)
      await expectFieldError('/api/contact', { ...body, [field]: '   ' }, field, message)
      expect(await count('contact-messages', String(body.email))).toBe(0)
    }
  })

  it('rejects a malformed e-mail, an unknown subject and over-long text', async () => {
    await expectFieldError('/api/contact', validContact({ email: 'not-an-email' }), 'email', 'Please enter a valid email address')
    await expectFieldError('/api/contact', validContact({ subject: 'lottery' }), 'subject', 'Please choose a subject.')
    await expectFieldError('/api/contact', validContact({ message: 'x'.repeat(5001) }), 'message', /under 5000 characters/)
    await expectFieldError('/api/contact', validContact({ firstName: 'x'.repeat(101) }), 'firstName', /under 100 characters/)
    await expectFieldError('/api/contact', validContact({ firstName: 42 }), 'firstName', 'First name is required')
  })

  it('stores a valid message for staff', async () => {
    const body = validContact({ email: 'Mixed.Case@Example.org'.replace('Mixed', `m${Date.now()}`) })
    const answer = await post('/api/contact', body)
    expect(answer.status).toBe(201)
    expect(answer.body.message).toBe("Thank you for contacting us. We'll get back to you within 24 hours.")
    expect(await count('contact-messages', String(body.email).toLowerCase())).toBe(1)
  })
})

describe('POST /api/drive-inquiry validation', () => {
  it("answers 400 with the spec's message for each missing field", async () => {
    for (const [field, message] of Object.entries(DRIVE_REQUIRED)) {
      await expectFieldError('/api/drive-inquiry', without(validDrive(), field), field, message)
      await expectFieldError('/api/drive-inquiry', validDrive({ [field]: '' }), field, message)
    }
  })

  it('rejects a malformed e-mail, wrong choices and over-long text', async () => {
    const body = validDrive({ email: 'nobody@' })
    await expectFieldError('/api/drive-inquiry', body, 'email', 'Please enter a valid email address')
    await expectFieldError('/api/drive-inquiry', validDrive({ driveType: 'food' }), 'driveType', 'Please select a drive type')
    await expectFieldError('/api/drive-inquiry', validDrive({ deliveryMethod: 'drone' }), 'deliveryMethod', 'Please select a delivery method')
    await expectFieldError('/api/drive-inquiry', validDrive({ assistanceNeeded: 'maybe' }), 'assistanceNeeded', /yes or no/)
    await expectFieldError('/api/drive-inquiry', validDrive({ location: 'x'.repeat(201) }), 'location', /under 200 characters/)
    await expectFieldError('/api/drive-inquiry', validDrive({ additionalInfo: 'x'.repeat(5001) }), 'additionalInfo', /under 5000/)
  })

  it('stores a valid inquiry with its optional fields', async () => {
    const body = validDrive()
    const answer = await post('/api/drive-inquiry', body)
    expect(answer.status).toBe(201)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'drive-inquiries', where: { email: { equals: body.email } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ driveType: 'clothing', deliveryMethod: 'self_deliver', assistanceNeeded: true, status: 'new' })
  })
})

describe('POST /api/intake validation', () => {
  it('answers 400 for each missing required answer and for a missing consent', async () => {
    await expectFieldError('/api/intake', without(validIntake(), 'firstName'), 'firstName', 'First name is required')
    await expectFieldError('/api/intake', validIntake({ email: '', preferredContact: 'email' }), 'email', 'Please enter a valid email address')
    await expectFieldError('/api/intake', without(validIntake(), 'phone'), 'phone', 'Phone number is required')
    const consent = 'Privacy Consent Required: Please confirm you understand our privacy policy.'
    await expectFieldError('/api/intake', validIntake({ privacyConsent: false }), 'privacyConsent', consent)
    await expectFieldError('/api/intake', without(validIntake(), 'privacyConsent'), 'privacyConsent', consent)
  })

  it('rejects malformed e-mail and phone, unknown choices and over-long text', async () => {
    await expectFieldError('/api/intake', validIntake({ email: 'maya.example.org' }), 'email', 'Please enter a valid email address')
    await expectFieldError('/api/intake', validIntake({ phone: 'call me' }), 'phone', 'Please enter a valid phone number')
    await expectFieldError('/api/intake', validIntake({ preferredContact: 'pigeon' }), 'preferredContact', /email, phone or text/)
    await expectFieldError('/api/intake', validIntake({ appointmentPreference: 'midnight' }), 'appointmentPreference', /appointment time/)
    await expectFieldError(
      '/api/intake',
      validIntake({ clothingSizes: { topSize: 'XXXXL' } }),
      'clothingSizes.topSize',
      /top size/,
    )
    await expectFieldError('/api/intake', validIntake({ specificNeeds: 'x'.repeat(3001) }), 'specificNeeds', /under 3000/)
  })

  it('stores a valid request with its sizes, needs and appointment preference, last name optional', async () => {
    const body = validIntake()
    const answer = await post('/api/intake', body)
    expect(answer.status).toBe(201)
    const docs = await intakeRequestsByEmail(String(body.email))
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      firstName: body.firstName,
      status: 'new',
      preferredContact: 'text',
      appointmentPreference: 'weekday-evening',
      specificNeeds: body.specificNeeds,
      clothingSizes: { topSize: 'M', bottomSize: '10', shoeSize: '8', undergarments: '36C' },
      privacyConsent: true,
      source: 'intake-form',
    })
    expect(docs[0]?.lastName ?? null).toBeNull()
  })

  it('files a contact message with the boutique-intake subject as an intake request, not a contact message', async () => {
    const body = validContact({
      subject: 'boutique-intake',
      message: 'Name: Lee\nPhone: 931-555-0199\nTop size: L\nPrivacy consent: Yes',
    })
    const answer = await post('/api/contact', body)
    expect(answer.status).toBe(201)
    const docs = await intakeRequestsByEmail(String(body.email))
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ source: 'contact-form', phone: '931-555-0199', privacyConsent: true })
    expect(docs[0]?.notes).toContain('Top size: L')
    expect(await count('contact-messages', String(body.email))).toBe(0)
  })
})

describe('POST /api/feedback validation', () => {
  it('needs at least one answer and a well-formed e-mail when one is given', async () => {
    await expectFieldError('/api/feedback', { helped: '', notHelped: '' }, 'helped', 'Please tell us what helped or what did not.')
    await expectFieldError('/api/feedback', validFeedback({ email: 'nope' }), 'email', 'Please enter a valid email address')
    await expectFieldError('/api/feedback', validFeedback({ helped: 'x'.repeat(3001) }), 'helped', /under 3000/)
  })

  it('accepts feedback with no name and no e-mail', async () => {
    const marker = `The garden tour ${Date.now()}`
    const answer = await post('/api/feedback', validFeedback({ helped: marker }))
    expect(answer.status).toBe(201)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'feedback', where: { helped: { equals: marker } } })).totalDocs).toBe(1)
  })
})

describe('every form endpoint', () => {
  it('answers 400 for a body that is not a JSON object', async () => {
    for (const path of ['/api/contact', '/api/drive-inquiry', '/api/intake', '/api/feedback', '/api/newsletter']) {
      expect((await call(path, { rawBody: '{"x":', headers: { 'x-forwarded-for': address } })).status, path).toBe(400)
      expect((await post(path, ['not', 'an', 'object'])).status, path).toBe(400)
      expect((await post(path, null)).status, path).toBe(400)
    }
  })

  it('never answered 500 to any of the cases above', () => {
    expect(statuses.length).toBeGreaterThan(40)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
  })
})
