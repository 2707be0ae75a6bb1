import { z } from 'zod'

/**
 * Duplicate donor contacts: the rules shared by the suggestions (SQL in
 * src/server/donors/duplicates.ts) and the staff panel's merge form.
 */

/** Common typos of the domains most donors use, to the domain they meant. */
export const DOMAIN_TYPOS: Readonly<Record<string, string>> = {
  'gmial.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gmail.con': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gnail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
  'yahoo.co': 'yahoo.com',
  'yaho.com': 'yahoo.com',
  'yahooo.com': 'yahoo.com',
  'yahoo.con': 'yahoo.com',
  'hotmial.com': 'hotmail.com',
  'hotmai.com': 'hotmail.com',
  'hotmail.co': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'outlok.com': 'outlook.com',
  'outlook.co': 'outlook.com',
  'outlook.con': 'outlook.com',
  'iclod.com': 'icloud.com',
  'icloud.co': 'icloud.com',
  'icoud.com': 'icloud.com',
  'aol.co': 'aol.com',
  'comcast.com': 'comcast.net',
}

/**
 * The address two e-mails share when they differ only by dots or a plus-tag in the name, or by
 * a common typo of the domain: "Mary.Ann+gifts@gmial.com" → "maryann@gmail.com".
 */
export function emailKey(email: string): string {
  const [name = '', domain = ''] = email.trim().toLowerCase().split('@')
  return `${name.split('+')[0].replaceAll('.', '')}@${DOMAIN_TYPOS[domain] ?? domain}`
}

/** Why a pair is suggested. */
export const DUPLICATE_REASONS = {
  email: 'E-mail addresses differ only by dots, a +tag or a typo',
  'name-phone': 'Same name and phone',
  'name-zip': 'Same name and ZIP code',
} as const
export type DuplicateReason = keyof typeof DUPLICATE_REASONS

/** The details staff choose between, side by side, when merging two contacts. */
export const MERGE_FIELDS = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'email', label: 'Main e-mail' },
  { name: 'phone', label: 'Phone' },
  { name: 'organizationName', label: 'Organization' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zipCode', label: 'ZIP code' },
  { name: 'preferredContactMethod', label: 'Preferred contact' },
] as const
export type MergeField = (typeof MERGE_FIELDS)[number]['name']

const contactId = z.coerce.number({ error: 'Choose two donor contacts.' }).int().positive({ error: 'Choose two donor contacts.' })

/**
 * A merge: `keepId` stays (its id, categories, notes and history), `mergeId` joins it; `fromMerged`
 * lists the details to take from the merged contact instead (by default the kept one's).
 */
export const mergeSchema = z
  .object({
    keepId: contactId,
    mergeId: contactId,
    fromMerged: z
      .array(z.enum(MERGE_FIELDS.map((f) => f.name) as [MergeField, ...MergeField[]], { error: 'Unknown detail to keep.' }))
      .max(MERGE_FIELDS.length)
      .default([]),
  })
  .refine((input) => input.keepId !== input.mergeId, { message: 'A contact cannot be merged with itself.', path: ['mergeId'] })

export const dismissSchema = z
  .object({ contactA: contactId, contactB: contactId })
  .refine((input) => input.contactA !== input.contactB, { message: 'Choose two different donor contacts.', path: ['contactB'] })
