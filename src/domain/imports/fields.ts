import { z } from 'zod'

/**
 * Moving in (issue 44): the fields a file of the foundation's history maps to, the header names
 * other donor tools export them under, and how a cell becomes a value. Pure: the import service
 * (src/server/imports) and its staff screen share it.
 */
export const IMPORT_KINDS = ['contacts', 'gifts'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

/** Where she lives and how to reach her: a contact row and a gift row carry them alike. */
const REACH_FIELDS = ['phone', 'address1', 'address2', 'city', 'state', 'postalCode'] as const

export const CONTACT_FIELDS = [
  'externalId',
  'firstName',
  'lastName',
  'organization',
  'email',
  ...REACH_FIELDS,
  'tags',
] as const

export const GIFT_FIELDS = [
  'externalGiftId',
  'externalId',
  'email',
  'firstName',
  'lastName',
  'amount',
  'date',
  'method',
  'checkNumber',
  'designation',
  'campaign',
  'note',
  'stripeSubscriptionId',
  // The gift row carries them too, and matching by name needs them.
  ...REACH_FIELDS,
  'organization',
] as const

export type ImportField = (typeof CONTACT_FIELDS)[number] | (typeof GIFT_FIELDS)[number]

export function fieldsOf(kind: ImportKind): readonly ImportField[] {
  return kind === 'gifts' ? GIFT_FIELDS : CONTACT_FIELDS
}

/** What a file must map for its rows to mean anything. */
export const REQUIRED_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  gifts: ['amount', 'date'],
  contacts: [],
}

export const FIELD_LABELS: Record<ImportField, string> = {
  externalId: 'Donor ID (in the old tool)',
  externalGiftId: 'Gift ID (in the old tool)',
  firstName: 'First name',
  lastName: 'Last name',
  organization: 'Organization',
  email: 'E-mail',
  phone: 'Phone',
  address1: 'Address',
  address2: 'Address line 2',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP code',
  tags: 'Tags',
  amount: 'Amount',
  date: 'Date',
  method: 'Payment method',
  checkNumber: 'Check number',
  designation: 'Fund / designation',
  campaign: 'Campaign',
  note: 'Note',
  stripeSubscriptionId: 'Stripe subscription ID',
}

/** A header as compared: lower case, letters and digits only ("Zip Code" → "zipcode"). */
export function headerKey(header: string) {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/**
 * Header names per field, as Donorbox, Givebutter, Little Green Light and Bloomerang export them
 * and as a plain spreadsheet names them, compared by `headerKey`. The first header of a file that
 * matches wins; a header maps to one field at most. British spellings other tools write are kept
 * in their compared form (`organisation`, `chequenumber`): they are what a file says, not our copy.
 */
const ALIASES: Record<ImportField, string[]> = {
  externalId: ['Donor ID', 'DonorId', 'Contact ID', 'Constituent ID', 'LGL Constituent ID', 'Account Number', 'Account ID', 'Supporter ID', 'External ID', 'Donor Number'],
  externalGiftId: [
    'Transaction ID',
    'Donation ID',
    'Gift ID',
    'LGL Gift ID',
    'Transaction Number',
    'Stripe Charge Id',
    'Charge ID',
    'Payment ID',
    'External Gift ID',
  ],
  firstName: ['First Name', 'Donor First Name', 'First', 'Given Name', 'FirstName'],
  lastName: ['Last Name', 'Donor Last Name', 'Last', 'Surname', 'Family Name', 'LastName'],
  organization: ['Organization', 'organisation', 'Company', 'Donating Company', 'Company Name', 'Organization Name', 'Employer'],
  email: ['Email', 'E-mail', 'Email Address', 'Donor Email', 'Primary Email', 'Email 1', 'Email1', 'Email address 1'],
  phone: ['Phone', 'Phone Number', 'Donor Phone', 'Primary Phone', 'Mobile', 'Mobile Phone', 'Phone 1', 'Telephone'],
  address1: ['Address', 'Address 1', 'Address1', 'Address Line 1', 'Street', 'Street Address', 'Primary Street', 'Donor Address', 'Mailing Address'],
  address2: ['Address 2', 'Address2', 'Address Line 2', 'Street 2', 'Apt', 'Suite'],
  city: ['City', 'Town', 'Primary City', 'Donor City'],
  state: ['State', 'State / Province', 'State/Province', 'Province', 'Region', 'Primary State', 'Donor State'],
  postalCode: ['Zip', 'Zip Code', 'ZIP', 'Postal Code', 'Postcode', 'Primary ZIP Code', 'Zip/Postal Code', 'Donor Zip'],
  tags: ['Tags', 'Tag', 'Categories', 'Groups', 'Constituent Groups', 'Keywords'],
  amount: ['Amount', 'Donation Amount', 'Gift Amount', 'Amount ($)', 'Total', 'Gift Amt', 'Transaction Amount', 'Amount Donated'],
  date: ['Date', 'Donation Date', 'Gift Date', 'Transaction Date', 'Transaction Date (UTC)', 'Date Received', 'Received Date', 'Created At', 'Payment Date'],
  method: ['Payment Method', 'Method', 'Payment Type', 'Donation Type', 'Gift Type', 'Payment'],
  checkNumber: ['Check Number', 'Check #', 'Check No', 'Check No.', 'Check/Reference No.', 'Reference Number', 'chequenumber'],
  designation: ['Fund', 'Designation', 'Fund Name', 'Gift Designation'],
  campaign: ['Campaign', 'Campaign Title', 'Campaign Name', 'Appeal'],
  note: ['Notes', 'Note', 'Comment', 'Comments', 'Gift Note', 'Memo'],
  stripeSubscriptionId: ['Stripe Subscription ID', 'Subscription ID', 'Stripe Subscription', 'Recurring Plan ID'],
}

const ALIAS_KEYS = Object.fromEntries(Object.entries(ALIASES).map(([field, names]) => [field, names.map(headerKey)])) as Record<ImportField, string[]>

export type Mapping = Partial<Record<ImportField, string>>

/**
 * The mapping of `headers` to the fields of `kind`: each field to the first header named one of
 * its aliases (in the aliases' order, so "Email" wins over "Email 2"), starting from `given`
 * (staff's own, or the source's saved one) for the fields it names with a header of this file.
 */
export function autoMapping(kind: ImportKind, headers: readonly string[], given: Mapping = {}): Mapping {
  const mapping: Mapping = {}
  const used = new Set<string>()
  for (const field of fieldsOf(kind)) {
    const header = given[field]
    if (header && headers.includes(header)) {
      mapping[field] = header
      used.add(header)
    }
  }
  const keys = headers.map(headerKey)
  for (const field of fieldsOf(kind)) {
    if (mapping[field] || field in given) continue
    for (const alias of ALIAS_KEYS[field]) {
      const index = keys.findIndex((key, i) => key === alias && !used.has(headers[i]))
      if (index >= 0) {
        mapping[field] = headers[index]
        used.add(headers[index])
        break
      }
    }
  }
  return mapping
}

export const DATE_ORDERS = ['MDY', 'DMY', 'YMD'] as const
export type DateOrder = (typeof DATE_ORDERS)[number]
export const DECIMAL_MARKS = ['.', ','] as const
export type DecimalMark = (typeof DECIMAL_MARKS)[number]

type Parsed<T> = { value: T } | { error: string }

/**
 * "$1,250.00" (decimal mark ".") or "1.250,00 €" (decimal mark ",") → 125000 cents. Currency
 * signs and codes, spaces and the other mark as a thousands separator are allowed; more than two
 * decimals, a negative amount or nothing left to read are errors.
 */
export function parseAmount(text: string, mark: DecimalMark): Parsed<number> {
  const trimmed = text.trim()
  if (!trimmed) return { error: 'No amount.' }
  if (/^\(.*\)$/.test(trimmed) || /^-|-$/.test(trimmed.replace(/[^\d\-().,]/g, ''))) return { error: 'A negative amount cannot be imported as a gift.' }
  const bare = trimmed.replace(/[$€£]|\b(?:USD|EUR|GBP|CAD)\b/gi, '').replace(/[\s\u00a0']/g, '')
  const thousands = mark === '.' ? ',' : '.'
  if (!/^[\d.,]+$/.test(bare)) return { error: `"${trimmed}" is not an amount.` }
  const [whole, decimals, extra] = bare.split(mark)
  if (extra !== undefined) return { error: `"${trimmed}" is not an amount with "${mark}" as the decimal mark.` }
  const groups = whole.split(thousands)
  if (groups.some((group, i) => group === '' || (i > 0 && group.length !== 3)) || (groups.length > 1 && groups[0].length > 3)) {
    return { error: `"${trimmed}" is not an amount with "${mark}" as the decimal mark.` }
  }
  if (decimals !== undefined && !/^\d{1,2}$/.test(decimals)) return { error: `"${trimmed}" is not an amount with "${mark}" as the decimal mark.` }
  const cents = Number(groups.join('')) * 100 + Number((decimals ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(cents) || cents <= 0) return { error: 'The amount must be more than zero.' }
  if (cents > 100_000_000_00) return { error: 'The amount is too large.' }
  return { value: cents }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1) return null
  return date.toISOString().slice(0, 10)
}

function fullYear(text: string, today: string) {
  if (text.length === 4) return Number(text)
  // Two digits: the century that does not put the date in the future (Excel's m/d/yy).
  const century = Number(today.slice(0, 2)) * 100
  const year = century + Number(text)
  return year > Number(today.slice(0, 4)) ? year - 100 : year
}

/**
 * A gift's date as YYYY-MM-DD. ISO dates (with or without a time) and dates with a month name
 * read alone; numeric dates in the order staff chose. Without a chosen order, a date is read only
 * when one reading is possible (13/04/2025): 03/04/2025 could be March 4 or April 3 and is an
 * error, never guessed. `today` (YYYY-MM-DD in the foundation's zone) refuses future dates.
 */
export function parseDate(text: string, order: DateOrder | null, today: string): Parsed<string> {
  const trimmed = text.trim()
  if (!trimmed) return { error: 'No date.' }
  let result: string | null = null
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(trimmed)
  const named = /^(?:(\d{1,2})[\s-]+([a-z]{3,})\.?|([a-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?)[\s-]+(\d{4})(?:\s.*)?$/i.exec(trimmed)
  const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:\s.*)?$/.exec(trimmed)
  if (iso) {
    result = isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  } else if (named) {
    const monthName = (named[2] ?? named[3]).slice(0, 3).toLowerCase()
    const month = MONTHS.indexOf(monthName) + 1
    if (month > 0) result = isoDate(Number(named[5]), month, Number(named[1] ?? named[4]))
  } else if (numeric) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])]
    const year = fullYear(numeric[3], today)
    if (order === 'MDY') result = isoDate(year, a, b)
    else if (order === 'DMY') result = isoDate(year, b, a)
    else if (order === 'YMD') result = null
    else {
      const asMdy = isoDate(year, a, b)
      const asDmy = isoDate(year, b, a)
      if (asMdy && asDmy && asMdy !== asDmy) {
        return { error: `"${trimmed}" could be read two ways: choose the date order (month/day or day/month).` }
      }
      result = asMdy ?? asDmy
    }
  }
  if (!result) return { error: order ? `"${trimmed}" is not a date in ${order} order.` : `"${trimmed}" is not a date.` }
  if (result > today) return { error: `${result} is in the future.` }
  if (result < '1900-01-01') return { error: `${result} is too long ago.` }
  return { value: result }
}

export const IMPORT_METHODS = ['card', 'check', 'cash', 'ach', 'stock', 'in_kind', 'other'] as const
export type ImportMethod = (typeof IMPORT_METHODS)[number]

const METHOD_WORDS: Array<[RegExp, ImportMethod]> = [
  [/^(card|credit ?card|debit ?card|credit|visa|mastercard|amex|american express|discover|stripe|online|apple ?pay|google ?pay|link)$/, 'card'],
  [/^(check|cheque|personal check|bank check|chk)$/, 'check'],
  [/^(cash|currency)$/, 'cash'],
  [/^(ach|bank|bank transfer|eft|us_bank_account|direct debit|wire|wire transfer|bank account)$/, 'ach'],
  [/^(stock|stocks|securities|shares)$/, 'stock'],
  [/^(in[ -]?kind|goods|gift in kind)$/, 'in_kind'],
  [/^(other|paypal|venmo|zelle|daf|donor advised fund|cryptocurrency|crypto)$/, 'other'],
]

/** How a gift was paid, from the old tool's word for it; an empty cell is `other`. */
export function parseMethod(text: string): Parsed<ImportMethod> {
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!word) return { value: 'other' }
  for (const [pattern, method] of METHOD_WORDS) if (pattern.test(word)) return { value: method }
  return { error: `Unknown payment method "${text.trim()}".` }
}

const EMAIL = z.email()

export function normaliseEmail(text: string | undefined): Parsed<string | null> {
  const email = (text ?? '').trim().toLowerCase()
  if (!email) return { value: null }
  return EMAIL.safeParse(email).success && email.length <= 254 ? { value: email } : { error: `"${(text ?? '').trim()}" is not an e-mail address.` }
}

/** Digits of a phone number, the last ten (a US number with or without its +1). */
export function phoneKey(text: string | null | undefined) {
  const digits = (text ?? '').replace(/\D/g, '')
  return digits.length >= 7 ? digits.slice(-10) : ''
}

/** A ZIP code as compared: upper case, no spaces, the five digits of a ZIP+4. */
export function postalKey(text: string | null | undefined) {
  const bare = (text ?? '').toUpperCase().replace(/\s/g, '')
  return /^\d{5}-?\d{4}$/.test(bare) ? bare.slice(0, 5) : bare
}

/**
 * The first names in a first-name cell: "Micah & Liz", "Micah and Liz" and "Micah + Liz" name a
 * household, each of them a token a contact's first name may match.
 */
export function firstNameTokens(text: string | null | undefined) {
  return (text ?? '')
    .toLowerCase()
    .split(/\s*(?:&|\+|\band\b|,|\/)\s*/)
    .map((token) => token.trim())
    .filter(Boolean)
}

/** "Micah & Liz Weaver" in one cell → first "Micah & Liz", last "Weaver". */
export function splitFullName(text: string) {
  const words = text.trim().split(/\s+/)
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' }
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] }
}

export const IMPORT_LABELS = ['create', 'update', 'unchanged', 'ambiguous', 'error'] as const
export type ImportLabel = (typeof IMPORT_LABELS)[number]

export const IMPORT_STATUSES = ['analyzing', 'ready', 'importing', 'done', 'undone', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

export const MAX_IMPORT_BYTES = 50 * 1024 * 1024

const mappingSchema = z.record(z.string(), z.string().max(200))

/** The options of an upload or a remapping, shared by the multipart route and the remap call. */
export const importOptionsSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: "kind must be 'contacts' or 'gifts'." }).default('gifts'),
  source: z
    .string()
    .trim()
    .max(60, 'Name the source in 60 characters or fewer.')
    .transform((value) => value.toLowerCase() || 'spreadsheet')
    .default('spreadsheet'),
  mapping: mappingSchema.optional(),
  dateOrder: z.enum(DATE_ORDERS, { error: 'dateOrder must be MDY, DMY or YMD.' }).optional(),
  decimalMark: z.enum(DECIMAL_MARKS, { error: 'decimalMark must be "." or ",".' }).default('.'),
})

export const remapSchema = z.object({
  mapping: mappingSchema,
  dateOrder: z.enum(DATE_ORDERS, { error: 'dateOrder must be MDY, DMY or YMD.' }).nullable().optional(),
  decimalMark: z.enum(DECIMAL_MARKS, { error: 'decimalMark must be "." or ",".' }).optional(),
  /** Remember this mapping for the next file from the same source. */
  save: z.boolean().optional(),
})

export const resolveSchema = z.union([
  z.object({ contactId: z.number({ error: 'contactId must be a number.' }).int().positive() }).strict(),
  z.object({ skip: z.literal(true) }).strict(),
])

export const receiptRangeSchema = z.object({
  from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD).' }),
  to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD).' }),
})
