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
 * Seals the submitted answers into the ciphertext. The answer fields are virtual, so the database
 * never receives them in clear. A partial update (say, only the status) leaves the stored
 * ciphertext as it is; an update of some answers re-encrypts them merged over the stored ones. A
 * record whose ciphertext no longer opens keeps it untouched, so a save made on the "cannot be
 * decrypted" view never replaces the evidence with empty answers.
 */
export const encryptAnswersBeforeChange: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  // Never stored, whatever a client sends: these two are computed here or on read.
  delete data.answersCiphertext
  delete data.encryptionKeyId
  delete data.answersStatus
  const submitted = pickAnswers(data)
  if (operation === 'create') return { ...data, ...sealed(submitted) }
  if (Object.keys(submitted).length === 0) return data
  let stored: Answers = {}
  if (originalDoc?.answersCiphertext) {
    try {
      stored = decryptAnswers<Answers>({ keyId: originalDoc.encryptionKeyId, ciphertext: originalDoc.answersCiphertext })
    } catch (error) {
      if (error instanceof IntakeDecryptionError) return data
      throw error
    }
  }
  return { ...data, ...sealed({ ...stored, ...submitted }) }
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
