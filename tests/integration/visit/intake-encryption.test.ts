import { spawn, spawnSync } from 'node:child_process'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { UNREADABLE_ANSWERS } from '@/collections/IntakeRequests/answers'
import { buildKeyring, encryptAnswers, keyringFromEnv } from '@/lib/intake-crypto'

import { call, signIn, uniqueEmail } from '../../support/api'
import { uniqueAddress, validContact, validIntake } from '../../support/forms'
import { intakeRequestsByEmail, testPayload } from '../../support/payload'

// Recognisable personal values: the log check of the whole suite looks for markers like these.
const marker = `SecretMarker${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
const control = `PlainControl${Date.now().toString(36)}`
const address = uniqueAddress()
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => pool.end())

type StaffView = { firstName?: string | null; email?: string | null; specificNeeds?: string | null; answersStatus?: string | null; notes?: string | null }

/**
 * The database as a backup would hold it: pg_dump's plain SQL. Falls back to every row of every
 * table as text only when no pg_dump matching the server is installed (an embedded database of
 * a newer major version); either way the control value proves the dump saw the data.
 */
function dumpDatabase() {
  const url = new URL(process.env.DATABASE_URL!)
  const result = spawnSync(
    process.env.PG_DUMP || 'pg_dump',
    ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username), '--no-owner', url.pathname.slice(1)],
    { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  )
  if (result.status === 0) return Promise.resolve(result.stdout)
  return rowsAsText()
}

async function rowsAsText() {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  )
  const parts: string[] = []
  for (const { name } of tables) {
    const { rows } = await pool.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`)
    parts.push(...rows.map((r) => r.row))
  }
  return parts.join('\n')
}

async function submitIntake(overrides: Record<string, unknown> = {}) {
  const body = validIntake({
    firstName: `Maya${marker}`,
    email: uniqueEmail(`m${marker.toLowerCase()}`),
    phone: '931-555-0142',
    specificNeeds: `Needs ${marker}`,
    additionalInfo: `Leaving ${marker}`,
    ...overrides,
  })
  const answer = await call('/api/intake', { body, headers: { 'x-forwarded-for': address } })
  expect(answer.status).toBe(201)
  const [stored] = await intakeRequestsByEmail(String(body.email))
  expect(stored).toBeDefined()
  return { body, id: stored!.id }
}

async function staffRead(cookie: string, id: number | string) {
  return call<StaffView>(`/api/cms/intake-requests/${id}`, { cookie })
}

describe('intake answers encrypted at rest', () => {
  let cookie = ''

  it('keeps no answer in clear in a database dump, and staff still read them', async () => {
    cookie = await signIn()
    const { body, id } = await submitIntake()
    const viaContact = await call('/api/contact', {
      body: validContact({ subject: 'boutique-intake', firstName: `Lee${marker}`, message: `Phone: 555\nNeeds: ${marker}` }),
      headers: { 'x-forwarded-for': address },
    })
    expect(viaContact.status).toBe(201)
    // A contact message is not intake: it stays plain, so finding it proves the dump holds rows.
    const plain = await call('/api/contact', { body: validContact({ message: `Volunteering ${control}` }), headers: { 'x-forwarded-for': address } })
    expect(plain.status).toBe(201)

    const dump = await dumpDatabase()
    expect(dump).toContain(control)
    expect(dump).not.toContain(marker)
    expect(dump).not.toContain(String(body.email))

    const read = await staffRead(cookie, id)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ firstName: body.firstName, email: body.email, specificNeeds: body.specificNeeds })
    expect(JSON.stringify(read.body)).not.toMatch(/answersCiphertext/)
  })

  it('still lists and filters by status and date for staff, with the answers opened', async () => {
    const { body, id } = await submitIntake()
    const since = new Date(Date.now() - 60_000).toISOString()
    const list = await call<{ docs: (StaffView & { id: number })[] }>(
      `/api/cms/intake-requests?where[status][equals]=new&where[createdAt][greater_than]=${encodeURIComponent(since)}&sort=-createdAt&limit=100`,
      { cookie },
    )
    expect(list.status).toBe(200)
    expect(list.body.docs.find((doc) => doc.id === id)?.email).toBe(body.email)
  })

  it('opens nothing for a reader who is not allowed to read intake', async () => {
    const { id } = await submitIntake()
    const payload = await testPayload()
    const doc = await payload.findByID({ collection: 'intake-requests', id, depth: 0 })
    expect(doc.status).toBe('new')
    expect(doc.firstName ?? null).toBeNull()
    expect(JSON.stringify(doc)).not.toContain(marker)
  })

  it('reads records under the old key, and after `rotate-intake-key` every record is under the current key', async () => {
    const keyring = keyringFromEnv()
    const oldKeys = (process.env.INTAKE_ENCRYPTION_OLD_KEYS ?? '').split(',').filter(Boolean)
    expect(oldKeys.length).toBeGreaterThan(0)
    const before = await submitIntake({ specificNeeds: `Before rotation ${marker}` })
    // As it was stored before the key changed: sealed under the previous key.
    const old = encryptAnswers(
      { firstName: `Old${marker}`, email: before.body.email, specificNeeds: `Before rotation ${marker}` },
      buildKeyring(oldKeys[0]!),
    )
    expect(old.keyId).not.toBe(keyring.current.id)
    await pool.query('UPDATE intake_requests SET answers_ciphertext = $1, encryption_key_id = $2 WHERE id = $3', [old.ciphertext, old.keyId, before.id])
    expect((await staffRead(cookie, before.id)).body.firstName).toBe(`Old${marker}`)
    const after = await submitIntake({ specificNeeds: `After rotation ${marker}` })

    const rotation = spawn(process.execPath, ['--import', 'tsx', 'scripts/rotate-intake-key.ts'], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    rotation.stdout.on('data', (chunk) => (output += chunk))
    rotation.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise<number | null>((resolve) => rotation.on('exit', resolve))
    expect(code, output).toBe(0)
    expect(output).toMatch(/[1-9]\d* request\(s\) re-encrypted/)

    const { rows } = await pool.query<{ id: number; encryption_key_id: string }>(
      'SELECT id, encryption_key_id FROM intake_requests WHERE id = ANY($1::int[])',
      [[before.id, after.id]],
    )
    expect(rows.map((row) => row.encryption_key_id)).toEqual([keyring.current.id, keyring.current.id])
    expect((await staffRead(cookie, before.id)).body).toMatchObject({ firstName: `Old${marker}`, specificNeeds: `Before rotation ${marker}` })
    expect((await staffRead(cookie, after.id)).body).toMatchObject({ firstName: after.body.firstName, specificNeeds: `After rotation ${marker}` })
  })

  it('refuses a tampered ciphertext: staff see that it cannot be decrypted, never its contents, and no error', async () => {
    const { id } = await submitIntake()
    const { rows } = await pool.query<{ answers_ciphertext: string }>('SELECT answers_ciphertext FROM intake_requests WHERE id = $1', [id])
    const raw = Buffer.from(rows[0]!.answers_ciphertext, 'base64')
    raw[raw.length - 3] = raw[raw.length - 3]! ^ 0x01
    await pool.query('UPDATE intake_requests SET answers_ciphertext = $1 WHERE id = $2', [raw.toString('base64'), id])

    const read = await staffRead(cookie, id)
    expect(read.status).toBe(200)
    expect(read.body.answersStatus).toBe(UNREADABLE_ANSWERS)
    expect(read.body.firstName ?? null).toBeNull()
    expect(JSON.stringify(read.body)).not.toContain(marker)
    const list = await call<{ docs: { id: number }[] }>('/api/cms/intake-requests?limit=100&sort=-createdAt', { cookie })
    expect(list.status).toBe(200)
    const admin = await call(`/admin/collections/intake-requests/${id}`, { cookie })
    expect(admin.status).toBe(200)
    expect(String(admin.body)).not.toContain(marker)

    // A status change on such a record keeps its stored ciphertext rather than emptying it.
    const changed = await call(`/api/cms/intake-requests/${id}`, { method: 'PATCH', cookie, body: { status: 'contacted', firstName: '' } })
    expect(changed.status).toBe(200)
    const after = await pool.query<{ answers_ciphertext: string; status: string }>('SELECT answers_ciphertext, status FROM intake_requests WHERE id = $1', [id])
    expect(after.rows[0]).toEqual({ answers_ciphertext: raw.toString('base64'), status: 'contacted' })
  })
})
