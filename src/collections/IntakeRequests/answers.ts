import type { CollectionAfterReadHook, CollectionBeforeChangeHook } from 'payload'

import { canReadIntakeAnswers } from '@/access'
import { decryptAnswers, encryptAnswers, IntakeDecryptionError } from '@/lib/intake-crypto'

/**
 * Every answer a woman gives (and the contact-form message of a request sent that way). These
 * fields are virtual: no column holds them. They travel encrypted together in `answersCiphertext`
 * under the key named in `encryptionKeyId`; status, dates, consent and source stay plain so
 * staff can still list, filter and sort requests.
 */
export const ANSWER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'preferredContact',
  'clothingSizes',
  'specificNeeds',
  'appointmentPreference',
  'currentSituation',
  'referralSource',
  'additionalInfo',
  'notes',
] as const

type Answers = Partial<Record<(typeof ANSWER_FIELDS)[number], unknown>>

/** Shown to staff instead of the answers when a record's ciphertext does not open. */
export const UNREADABLE_ANSWERS =
  'Cannot be decrypted: these answers were altered or were encrypted with a key this server does not hold.'

function pickAnswers(source: Record<string, unknown>): Answers {
  const answers: Answers = {}
  for (const name of ANSWER_FIELDS) if (source[name] !== undefined) answers[name] = source[name]
  return answers
}

function sealed(answers: Answers) {
  const { keyId, ciphertext } = encryptAnswers(answers)
  return { answersCiphertext: ciphertext, encryptionKeyId: keyId }
}

/**
 * Seals the answers into the ciphertext when a request is created. The answer fields are
 * virtual, so the database never receives them in clear. After that what she sent is kept as
 * sent (issue 20): an update never changes the ciphertext, whatever answers a client sends
 * (the fields also refuse updates, see `sent` in ./index.ts). Only a key rotation re-seals them,
 * with the same contents (src/server/intake/key-rotation.ts). A record whose ciphertext no longer
 * opens therefore keeps it as evidence.
 */
export const encryptAnswersBeforeChange: CollectionBeforeChangeHook = ({ data, operation }) => {
  // Never stored, whatever a client sends: these two are computed here or on read.
  delete data.answersCiphertext
  delete data.encryptionKeyId
  delete data.answersStatus
  if (operation === 'create') return { ...data, ...sealed(pickAnswers(data)) }
  for (const name of ANSWER_FIELDS) delete data[name]
  return data
}

/**
 * Opens the answers for staff allowed to read intake (one decision: canReadIntakeAnswers), and
 * never sends the ciphertext out. A ciphertext that fails authentication is refused: its answers
 * stay empty and staff see UNREADABLE_ANSWERS instead of an error page.
 */
export const decryptAnswersAfterRead: CollectionAfterReadHook = ({ doc, req }) => {
  const { answersCiphertext, encryptionKeyId } = doc as { answersCiphertext?: string | null; encryptionKeyId?: string | null }
  delete doc.answersCiphertext
  if (!canReadIntakeAnswers(req.user) || !answersCiphertext) return doc
  try {
    Object.assign(doc, decryptAnswers<Answers>({ keyId: encryptionKeyId, ciphertext: answersCiphertext }))
    doc.answersStatus = null
  } catch (error) {
    if (!(error instanceof IntakeDecryptionError)) throw error
    doc.answersStatus = UNREADABLE_ANSWERS
  }
  return doc
}
