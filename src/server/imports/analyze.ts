import type { Pool } from 'pg'

import {
  type DateOrder,
  type DecimalMark,
  firstNameTokens,
  type ImportField,
  type ImportKind,
  type ImportLabel,
  type ImportMethod,
  type Mapping,
  normaliseEmail,
  parseAmount,
  parseDate,
  parseMethod,
  phoneKey,
  postalKey,
  REQUIRED_FIELDS,
  FIELD_LABELS,
} from '@/domain/imports/fields'

import { LEDGER_METHOD_SQL } from '../ledger/imports'

/**
 * The dry run (issue 44): every data row of a file labelled `create`, `update`, `unchanged`,
 * `ambiguous` or `error`, with its reason, in batches of rows matched with a few set-based
 * queries each. Nothing here writes anything but the import's own rows.
 *
 * A person is matched in this order: the donor id an earlier import of the same source saw; the
 * e-mail (a contact's main address or one merged into it); first and last name with the same ZIP
 * code or phone — where "Micah & Liz" matches a contact whose first name is one of them (the
 * household). Two candidates make the row `ambiguous`: staff pick one or skip it. A gift matches
 * an earlier import of itself by the old tool's gift id, else by (person, date, amount, method),
 * so a file imported twice changes nothing the second time.
 */

export type ImportSettings = {
  id: number
  kind: ImportKind
  source: string
  headers: string[]
  mapping: Mapping
  dateOrder: DateOrder | null
  decimalMark: DecimalMark
  timeZone: string
  today: string
}

/** What a committed row writes, kept on the row from the dry run. */
export type RowData = {
  email: string | null
  firstName: string
  lastName: string
  organization: string | null
  phone: string | null
  address1: string | null
  address2: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  externalId: string | null
  tags: string[]
  amountCents?: number
  date?: string
  method?: ImportMethod
  checkNumber?: string | null
  designation?: string | null
  campaign?: string | null
  note?: string | null
  externalGiftId?: string | null
  stripeSubscriptionId?: string | null
}

export type Analysed = {
  row: number
  raw: string[]
  data: RowData | null
  label: ImportLabel
  reason: string
  contactId: number | null
  candidates: number[] | null
  email: string | null
  giftId: number | null
}

type Contact = {
  id: number
  email: string
  first_name: string | null
  last_name: string | null
  organization_name: string | null
  phone: string | null
  address1: string | null
  address2: string | null
  city: string | null
  state: string | null
  zip_code: string | null
  tags: string[] | null
}

/** Memory of the file so far: people it introduces and gifts it lists, so later rows agree with earlier ones. */
export type FileMemory = { newByExternalId: Map<string, string>; newEmails: Set<string>; gifts: Map<string, number> }

export function newFileMemory(): FileMemory {
  return { newByExternalId: new Map(), newEmails: new Set(), gifts: new Map() }
}

const text = (value: string | undefined) => {
  const trimmed = (value ?? '').trim()
  return trimmed === '' ? null : trimmed
}

type Prepared = { row: number; raw: string[]; data: RowData | null; errors: string[] }

function prepare(settings: ImportSettings, row: number, cells: string[]): Prepared {
  const cell = (field: ImportField) => {
    const header = settings.mapping[field]
    if (!header) return undefined
    const index = settings.headers.indexOf(header)
    return index >= 0 ? cells[index] : undefined
  }
  const errors: string[] = []
  const missing = REQUIRED_FIELDS[settings.kind].filter((field) => !settings.mapping[field])
  if (missing.length) errors.push(`No column is mapped to ${missing.map((field) => FIELD_LABELS[field].toLowerCase()).join(' and ')}.`)
  const email = normaliseEmail(cell('email'))
  if ('error' in email) errors.push(email.error)
  const data: RowData = {
    email: 'value' in email ? email.value : null,
    firstName: text(cell('firstName')) ?? '',
    lastName: text(cell('lastName')) ?? '',
    organization: text(cell('organization')),
    phone: text(cell('phone')),
    address1: text(cell('address1')),
    address2: text(cell('address2')),
    city: text(cell('city')),
    state: text(cell('state')),
    postalCode: text(cell('postalCode')),
    externalId: text(cell('externalId')),
    tags: (cell('tags') ?? '')
      .split(/[,;|]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
  }
  if (settings.kind === 'gifts' && missing.length === 0) {
    const amount = parseAmount(cell('amount') ?? '', settings.decimalMark)
    if ('error' in amount) errors.push(amount.error)
    else data.amountCents = amount.value
    const date = parseDate(cell('date') ?? '', settings.dateOrder, settings.today)
    if ('error' in date) errors.push(date.error)
    else data.date = date.value
    const method = parseMethod(cell('method') ?? '')
    if ('error' in method) errors.push(method.error)
    else data.method = method.value
    data.checkNumber = text(cell('checkNumber'))
    data.designation = text(cell('designation'))
    data.campaign = text(cell('campaign'))
    data.note = text(cell('note'))
    data.externalGiftId = text(cell('externalGiftId'))
    const subscription = text(cell('stripeSubscriptionId'))
    if (subscription && !/^sub_[A-Za-z0-9_]+$/.test(subscription)) errors.push(`"${subscription}" is not a Stripe subscription id (sub_…).`)
    data.stripeSubscriptionId = subscription
  }
  if (!data.email && !data.externalId && !(data.firstName && data.lastName) && !data.organization) {
    errors.push('No e-mail, donor ID or name: nothing tells who this is.')
  }
  return { row, raw: cells, data: errors.length ? null : data, errors }
}

type PersonMatch =
  | { kind: 'contact'; contact: Contact; via: string }
  | { kind: 'new'; email: string; via: string }
  | { kind: 'ambiguous'; candidates: Contact[] }
  | { kind: 'none' }

const CONTACT_COLUMNS = `c.id, c.email, c.first_name, c.last_name, c.organization_name, c.phone, c.address1, c.address2, c.city, c.state, c.zip_code,
  ARRAY(SELECT k.name FROM donor_contacts_rels r JOIN donor_categories k ON k.id = r.donor_categories_id
        WHERE r.parent_id = c.id AND r.path = 'categories' ORDER BY k.name) AS tags`

async function matchPeople(pool: Pool, settings: ImportSettings, rows: Prepared[], memory: FileMemory): Promise<Map<number, PersonMatch>> {
  const valid = rows.filter((row): row is Prepared & { data: RowData } => row.data !== null)
  const externalIds = [...new Set(valid.map((row) => row.data.externalId).filter((id): id is string => Boolean(id)))]
  const emails = [...new Set(valid.map((row) => row.data.email).filter((email): email is string => Boolean(email)))]
  const [byExternal, byEmail] = await Promise.all([
    externalIds.length
      ? pool.query<Contact & { external_id: string }>(
          `SELECT p.external_id, ${CONTACT_COLUMNS} FROM import_people p JOIN donor_contacts c ON c.id = p.contact_id
           WHERE p.source = $1 AND p.external_id = ANY($2::text[])`,
          [settings.source, externalIds],
        )
      : { rows: [] },
    emails.length
      ? pool.query<Contact & { address: string; alternate: boolean }>(
          `SELECT lower(c.email) AS address, false AS alternate, ${CONTACT_COLUMNS} FROM donor_contacts c WHERE lower(c.email) = ANY($1::text[])
           UNION ALL
           SELECT lower(a.email), true, ${CONTACT_COLUMNS} FROM donor_contacts_alternate_emails a JOIN donor_contacts c ON c.id = a._parent_id
           WHERE lower(a.email) = ANY($1::text[])`,
          [emails],
        )
      : { rows: [] },
  ])
  const external = new Map(byExternal.rows.map((contact) => [contact.external_id, contact]))
  const emailMatches = new Map<string, Array<Contact & { alternate: boolean }>>()
  for (const contact of byEmail.rows) emailMatches.set(contact.address, [...(emailMatches.get(contact.address) ?? []), contact])

  const matches = new Map<number, PersonMatch>()
  const byName: Array<Prepared & { data: RowData }> = []
  for (const row of valid) {
    const { externalId, email } = row.data
    const known = externalId ? external.get(externalId) : undefined
    const introduced = externalId ? memory.newByExternalId.get(externalId) : undefined
    const found = email ? (emailMatches.get(email) ?? []) : []
    const distinct = [...new Map(found.map((contact) => [contact.id, contact])).values()]
    if (known) matches.set(row.row, { kind: 'contact', contact: known, via: 'the donor ID of an earlier import' })
    else if (introduced) matches.set(row.row, { kind: 'new', email: introduced, via: 'a donor new in this file' })
    else if (distinct.length === 1) {
      matches.set(row.row, { kind: 'contact', contact: distinct[0], via: found.some((contact) => contact.alternate) ? 'alternate e-mail' : 'e-mail' })
    } else if (distinct.length > 1) matches.set(row.row, { kind: 'ambiguous', candidates: distinct })
    else if (row.data.lastName && (postalKey(row.data.postalCode) || phoneKey(row.data.phone))) byName.push(row)
    else matches.set(row.row, { kind: 'none' })
  }

  if (byName.length) {
    const { rows: found } = await pool.query<Contact & { idx: number }>(
      `SELECT r.idx, ${CONTACT_COLUMNS}
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS r(idx, last_name, zip, phone)
       JOIN donor_contacts c ON lower(trim(c.last_name)) = r.last_name
       WHERE (r.zip <> '' AND regexp_replace(upper(regexp_replace(coalesce(c.zip_code, ''), '\\s', '', 'g')), '^(\\d{5})-?\\d{4}$', '\\1') = r.zip)
          OR (r.phone <> '' AND right(regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g'), 10) = r.phone)`,
      [
        byName.map((row) => row.row),
        byName.map((row) => row.data.lastName.toLowerCase()),
        byName.map((row) => postalKey(row.data.postalCode)),
        byName.map((row) => phoneKey(row.data.phone)),
      ],
    )
    for (const row of byName) {
      const candidates = found.filter((contact) => Number(contact.idx) === row.row)
      const first = row.data.firstName.toLowerCase()
      const tokens = firstNameTokens(row.data.firstName)
      const exact = candidates.filter((contact) => (contact.first_name ?? '').trim().toLowerCase() === first)
      const household = candidates.filter((contact) => firstNameTokens(contact.first_name).some((token) => tokens.includes(token)))
      const how = (contact: Contact) => (postalKey(row.data.postalCode) && postalKey(contact.zip_code) === postalKey(row.data.postalCode) ? 'ZIP code' : 'phone')
      if (exact.length === 1) matches.set(row.row, { kind: 'contact', contact: exact[0], via: `name and ${how(exact[0])}` })
      else if (exact.length > 1) matches.set(row.row, { kind: 'ambiguous', candidates: exact })
      else if (household.length === 1) matches.set(row.row, { kind: 'contact', contact: household[0], via: `household name and ${how(household[0])}` })
      else if (household.length > 1) matches.set(row.row, { kind: 'ambiguous', candidates: household })
      else matches.set(row.row, { kind: 'none' })
    }
  }
  // Nobody known: a new donor, if the row has an address to know her by.
  for (const row of valid) {
    const match = matches.get(row.row)
    if (match?.kind === 'none' && row.data.email) matches.set(row.row, { kind: 'new', email: row.data.email, via: 'new' })
  }
  return matches
}

function giftKey(email: string, data: RowData) {
  return `${email}|${data.date}|${data.amountCents}|${data.method}`
}

/** Labels one batch of rows of a gift file. */
async function labelGifts(pool: Pool, settings: ImportSettings, rows: Prepared[], memory: FileMemory): Promise<Analysed[]> {
  const people = await matchPeople(pool, settings, rows, memory)
  const valid = rows.filter((row): row is Prepared & { data: RowData } => row.data !== null)
  const giftIds = [...new Set(valid.map((row) => row.data.externalGiftId).filter((id): id is string => Boolean(id)))]
  const { rows: earlier } = giftIds.length
    ? await pool.query<{ external_gift_id: string; id: number }>(
        `SELECT d.external_gift_id, d.id FROM donations d JOIN imports i ON i.id = d.import_id
         WHERE i.source = $1 AND d.external_gift_id = ANY($2::text[]) AND d.source = 'import'`,
        [settings.source, giftIds],
      )
    : { rows: [] }
  const byGiftId = new Map(earlier.map((gift) => [gift.external_gift_id, Number(gift.id)]))
  // The same gift already in the ledger: same donor (any of her addresses), day, amount and method.
  const known = valid.filter((row) => people.get(row.row)?.kind === 'contact')
  const { rows: same } = known.length
    ? await pool.query<{ idx: number; id: number }>(
        `WITH r AS (SELECT * FROM unnest($1::int[], $2::int[], $3::date[], $4::bigint[], $5::text[]) AS r(idx, contact_id, day, cents, method)),
         addresses AS (
           SELECT r.idx, lower(c.email) AS address FROM r JOIN donor_contacts c ON c.id = r.contact_id
           UNION SELECT r.idx, lower(a.email) FROM r JOIN donor_contacts_alternate_emails a ON a._parent_id = r.contact_id
         )
         SELECT DISTINCT ON (r.idx) r.idx, d.id
         FROM r JOIN addresses x ON x.idx = r.idx
         JOIN donations d ON lower(d.email) = x.address AND d.amount_cents = r.cents
           AND (d.created_at AT TIME ZONE $6)::date = r.day AND ${LEDGER_METHOD_SQL} = r.method
           AND coalesce(d.status::text, 'paid') NOT IN ('voided', 'failed', 'processing')
         ORDER BY r.idx, d.id`,
        [
          known.map((row) => row.row),
          known.map((row) => (people.get(row.row) as { contact: Contact }).contact.id),
          known.map((row) => row.data.date),
          known.map((row) => row.data.amountCents),
          known.map((row) => row.data.method),
          settings.timeZone,
        ],
      )
    : { rows: [] }
  const sameGift = new Map(same.map((gift) => [Number(gift.idx), Number(gift.id)]))

  return rows.map((prepared): Analysed => {
    const base = { row: prepared.row, raw: prepared.raw, data: prepared.data, contactId: null, candidates: null, email: null, giftId: null }
    if (!prepared.data) return { ...base, label: 'error', reason: prepared.errors.join(' ') }
    const data = prepared.data
    const person = people.get(prepared.row) ?? { kind: 'none' }
    const previous = data.externalGiftId ? byGiftId.get(data.externalGiftId) : undefined
    if (previous !== undefined) {
      return { ...base, label: 'unchanged', reason: `Already imported (gift ID ${data.externalGiftId}).`, giftId: previous, contactId: person.kind === 'contact' ? person.contact.id : null }
    }
    if (person.kind === 'ambiguous') {
      const ids = person.candidates.map((contact) => contact.id)
      return { ...base, label: 'ambiguous', reason: `${ids.length} donors match by name: choose one or skip the row.`, candidates: ids }
    }
    if (person.kind === 'none') {
      return { ...base, label: 'error', reason: 'No donor matches, and a new donor needs an e-mail address.' }
    }
    const email = person.kind === 'contact' ? person.contact.email.toLowerCase() : person.email
    const contactId = person.kind === 'contact' ? person.contact.id : null
    const inLedger = sameGift.get(prepared.row)
    if (inLedger !== undefined) return { ...base, label: 'unchanged', reason: 'Already in the ledger: same donor, date, amount and method.', giftId: inLedger, contactId, email }
    const key = data.externalGiftId ? `id:${data.externalGiftId}` : giftKey(email, data)
    const twin = memory.gifts.get(key)
    if (twin !== undefined) return { ...base, label: 'unchanged', reason: `The same gift as row ${twin}.`, contactId, email }
    memory.gifts.set(key, prepared.row)
    if (person.kind === 'new') {
      if (data.externalId) memory.newByExternalId.set(data.externalId, email)
      const seen = memory.newEmails.has(email)
      memory.newEmails.add(email)
      return { ...base, label: 'create', reason: seen ? 'New gift of a donor new in this file.' : 'New donor and gift.', email }
    }
    return { ...base, label: 'update', reason: `New gift of a known donor, matched by ${person.via}.`, contactId, email }
  })
}

const CONTACT_DIFF: Array<[keyof RowData, keyof Contact, string]> = [
  ['firstName', 'first_name', 'first name'],
  ['lastName', 'last_name', 'last name'],
  ['organization', 'organization_name', 'organization'],
  ['phone', 'phone', 'phone'],
  ['address1', 'address1', 'address'],
  ['address2', 'address2', 'address line 2'],
  ['city', 'city', 'city'],
  ['state', 'state', 'state'],
  ['postalCode', 'zip_code', 'ZIP code'],
]

/** What a contact row would change on its contact: the names of the fields, never their values. */
export function contactChanges(data: RowData, contact: Contact) {
  const changed = CONTACT_DIFF.filter(([ours, theirs]) => {
    const value = data[ours]
    return typeof value === 'string' && value !== '' && value !== (contact[theirs] ?? '')
  }).map(([, , label]) => label)
  const tags = new Set((contact.tags ?? []).map((tag) => tag.toLowerCase()))
  if (data.tags.some((tag) => !tags.has(tag.toLowerCase()))) changed.push('tags')
  return changed
}

/** Labels one batch of rows of a contact file. */
async function labelContacts(pool: Pool, settings: ImportSettings, rows: Prepared[], memory: FileMemory): Promise<Analysed[]> {
  const people = await matchPeople(pool, settings, rows, memory)
  return rows.map((prepared): Analysed => {
    const base = { row: prepared.row, raw: prepared.raw, data: prepared.data, contactId: null, candidates: null, email: null, giftId: null }
    if (!prepared.data) return { ...base, label: 'error', reason: prepared.errors.join(' ') }
    const person = people.get(prepared.row) ?? { kind: 'none' }
    if (person.kind === 'ambiguous') {
      const ids = person.candidates.map((contact) => contact.id)
      return { ...base, label: 'ambiguous', reason: `${ids.length} donors match by name: choose one or skip the row.`, candidates: ids }
    }
    if (person.kind === 'none') return { ...base, label: 'error', reason: 'No donor matches, and a new contact needs an e-mail address.' }
    if (person.kind === 'new') {
      const twin = memory.gifts.get(`contact:${person.email}`)
      if (twin !== undefined) return { ...base, label: 'unchanged', reason: `The same person as row ${twin}.`, email: person.email }
      memory.gifts.set(`contact:${person.email}`, prepared.row)
      if (prepared.data.externalId) memory.newByExternalId.set(prepared.data.externalId, person.email)
      return { ...base, label: 'create', reason: person.via === 'new' ? 'New contact.' : 'The same person as an earlier row.', email: person.email }
    }
    const changes = contactChanges(prepared.data, person.contact)
    const email = person.contact.email.toLowerCase()
    if (changes.length === 0) return { ...base, label: 'unchanged', reason: `Matched by ${person.via}; nothing new.`, contactId: person.contact.id, email }
    return { ...base, label: 'update', reason: `Matched by ${person.via}; changes ${changes.join(', ')}.`, contactId: person.contact.id, email }
  })
}

/** Labels one batch of data rows (`cells` as in the file). */
export async function labelBatch(pool: Pool, settings: ImportSettings, batch: Array<{ row: number; cells: string[] }>, memory: FileMemory) {
  const prepared = batch.map(({ row, cells }) => prepare(settings, row, cells))
  return settings.kind === 'gifts' ? labelGifts(pool, settings, prepared, memory) : labelContacts(pool, settings, prepared, memory)
}

/** A contact as a row chosen for it by staff reads it (for a resolved ambiguous row). */
export async function contactForRow(pool: Pool, contactId: number): Promise<Contact | null> {
  const { rows } = await pool.query<Contact>(`SELECT ${CONTACT_COLUMNS} FROM donor_contacts c WHERE c.id = $1`, [contactId])
  return rows[0] ?? null
}
