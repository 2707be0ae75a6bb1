import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Encrypts the answers of intake requests written before issue 22, then drops their plaintext
 * columns and enum types, in the migration's transaction: either every row is sealed and the
 * clear text gone, or nothing changed. Needs INTAKE_ENCRYPTION_KEY when such rows exist.
 * Also adds the "Staying safe online" page to a site seeded before it existed (the seed runs only
 * on a new database); a page staff already made at that address is left alone.
 */
const COLUMNS: [column: string, field: string, group?: string][] = [
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['preferred_contact', 'preferredContact'],
  ['clothing_sizes_top_size', 'topSize', 'clothingSizes'],
  ['clothing_sizes_bottom_size', 'bottomSize', 'clothingSizes'],
  ['clothing_sizes_shoe_size', 'shoeSize', 'clothingSizes'],
  ['clothing_sizes_undergarments', 'undergarments', 'clothingSizes'],
  ['specific_needs', 'specificNeeds'],
  ['appointment_preference', 'appointmentPreference'],
  ['current_situation', 'currentSituation'],
  ['referral_source', 'referralSource'],
  ['additional_info', 'additionalInfo'],
  ['notes', 'notes'],
]
const ENUMS = ['enum_intake_requests_preferred_contact', 'enum_intake_requests_clothing_sizes_top_size', 'enum_intake_requests_appointment_preference']

type Row = Record<string, unknown>

/*
 * Frozen copies, as they were when this migration was written, so that what it does never
 * changes with the app: the intake encryption (AES-256-GCM, iv ‖ tag ‖ ciphertext in base64, the
 * key id bound as additional data) and the "Staying safe online" page.
 */
type Key = { id: string; key: Buffer }

function parseKey(text: string): Key {
  const key = Buffer.from(text.trim(), 'base64')
  if (key.length !== 32) throw new Error('INTAKE_ENCRYPTION_KEY must be 32 random bytes in base64.')
  return { id: createHash('sha256').update('intake-key-id:').update(key).digest('hex').slice(0, 12), key }
}

function keyring() {
  if (!process.env.INTAKE_ENCRYPTION_KEY) throw new Error('INTAKE_ENCRYPTION_KEY is not set: intake answers cannot be encrypted.')
  const current = parseKey(process.env.INTAKE_ENCRYPTION_KEY)
  const all = new Map([[current.id, current]])
  for (const text of (process.env.INTAKE_ENCRYPTION_OLD_KEYS ?? '').split(',')) {
    if (!text.trim()) continue
    const key = parseKey(text)
    if (!all.has(key.id)) all.set(key.id, key)
  }
  return { current, all }
}

const aad = (keyId: string) => Buffer.from(`intake-requests:v1:${keyId}`, 'utf8')

function encryptAnswers(value: unknown) {
  const { id, key } = keyring().current
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 })
  cipher.setAAD(aad(id))
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return { keyId: id, ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') }
}

function decryptAnswers<T>(stored: { keyId: string; ciphertext: string }): T {
  const key = keyring().all.get(stored.keyId)
  if (!key) throw new Error('No key for this record')
  const raw = Buffer.from(stored.ciphertext, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, 12), { authTagLength: 16 })
  decipher.setAAD(aad(key.id))
  decipher.setAuthTag(raw.subarray(12, 28))
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T
}

const btn = (label: string, href: string, style = 'primary', newTab = false) => ({ label, href, style, newTab })
const items = (...texts: string[]) => texts.map((text) => ({ text }))
const card = (title: string, text: string, extra: Record<string, unknown> = {}) => ({ title, text, ...extra })
const hero = (data: Record<string, unknown>) => ({ blockType: 'hero', ...data })
const section = (data: Record<string, unknown>) => ({ blockType: 'section', ...data })

const safetyPage = {
  path: '/staying-safe-online',
  title: 'Staying Safe Online',
  description: 'How the Exit this page button works, how to browse more privately, where to call or text for help, and our privacy policy.',
  sections: [
    hero({
      heading: 'Staying Safe Online',
      body: 'If someone may check your phone or computer, these steps can help you visit this site more safely. You know your situation best: do what feels safe for you.',
    }),
    section({
      heading: 'The Exit this page button',
      body: 'The red Exit this page button is at the top of every page. Press it, or press the Shift key three times, and the page is covered at once and a neutral website (a weather search) opens in its place. It also clears what this site saved in your browser, such as your shopping cart.\n\nWhat it does not do: it does not erase your browser history, so the pages you visited can still be found under History. It does not close other tabs or windows of this site, and it cannot hide anything from spying apps installed on the device.',
    }),
    section({
      heading: 'Browse more privately',
      tone: 'soft',
      list: items(
        'Use a private window (called Incognito in Chrome, InPrivate in Edge, Private in Safari and Firefox). It keeps no history once you close it.',
        'If you cannot use a private window, delete this site from your browser history afterwards, rather than clearing all of it, which can itself look unusual.',
        'Do not let the browser save passwords or form answers for this site.',
        'Think about who else can see your e-mail and text messages before you choose how we should contact you.',
      ),
    }),
    section({
      heading: 'Safer devices',
      list: items(
        'If you think your phone or computer is being watched, a computer at a public library, a trusted friend’s phone or a work device may be safer.',
        'Check which apps can see your location and turn off location sharing you did not set up.',
        'Change important passwords from a device you trust, and turn on two-step sign-in.',
        'Look for apps you do not recognise, and for your e-mail or photo accounts signed in on devices that are not yours.',
      ),
    }),
    section({
      heading: 'Call or text for help',
      tone: 'soft',
      body: 'If you are in danger, call 911.\n\nThese lines are free, confidential and open 24 hours a day, 7 days a week:',
      cards: [
        card('National Domestic Violence Hotline', 'Call 1-800-799-7233 to talk with an advocate.', {
          linkLabel: 'Call 1-800-799-7233',
          linkHref: 'tel:18007997233',
        }),
        card('Crisis Text Line', 'Text HOME to 741741 to reach a trained crisis counselor.', {
          linkLabel: 'Text HOME to 741741',
          linkHref: 'sms:741741?body=HOME',
        }),
      ],
    }),
    section({
      heading: 'Our privacy policy',
      anchor: 'privacy',
      body: 'We collect only what we need to help you, and only our signed-in staff can read it. We never sell or share it. When something arrives, staff are told by e-mail only that it arrived, never what it says. This site shows no advertising and loads no tracking scripts; only the payment steps load Stripe, which takes card payments so that we never see your card number.',
      list: items(
        'Boutique visit request: your name, e-mail, phone, how to contact you, clothing sizes, what you need, a preferred time, how you heard of us, anything else you tell us, and your consent. Your answers are stored encrypted and are deleted automatically once your request has been closed for the retention period our staff set (180 days unless this page says otherwise).',
        'Contact form: your name, e-mail, subject and message, kept so we can reply.',
        'Drive hosting form: your contact details and your drive plans, kept while we organise the drive.',
        'Feedback: your answers, and your e-mail only if you give it.',
        'Newsletter: your e-mail address, until you unsubscribe.',
        'Donations and orders: your name, e-mail and what you gave or bought, kept for our accounts and receipts.',
      ),
    }),
    section({
      heading: 'Asking us to delete your information',
      body: 'Write to {contactEmail} and ask us to delete what you sent, ideally from the same e-mail address. We will delete it and confirm when it is done. If writing from your own e-mail is not safe, call us or ask a trusted advocate to contact us for you.',
      buttons: [btn('Email {contactEmail}', 'mailto:{contactEmail}')],
    }),
  ],
}


export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await encryptExistingAnswers(db)
  const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: safetyPage.path } }, req })
  if (totalDocs === 0) await payload.create({ collection: 'pages', data: safetyPage as never, req })
}

async function encryptExistingAnswers(db: MigrateUpArgs['db']) {
  const present = await db.execute(sql`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'intake_requests' AND column_name = 'first_name'`)
  if (present.rows.length === 0) return
  const { rows } = await db.execute(sql`SELECT * FROM "intake_requests" WHERE "answers_ciphertext" IS NULL ORDER BY "id"`)
  for (const row of rows as Row[]) {
    const answers: Row = {}
    for (const [column, field, group] of COLUMNS) {
      const value = row[column]
      if (value === null || value === undefined) continue
      if (group) answers[group] = { ...((answers[group] as Row | undefined) ?? {}), [field]: value }
      else answers[field] = value
    }
    const { keyId, ciphertext } = encryptAnswers(answers)
    await db.execute(
      sql`UPDATE "intake_requests" SET "answers_ciphertext" = ${ciphertext}, "encryption_key_id" = ${keyId} WHERE "id" = ${row.id as number}`,
    )
  }
  for (const [column] of COLUMNS) {
    await db.execute(sql.raw(`ALTER TABLE "intake_requests" DROP COLUMN IF EXISTS "${column}"`))
  }
  for (const type of ENUMS) await db.execute(sql.raw(`DROP TYPE IF EXISTS "public"."${type}"`))
}

/** Brings the plaintext columns back and fills them from the ciphertext (needs the key). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_intake_requests_preferred_contact" AS ENUM('email', 'phone', 'text');
  CREATE TYPE "public"."enum_intake_requests_clothing_sizes_top_size" AS ENUM('XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL');
  CREATE TYPE "public"."enum_intake_requests_appointment_preference" AS ENUM('weekday-morning', 'weekday-afternoon', 'weekday-evening', 'weekend', 'flexible');
  ALTER TABLE "intake_requests"
    ADD COLUMN "first_name" varchar, ADD COLUMN "last_name" varchar, ADD COLUMN "email" varchar,
    ADD COLUMN "phone" varchar, ADD COLUMN "preferred_contact" "enum_intake_requests_preferred_contact",
    ADD COLUMN "clothing_sizes_top_size" "enum_intake_requests_clothing_sizes_top_size",
    ADD COLUMN "clothing_sizes_bottom_size" varchar, ADD COLUMN "clothing_sizes_shoe_size" varchar,
    ADD COLUMN "clothing_sizes_undergarments" varchar, ADD COLUMN "specific_needs" varchar,
    ADD COLUMN "appointment_preference" "enum_intake_requests_appointment_preference",
    ADD COLUMN "current_situation" varchar, ADD COLUMN "referral_source" varchar,
    ADD COLUMN "additional_info" varchar, ADD COLUMN "notes" varchar;`)
  const { rows } = await db.execute(sql`SELECT "id", "answers_ciphertext", "encryption_key_id" FROM "intake_requests"`)
  for (const row of rows as Row[]) {
    const answers = decryptAnswers<Row>({ keyId: row.encryption_key_id as string, ciphertext: row.answers_ciphertext as string })
    const sizes = (answers.clothingSizes as Row | undefined) ?? {}
    const values = COLUMNS.map(([column, field, group]) => [column, group ? sizes[field] : answers[field]] as const)
    for (const [column, value] of values) {
      if (value === undefined || value === null) continue
      await db.execute(sql`UPDATE "intake_requests" SET ${sql.raw(`"${column}"`)} = ${String(value)} WHERE "id" = ${row.id as number}`)
    }
  }
  await db.execute(sql`
  UPDATE "intake_requests" SET "first_name" = '' WHERE "first_name" IS NULL;
  UPDATE "intake_requests" SET "email" = '' WHERE "email" IS NULL;
  ALTER TABLE "intake_requests" ALTER COLUMN "first_name" SET NOT NULL, ALTER COLUMN "email" SET NOT NULL;`)
}
