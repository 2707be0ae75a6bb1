import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DUMP_ENTRY, MANIFEST_ENTRY } from '../../../scripts/lib/backup-format'
import { siteServerArgs } from '../../../scripts/lib/site-server.mjs'
import { readEntry, readTarIndex, writeTar } from '../../../scripts/lib/tar'
import { waitFor } from '../../../scripts/lib/wait.mjs'
import { call, signIn, uniqueEmail } from '../../support/api'
import { testPort } from '../../support/cluster'
import { validIntake } from '../../support/forms'
import { waitForMail } from '../../support/mail'
import { intakeRequestsByEmail, testPayload } from '../../support/payload'
import { withClient } from '../../support/postgres'
import { createTestProduct, orderBody, staff } from '../../support/shop'
import { fakeStripeEvents, intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Issue 27: the restore drill. A database with an order, gifts (one refunded), receipts, a sealed
 * intake request and an uploaded image → `npm run backup` → `npm run restore` into a fresh
 * database and a fresh media folder → the same rows and sums, and a production server started on
 * the restored copy gives the same receipt PDF, opens the intake answers with the key and serves
 * the image. Runs against the test run's PostgreSQL (the machine's, version 15 here).
 */
const root = process.cwd()
// `npm run backup` loads tsx from the project; run from another folder, the scripts need its full path.
const tsxLoader = pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href
const work = mkdtempSync(path.join(tmpdir(), 'restore-drill-'))
// The embedded server runs as its own system user when the tests run as root: it must reach this.
chmodSync(work, 0o755)
const LINK = /\/my-giving\/open\?token=([A-Za-z0-9_-]+)/

type Ran = { code: number; stdout: string; stderr: string }

/** Runs an npm script (or a script file under Node with tsx) and collects what it printed. */
function run(command: string, args: string[], env: Record<string, string | undefined>, cwd = root): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}
const npm = (script: string, args: string[], env: Record<string, string | undefined> = {}) => run('npm', ['run', '--silent', script, '--', ...args], env)

function databaseUrl(name: string) {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Every table's row count and the sum of each of its numeric columns (all money is integer
 * cents, so the money sums are among them), as one comparable object.
 */
function figures(url: string) {
  return withClient(url, async (client) => {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('integer', 'bigint', 'smallint', 'numeric')
        ORDER BY 1, 2`,
    )
    const { rows: tables } = await client.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)
    const result: Record<string, string> = {}
    for (const { table_name: table } of tables) {
      const sums = columns.filter((c) => c.table_name === table).map((c) => `COALESCE(sum("${c.column_name}"), 0)::text AS "${c.column_name}"`)
      const { rows } = await client.query(`SELECT count(*)::text AS "rows"${sums.length ? `, ${sums.join(', ')}` : ''} FROM "${table}"`)
      for (const [column, value] of Object.entries(rows[0])) result[`${table}.${column}`] = String(value)
    }
    return result
  })
}

/**
 * A PDF's bytes without the moment it was drawn: pdfkit writes CreationDate and a file /ID made
 * from it. Everything else (every line, every number) must be the same.
 */
function withoutCreationDate(pdf: Buffer) {
  return pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '(D:)')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '/ID')
}

let server: ChildProcess | undefined
const restoredDb = `foundation_restored_${Date.now()}_${process.pid}`
const restoredMedia = path.join(work, 'restored-media')
const backups = path.join(work, 'backups')

const original: {
  receiptNumber?: string
  receiptPdf?: Buffer
  portalCookie?: string
  intakeId?: number
  intake?: unknown
  image?: { filename: string; bytes: Buffer }
  refundedIntent?: string
  figures?: Record<string, string>
  file?: string
} = {}

async function paidGift(amount: string, email: string) {
  const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { amount, donationType: 'one_time', firstName: 'Ruth', lastName: 'Bell', email },
  })
  expect(answer.status).toBe(200)
  const intentId = intentIdOfSecret(answer.body.clientSecret)
  expect((await sendStripeEvent(await succeedPaymentIntent(intentId))).status).toBe(200)
  return intentId
}

beforeAll(async () => {
  const cookie = await staff()
  const payload = await testPayload()

  // An order, paid.
  const product = await createTestProduct({ priceCents: 1850, inventory: 4 })
  const order = await call<{ id: string }>('/api/orders', { body: orderBody(product, 2) })
  expect(order.status).toBe(201)
  const intent = await call<{ clientSecret: string }>('/api/create-payment-intent', { body: { amount: '37.00', orderId: order.body.id } })
  expect(intent.status).toBe(200)
  expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(intent.body.clientSecret)))).status).toBe(200)

  // Two gifts with receipts; the second refunded in full (its receipt voided).
  const donor = uniqueEmail('drill-donor')
  await paidGift('120.00', donor)
  original.refundedIntent = await paidGift('45.00', uniqueEmail('drill-refunded'))
  const [gift] = (await payload.find({ collection: 'donations', where: { stripePaymentIntentId: { equals: original.refundedIntent } }, overrideAccess: true })).docs
  expect((await call(`/api/donations/${gift.id}/refund`, { body: {}, cookie })).status).toBe(202)
  const refunds = (await fakeStripeEvents('charge.refunded')).filter((e) => (e.data.object as { payment_intent: string }).payment_intent === original.refundedIntent)
  expect((await sendStripeEvent(refunds[refunds.length - 1])).status).toBe(200)

  // The donor's receipt PDF, through her portal session (which the restored copy must honour too).
  const mail = await waitForMail({ to: donor, subject: /^Your receipt \d{4}-\d{6} from / })
  original.receiptNumber = /\b\d{4}-\d{6}\b/.exec(mail[0].subject)![0]
  expect((await call('/api/donor-portal/link', { body: { email: donor } })).status).toBe(202)
  const link = await waitForMail({ to: donor, subject: /^Manage your giving/ })
  const opened = await call(`/my-giving/open?token=${LINK.exec(link[link.length - 1].text)![1]}`)
  original.portalCookie = opened.headers.getSetCookie().find((c) => c.startsWith('donor-portal='))!.split(';')[0]
  const pdf = await fetch(`${process.env.APP_URL}/api/donor-portal/receipts/${original.receiptNumber}`, { headers: { cookie: original.portalCookie } })
  expect(pdf.status).toBe(200)
  original.receiptPdf = Buffer.from(await pdf.arrayBuffer())

  // A confidential intake request (sealed with the intake key) and how staff read it.
  const intake = validIntake()
  expect((await call('/api/intake', { body: intake })).status).toBe(201)
  original.intakeId = Number((await intakeRequestsByEmail(intake.email))[0].id)
  const opened2 = await call(`/api/inbox/intake-requests/${original.intakeId}`, { cookie })
  expect(opened2.status).toBe(200)
  original.intake = (opened2.body as { answers: unknown }).answers

  // An uploaded image.
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 90, g: 140, b: 200 } } }).png().toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `drill-${Date.now()}.png`)
  form.append('_payload', JSON.stringify({ alt: 'A blue square for the restore drill' }))
  const upload = await fetch(`${process.env.APP_URL}/api/cms/media`, { method: 'POST', body: form, headers: { cookie, 'sec-fetch-site': 'same-origin' } })
  expect(upload.status).toBe(201)
  const { doc } = (await upload.json()) as { doc: { filename: string } }
  const served = await fetch(`${process.env.APP_URL}/api/cms/media/file/${doc.filename}`)
  expect(served.status).toBe(200)
  original.image = { filename: doc.filename, bytes: Buffer.from(await served.arrayBuffer()) }
}, 180_000)

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await withClient(databaseUrl('postgres'), (client) => client.query(`DROP DATABASE IF EXISTS "${restoredDb}" WITH (FORCE)`)).catch(() => {})
  rmSync(work, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('npm run backup writes one timestamped file; npm run restore refuses a non-empty target and fills an empty one', async () => {
    // The running test server's periodic jobs may write while the backup runs: the figures taken
    // just before and just after must agree, or the backup is taken again.
    for (let attempt = 0; attempt < 3 && !original.file; attempt++) {
      const before = await figures(process.env.DATABASE_URL!)
      const backup = await npm('backup', ['--dir', backups])
      expect(backup.code, backup.stderr).toBe(0)
      const files = readdirSync(backups).filter((f) => f.endsWith('.tar')).sort()
      expect(files[files.length - 1]).toMatch(/^bloom-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar$/)
      expect(backup.stdout).toContain(`wrote`)
      expect(backup.stdout).toMatch(/media file\(s\)/)
      expect(backup.stdout).toContain('The intake key is not in the backup')
      if (JSON.stringify(await figures(process.env.DATABASE_URL!)) === JSON.stringify(before)) {
        original.file = path.join(backups, files[files.length - 1])
        original.figures = before
      }
    }
    expect(original.file, 'the database kept changing during three backups').toBeTruthy()
    const archive = readFileSync(original.file!)
    // The intake key is never in the file, in any form.
    for (const key of [process.env.INTAKE_ENCRYPTION_KEY!, Buffer.from(process.env.INTAKE_ENCRYPTION_KEY!, 'base64').toString('hex')]) {
      expect(archive.includes(Buffer.from(key))).toBe(false)
    }

    await withClient(databaseUrl('postgres'), (client) => client.query(`CREATE DATABASE "${restoredDb}"`))
    const target = { DATABASE_URL: databaseUrl(restoredDb), MEDIA_DIR: restoredMedia }
    const restore = await npm('restore', [original.file!], target)
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stdout).toContain('The configured intake key opens the restored intake requests')
    expect(await figures(databaseUrl(restoredDb))).toEqual(original.figures)
    expect(existsSync(path.join(restoredMedia, original.image!.filename))).toBe(true)
    const refunded = await withClient(databaseUrl(restoredDb), (client) => client.query(`SELECT status FROM donations WHERE stripe_payment_intent_id = $1`, [original.refundedIntent]))
    expect(refunded.rows).toEqual([{ status: 'refunded' }])

    // Again into the now non-empty target: refused, nothing changed.
    await withClient(databaseUrl(restoredDb), (client) => client.query(`UPDATE donations SET amount_cents = amount_cents + 1 WHERE stripe_payment_intent_id = $1`, [original.refundedIntent]))
    const changed = await figures(databaseUrl(restoredDb))
    const refused = await npm('restore', [original.file!], target)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('Nothing was restored')
    expect(refused.stderr).toContain('--force')
    expect(await figures(databaseUrl(restoredDb))).toEqual(changed)
    // Told to (--force), it replaces what is there.
    const forced = await npm('restore', [original.file!, '--force'], target)
    expect(forced.code, forced.stderr).toBe(0)
    expect(await figures(databaseUrl(restoredDb))).toEqual(original.figures)
  }, 300_000)

  it('a server on the restored copy gives the same receipt PDF, opens the intake answers with the key and serves the image', async () => {
    expect(original.file, 'the previous test made the restored copy').toBeTruthy()
    const port = testPort(40)
    const base = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, siteServerArgs({ port, hostname: '127.0.0.1' }), {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SITE_URL: base, DATABASE_URL: databaseUrl(restoredDb), MEDIA_DIR: restoredMedia },
      stdio: 'ignore',
    })
    await waitFor(`${base}/api/health`, 180_000)

    const pdf = await fetch(`${base}/api/donor-portal/receipts/${original.receiptNumber}`, { headers: { cookie: original.portalCookie! } })
    expect(pdf.status).toBe(200)
    const restoredPdf = Buffer.from(await pdf.arrayBuffer())
    expect(withoutCreationDate(restoredPdf)).toBe(withoutCreationDate(original.receiptPdf!))

    const cookie = await signIn('admin', process.env.ADMIN_PASSWORD, base)
    const intake = await call(`${base}/api/inbox/intake-requests/${original.intakeId}`, { cookie })
    expect(intake.status).toBe(200)
    expect((intake.body as { answers: unknown }).answers).toEqual(original.intake)

    const image = await fetch(`${base}/api/cms/media/file/${original.image!.filename}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).equals(original.image!.bytes)).toBe(true)
  }, 300_000)

  it('works for the embedded default too: restore into it, back it up, and that backup restores the same rows', async () => {
    expect(original.file, 'the first test made a backup').toBeTruthy()
    const home = path.join(work, 'embedded-site')
    mkdirSync(home)
    chmodSync(home, 0o755)
    const embedded = { DATABASE_URL: '', MEDIA_DIR: '', EMBEDDED_PG_PORT: String(testPort(41) + 51000) }
    const script = (name: string) => path.join(root, 'scripts', `${name}.ts`)
    const restored = await run(process.execPath, ['--import', tsxLoader, script('restore'), original.file!], embedded, home)
    expect(restored.code, restored.stderr).toBe(0)
    expect(readdirSync(path.join(home, 'media'))).toContain(original.image!.filename)
    const backup = await run(process.execPath, ['--import', tsxLoader, script('backup'), '--dir', path.join(home, 'backups')], embedded, home)
    expect(backup.code, backup.stderr).toBe(0)
    const [again] = readdirSync(path.join(home, 'backups'))

    const second = `${restoredDb}_2`
    await withClient(databaseUrl('postgres'), (client) => client.query(`CREATE DATABASE "${second}"`))
    try {
      const restoredAgain = await npm('restore', [path.join(home, 'backups', again)], { DATABASE_URL: databaseUrl(second), MEDIA_DIR: path.join(work, 'media-2') })
      expect(restoredAgain.code, restoredAgain.stderr).toBe(0)
      expect(await figures(databaseUrl(second))).toEqual(original.figures)
    } finally {
      await withClient(databaseUrl('postgres'), (client) => client.query(`DROP DATABASE IF EXISTS "${second}" WITH (FORCE)`))
    }
  }, 300_000)

  it('npm run backup with a too-old or missing pg_dump fails naming the version needed and writes nothing', async () => {
    const bin = path.join(work, 'old-bin')
    mkdirSync(bin, { recursive: true })
    writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 12.22"\n', { mode: 0o755 })
    const { major } = await withClient(process.env.DATABASE_URL!, async (client) => ({
      major: Math.floor(Number((await client.query(`SELECT current_setting('server_version_num') AS n`)).rows[0].n) / 10000),
    }))
    const out = path.join(work, 'refused')
    const old = await npm('backup', ['--dir', out], { PATH: `${bin}:${process.env.PATH}` })
    expect(old.code).toBe(1)
    expect(old.stderr).toContain(`pg_dump 12.22 is too old: backing up this database (PostgreSQL ${major}.`)
    expect(old.stderr).toContain(`needs pg_dump ${major} or newer`)
    expect(old.stderr).toContain(`apt-get install postgresql-client-${major}`)
    const missing = await npm('backup', ['--dir', out], { PG_BIN_DIR: path.join(work, 'no-such-folder') })
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain(`pg_dump was not found`)
    expect(missing.stderr).toContain(`needs pg_dump ${major} or newer`)
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([])
  }, 120_000)

  it('a backup killed with SIGKILL mid-dump leaves nothing that anyone else can read (issue 42)', async () => {
    const out = path.join(work, 'killed')
    // A permissive umask, as a careless shell would have: the backup must not depend on it.
    const child = spawn('sh', ['-c', `umask 022; exec npm run --silent backup -- --dir '${out}'`], { cwd: root, env: process.env, stdio: 'ignore', detached: true })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const dumping = () =>
      existsSync(out) && readdirSync(out, { recursive: true, encoding: 'utf8' }).some((name) => name.endsWith('database.pgdump'))
    const deadline = Date.now() + 60_000
    while (!dumping()) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the backup never started its dump')
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    process.kill(-child.pid!, 'SIGKILL')
    await exited
    const everything = [out, ...readdirSync(out, { recursive: true, encoding: 'utf8' }).map((name) => path.join(out, name))]
    expect(everything.length).toBeGreaterThan(1)
    for (const entry of everything) expect(statSync(entry).mode & 0o077, `${entry} is the owner's only`).toBe(0)
  }, 120_000)

  it('npm run restore --force of a truncated archive fails and leaves the database exactly as it was (issue 42)', async () => {
    expect(original.file, 'the first test made a backup').toBeTruthy()
    const target = `${restoredDb}_truncated`
    await withClient(databaseUrl('postgres'), (client) => client.query(`CREATE DATABASE "${target}"`))
    try {
      const env = { DATABASE_URL: databaseUrl(target), MEDIA_DIR: path.join(work, 'truncated-media') }
      expect((await npm('restore', [original.file!], env)).code).toBe(0)
      const before = await figures(databaseUrl(target))
      expect(before).toEqual(original.figures)

      // The archive as a full disk or a cut copy leaves it: its dump cut short.
      const entries = await readTarIndex(original.file!)
      const dump = await readEntry(original.file!, entries.find((entry) => entry.name === DUMP_ENTRY)!)
      const cut = path.join(work, 'cut.pgdump')
      writeFileSync(cut, dump.subarray(0, Math.floor(dump.length * 0.7)))
      const truncated = path.join(work, 'truncated.tar')
      await writeTar(truncated, [
        { name: MANIFEST_ENTRY, content: await readEntry(original.file!, entries.find((entry) => entry.name === MANIFEST_ENTRY)!) },
        { name: DUMP_ENTRY, file: cut },
      ])
      const failed = await npm('restore', [truncated, '--force'], env)
      expect(failed.code).toBe(1)
      expect(await figures(databaseUrl(target))).toEqual(before)
    } finally {
      await withClient(databaseUrl('postgres'), (client) => client.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`))
    }
  }, 300_000)
})
