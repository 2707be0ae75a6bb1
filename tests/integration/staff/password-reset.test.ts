import { describe, expect, it } from 'vitest'

import { BASE_URL, call } from '../../support/api'
import { waitForMail } from '../../support/mail'
import { testPayload } from '../../support/payload'
import { strongPassword } from '../../support/staff'

const FORGOT = '/api/cms/users/forgot-password'
const RESET = '/api/cms/users/reset-password'
const SUBJECT = 'Reset your staff password'
const LIMIT_MESSAGE = 'Too many password reset requests. Please wait an hour and try again, or ask an administrator.'

let addressSeq = 0
/** A client address of its own (the server trusts the test's X-Forwarded-For, as behind a proxy). */
function freshAddress() {
  addressSeq += 1
  return `198.51.${100 + (process.pid % 50)}.${addressSeq}`
}

async function accountWithEmail(label: string) {
  const payload = await testPayload()
  const username = `${label}-${Date.now()}`
  const email = `${username}@bloomhope.test`
  const password = strongPassword()
  await payload.create({ collection: 'users', data: { username, email, password, role: 'editor' }, overrideAccess: true })
  return { username, email, password }
}

function forgot(username: string, address = freshAddress(), headers: Record<string, string> = {}) {
  return call<{ message?: string; errors?: { message: string }[] }>(FORGOT, {
    body: { username },
    headers: { 'x-forwarded-for': address, ...headers },
  })
}

describe('forgot password', () => {
  it('mails a one-hour reset link to the account, in HTML and plain text, and the link sets a new password', async () => {
    const account = await accountWithEmail('reset')
    const asked = await forgot(account.username)
    expect(asked.status).toBe(200)

    const [mail] = await waitForMail({ to: account.email, subject: SUBJECT })
    const link = new RegExp(`${BASE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/admin/reset/([0-9a-f]{40})`)
    const token = mail.text.match(link)?.[1]
    expect(token, mail.text).toBeTruthy()
    expect(mail.html).toContain(`/admin/reset/${token}`)
    expect(mail.text).toContain(account.username)
    expect(mail.text).toMatch(/within one hour/)

    const newPassword = strongPassword()
    const reset = await call(RESET, { body: { token, password: newPassword } })
    expect(reset.status).toBe(200)
    expect(JSON.stringify(reset.body)).not.toMatch(/"token"/)
    expect((await call('/api/login', { body: { username: account.username, password: account.password } })).status).toBe(401)
    expect((await call('/api/login', { body: { username: account.username, password: newPassword } })).status).toBe(200)
    // A used link does not work twice.
    expect((await call(RESET, { body: { token, password: strongPassword() } })).status).toBeGreaterThanOrEqual(400)
  })

  it('builds the link from the site address, not from a forged Host header', async () => {
    const account = await accountWithEmail('host')
    const asked = await forgot(account.username, freshAddress(), { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })
    expect(asked.status).toBe(200)
    const [mail] = await waitForMail({ to: account.email, subject: SUBJECT })
    expect(mail.text).toContain(`${BASE_URL}/admin/reset/`)
    expect(mail.text + mail.html).not.toContain('evil.example')
  })

  it('answers an unknown account exactly like a known one, and mails nobody', async () => {
    const account = await accountWithEmail('known')
    const known = await forgot(account.username)
    const unknown = await forgot(`nobody-${Date.now()}`)
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
  })

  it('gives the first account its ADMIN_EMAIL', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, overrideAccess: true })
    expect(docs[0]?.email).toBe('admin@bloomhope.test')
  })
})

describe('forgot password limits', () => {
  it('refuses a fourth request for one account within the hour, from any address', async () => {
    const account = await accountWithEmail('per-account')
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await forgot(account.username))
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200])
    expect(answers[3].status).toBe(429)
    expect(answers[3].body.errors?.[0]?.message).toBe(LIMIT_MESSAGE)
    // An unknown name is limited the same way, so a refusal does not tell that an account exists.
    const ghost = `ghost-${Date.now()}`
    const ghostAnswers = []
    for (let i = 0; i < 4; i++) ghostAnswers.push((await forgot(ghost)).status)
    expect(ghostAnswers).toEqual([200, 200, 200, 429])
  })

  it('refuses a sixth request from one address within the hour, whatever the account', async () => {
    const address = freshAddress()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await forgot(`spray-${i}-${Date.now()}`, address)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    // Another address is not affected.
    expect((await forgot(`spray-other-${Date.now()}`)).status).toBe(200)
  })
})
