import type { Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'
import type { AuditLog } from '@/payload-types'
import { purgeAuditLog } from '@/server/audit'

import { call, uniqueEmail } from '../../support/api'
import { validIntake } from '../../support/forms'
import { testPayload } from '../../support/payload'
import { type StaffAccount, staffAccount, staffOfEveryRole, strongPassword } from '../../support/staff'

let staff: Record<Role, StaffAccount>

beforeAll(async () => {
  staff = await staffOfEveryRole('audit')
})

/** The audit rows written by one account (each test uses its own accounts, so counts are exact). */
async function rowsOf(userId: number, action?: string): Promise<AuditLog[]> {
  const payload = await testPayload()
  const where: Where = action ? { and: [{ userId: { equals: userId } }, { action: { equals: action } }] } : { userId: { equals: userId } }
  return (await payload.find({ collection: 'audit-log', where, depth: 0, pagination: false, sort: 'createdAt' })).docs
}

function expectNoPersonalData(row: AuditLog, ...secrets: string[]) {
  const text = JSON.stringify(row)
  for (const secret of secrets) expect(text).not.toContain(secret)
}

describe('the audit log records', () => {
  it('one row when an intake request is opened, with its id and no answer of it', async () => {
    const payload = await testPayload()
    const marker = `Audit${Date.now().toString(36)}`
    const email = uniqueEmail('audited-intake')
    const request = await payload.create({
      collection: 'intake-requests',
      overrideAccess: true,
      data: validIntake({ firstName: `Maya${marker}`, email, specificNeeds: `Needs ${marker}` }) as never,
    })
    const reader = await staffAccount('intake', 'viewer')
    const answer = await call<{ firstName: string }>(`/api/cms/intake-requests/${request.id}?depth=0`, { cookie: reader.cookie })
    expect(answer.status).toBe(200)
    expect(answer.body.firstName).toBe(`Maya${marker}`)

    const rows = await rowsOf(reader.id, 'intake-view')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ username: reader.username, targetCollection: 'intake-requests', recordId: String(request.id) })
    expectNoPersonalData(rows[0]!, marker, email, 'Needs')
  })

  it('one row per list read of intake requests (contract API), with a count only', async () => {
    const payload = await testPayload()
    await payload.create({ collection: 'intake-requests', overrideAccess: true, data: validIntake() as never })
    const reader = await staffAccount('intake', 'lister')
    expect((await call('/api/intake', { cookie: reader.cookie })).status).toBe(200)
    const rows = await rowsOf(reader.id, 'intake-list')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.count).toBeGreaterThan(0)
    expect(rows[0]!.recordId ?? null).toBeNull()
  })

  it('one row for a consolidation run, with counts only', async () => {
    const treasurer = await staffAccount('treasurer', 'consolidator')
    const answer = await call('/api/donor-contacts/consolidate', { method: 'POST', cookie: treasurer.cookie })
    expect(answer.status).toBe(200)
    const rows = await rowsOf(treasurer.id, 'consolidation')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.detail).toMatch(/^created \d+, updated \d+, merged \d+$/)
    expect(JSON.stringify(rows[0])).not.toContain('@')
  })

  it('one row for a role change, naming both roles and the account by id', async () => {
    const target = await staffAccount('editor', 'promoted')
    const admin = await staffAccount('admin', 'promoter')
    const answer = await call(`/api/cms/users/${target.id}`, { method: 'PATCH', body: { role: 'treasurer' }, cookie: admin.cookie })
    expect(answer.status).toBe(200)
    const rows = await rowsOf(admin.id, 'role-change')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ username: admin.username, targetCollection: 'users', recordId: String(target.id), detail: 'editor → treasurer' })
    // Saving the account again without changing the role adds nothing.
    await call(`/api/cms/users/${target.id}`, { method: 'PATCH', body: { name: 'Renamed' }, cookie: admin.cookie })
    expect(await rowsOf(admin.id, 'role-change')).toHaveLength(1)
  })

  it('every export, refused for roles without donor data', async () => {
    const treasurer = await staffAccount('treasurer', 'exporter')
    const answer = await call('/api/exports', { body: { list: 'donor-contacts', rows: 42 }, cookie: treasurer.cookie })
    expect(answer.status).toBe(201)
    const rows = await rowsOf(treasurer.id, 'export')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ targetCollection: 'donor-contacts', count: 42 })
    expect((await call('/api/exports', { body: { list: 'donations', rows: 1 }, cookie: staff.editor.cookie })).status).toBe(403)
    expect(await rowsOf(staff.editor.id, 'export')).toHaveLength(0)
    expect((await call('/api/exports', { body: { list: 'everything', rows: 1 }, cookie: treasurer.cookie })).status).toBe(400)
  })

  it('sign-ins through both doors, refused sign-ins and the lockout', async () => {
    const payload = await testPayload()
    const username = `audited-${Date.now().toString(36)}`
    const password = strongPassword()
    const user = await payload.create({ collection: 'users', overrideAccess: true, data: { username, password, role: 'editor' } })

    expect((await call('/api/login', { body: { username, password } })).status).toBe(200)
    expect((await call('/api/cms/users/login', { body: { username, password } })).status).toBe(200)
    expect(await rowsOf(user.id, 'sign-in')).toHaveLength(2)

    const wrong = 'Tp-wrong-password-typed-here'
    expect((await call('/api/cms/users/login', { body: { username, password: wrong } })).status).toBe(401)
    for (let attempt = 0; attempt < 4; attempt++) await call('/api/login', { body: { username, password: wrong } })
    expect((await call('/api/login', { body: { username, password } })).status).toBe(429)

    const failed = await rowsOf(user.id, 'sign-in-failed')
    const locked = await rowsOf(user.id, 'lockout')
    expect(failed.length).toBe(4)
    expect(locked.length).toBeGreaterThanOrEqual(1)
    for (const row of [...failed, ...locked]) {
      expect(row.username).toBe(username)
      expectNoPersonalData(row, wrong, password)
    }
  })

  it('a refused sign-in with an unknown username without storing what was typed', async () => {
    const typed = `nobody-${Date.now().toString(36)}`
    expect((await call('/api/login', { body: { username: typed, password: 'Tp-whatever-password-1' } })).status).toBe(401)
    const payload = await testPayload()
    const found = await payload.find({ collection: 'audit-log', where: { username: { equals: typed } }, depth: 0 })
    expect(found.totalDocs).toBe(0)
  })
})

describe('the audit log itself', () => {
  it('is readable by admins only', async () => {
    expect((await call('/api/cms/audit-log', { cookie: staff.admin.cookie })).status).toBe(200)
    for (const role of ['treasurer', 'intake', 'editor'] as const) {
      const answer = await call<{ docs?: unknown }>('/api/cms/audit-log', { cookie: staff[role].cookie })
      expect(answer.status, role).toBe(403)
      expect(answer.body.docs).toBeUndefined()
    }
    expect((await call('/api/cms/audit-log')).status).toBe(403)
  })

  it('is append-only through REST, even for an admin', async () => {
    const rows = await rowsOf(staff.admin.id)
    const id = rows[0]!.id
    const { cookie } = staff.admin
    expect((await call('/api/cms/audit-log', { body: { action: 'sign-in', username: 'forged' }, cookie })).status).toBe(403)
    expect((await call(`/api/cms/audit-log/${id}`, { method: 'PATCH', body: { username: 'forged' }, cookie })).status).toBe(403)
    expect((await call(`/api/cms/audit-log/${id}`, { method: 'DELETE', cookie })).status).toBe(403)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'audit-log', id, depth: 0 })).username).toBe(staff.admin.username)
  })

  it('keeps rows for the retention period in Site settings and purges older ones', async () => {
    const payload = await testPayload()
    const days = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).auditRetentionDays
    const old = await payload.create({
      collection: 'audit-log',
      data: { action: 'sign-in', username: 'old-row', createdAt: new Date(Date.now() - (days + 1) * 86_400_000).toISOString() },
    })
    const recent = await payload.create({
      collection: 'audit-log',
      data: { action: 'sign-in', username: 'recent-row', createdAt: new Date(Date.now() - (days - 1) * 86_400_000).toISOString() },
    })
    const result = await purgeAuditLog(payload)
    expect(result.deleted).toBeGreaterThanOrEqual(1)
    expect((await payload.find({ collection: 'audit-log', where: { id: { equals: old.id } } })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'audit-log', where: { id: { equals: recent.id } } })).totalDocs).toBe(1)
  })
})
