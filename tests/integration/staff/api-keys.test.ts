import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, uniqueEmail } from '../../support/api'
import { parseCsv } from '../../support/csv'
import { testPayload } from '../../support/payload'
import { staffAccount, type StaffAccount } from '../../support/staff'
import { intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Staff API keys for scripts (issue 27): an admin issues a named key to an account; a script
 * sends it as `Authorization: users API-Key …` with no browser headers and acts with the
 * account's role; each use is in the audit log; a revoked key is refused; only admins set keys
 * and nobody reads one back.
 */
let admin = ''
let treasurer: StaffAccount
let editor: StaffAccount
let donorEmail = ''

const keyHeader = (key: string) => ({ authorization: `users API-Key ${key}` })

/** An admin gives `account` a key (Payload's REST, as the admin panel does); the key is returned. */
async function issueKey(account: StaffAccount, name: string) {
  const key = randomUUID()
  const answer = await call(`/api/cms/users/${account.id}`, { method: 'PATCH', cookie: admin, body: { enableAPIKey: true, apiKey: key, apiKeyName: name } })
  expect(answer.status).toBe(200)
  expect(JSON.stringify(answer.body), 'the key is never sent back').not.toContain(key)
  return key
}

async function auditRows(action: string, userId: number) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ action: { equals: action } }, { userId: { equals: userId } }] },
    sort: '-createdAt',
    limit: 100,
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  admin = await signIn()
  treasurer = await staffAccount('treasurer', 'apikey')
  editor = await staffAccount('editor', 'apikey')
  donorEmail = uniqueEmail('apikey')
  const intent = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { amount: '32.00', donationType: 'one_time', firstName: 'Noa', lastName: 'Price', email: donorEmail },
  })
  expect(intent.status).toBe(200)
  expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(intent.body.clientSecret)))).status).toBe(200)
}, 60_000)

describe('a staff API key', () => {
  it('lets a treasurer’s script export the donations CSV, without browser headers, and audits each use', async () => {
    const key = await issueKey(treasurer, 'Treasurer export script')
    const usesBefore = (await auditRows('api-key-use', treasurer.id)).length

    const response = await fetch(`${process.env.APP_URL}/api/donations?format=csv`, { headers: keyHeader(key) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"/)
    const csv = await response.text()
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(parseCsv(csv)[0].join(',')).toBe(
      'id,createdAt,donorName,email,phone,amount,type,isRecurring,organizationName,city,state,stripePaymentIntentId,stripeSubscriptionId,comments,frequency,status,refundedAmount,source,address,zipCode,method,checkNumber,matchingEmployer,matchingStatus',
    )
    const line = lines.find((l) => l.includes(donorEmail))
    expect(line, 'the gift is in the file').toBeDefined()
    expect(line).toContain(',32.00,')

    const uses = await auditRows('api-key-use', treasurer.id)
    expect(uses.length).toBe(usesBefore + 1)
    expect(uses[0]).toMatchObject({ username: treasurer.username, detail: 'Treasurer export script · GET /api/donations' })
    const [exported] = await auditRows('export', treasurer.id)
    expect(exported).toMatchObject({ targetCollection: 'donations', detail: 'donations' })
    expect(exported.count).toBe(lines.filter((l) => l !== '').length - 1)
  })

  it('carries the account’s role: an editor’s key gets 403', async () => {
    const key = await issueKey(editor, 'Editor script')
    const answer = await call('/api/donations?format=csv', { headers: keyHeader(key) })
    expect(answer.status).toBe(403)
    expect((answer.body as { message: string }).message).toBe('Your role (editor) does not give access to donor data.')
  })

  it('is refused (401) once an admin revokes it, and the revocation is audited', async () => {
    const account = await staffAccount('treasurer', 'revoked')
    const key = await issueKey(account, 'Old laptop')
    expect((await call('/api/donations', { headers: keyHeader(key) })).status).toBe(200)
    const revoked = await call(`/api/cms/users/${account.id}`, { method: 'PATCH', cookie: admin, body: { enableAPIKey: false } })
    expect(revoked.status).toBe(200)
    expect((await call('/api/donations?format=csv', { headers: keyHeader(key) })).status).toBe(401)
    const payload = await testPayload()
    const changes = async (action: string) =>
      (await payload.find({ collection: 'audit-log', where: { and: [{ action: { equals: action } }, { recordId: { equals: String(account.id) } }] }, overrideAccess: true })).docs
    expect(await changes('api-key-issue')).toMatchObject([{ username: 'admin', detail: 'Old laptop' }])
    expect(await changes('api-key-revoke')).toMatchObject([{ username: 'admin', detail: 'Old laptop' }])
  })

  it('still refuses a session cookie that comes without a browser’s headers', async () => {
    const bare = await call('/api/donations', { headers: { cookie: treasurer.cookie } })
    expect(bare.status).toBe(401)
    const browser = await call('/api/donations', { cookie: treasurer.cookie })
    expect(browser.status).toBe(200)
  })

  it('can be set only by an admin, and is read back by no one', async () => {
    const key = randomUUID()
    const own = await call(`/api/cms/users/${editor.id}`, { method: 'PATCH', cookie: editor.cookie, body: { enableAPIKey: true, apiKey: key, apiKeyName: 'Mine' } })
    expect(own.status).toBe(200)
    expect((await call('/api/user', { headers: keyHeader(key) })).status).toBe(401)

    for (const reader of [admin, editor.cookie]) {
      const read = await call(`/api/cms/users/${editor.id}`, { cookie: reader })
      expect(read.status).toBe(200)
      expect(read.body).not.toHaveProperty('apiKey')
      expect(read.body).not.toHaveProperty('apiKeyIndex')
    }
    const byEditor = await call<Record<string, unknown>>(`/api/cms/users/${editor.id}`, { cookie: editor.cookie })
    expect(byEditor.body).not.toHaveProperty('apiKeyName')
    const byAdmin = await call<Record<string, unknown>>(`/api/cms/users/${editor.id}`, { cookie: admin })
    expect(byAdmin.body.apiKeyName).toBe('Editor script')
  })
})
