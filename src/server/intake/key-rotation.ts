import type { Pool } from 'pg'

import { decryptAnswers, encryptAnswers, intakeKeyring, type IntakeKeyring } from '@/lib/intake-crypto'

const BATCH = 200

/** What is sealed with the intake key: the requests' answers and the staff notes on them (issue 20). */
const SEALED = [
  { table: 'intake_requests', column: 'answers_ciphertext', sealedOnly: false },
  // Notes on messages and drive inquiries are plain: no key id, nothing to rotate.
  { table: 'case_notes', column: 'body', sealedOnly: true },
] as const

/**
 * Re-encrypts every intake request and intake case note not yet under the current key (`npm run
 * rotate-intake-key`). Each batch is one transaction with its rows locked, so a concurrent edit
 * waits rather than being overwritten; a record that does not open with any key held is left
 * alone and counted, never replaced. Safe to run again: records already under the current key
 * are not touched.
 */
export async function rotateIntakeKey(pool: Pool, keyring: IntakeKeyring = intakeKeyring()) {
  let rotated = 0
  let notes = 0
  let unreadable = 0
  for (const sealed of SEALED) {
    const result = await rotateTable(pool, keyring, sealed)
    if (sealed.table === 'intake_requests') rotated += result.rotated
    else notes += result.rotated
    unreadable += result.unreadable
  }
  return { rotated, notes, unreadable, keyId: keyring.current.id }
}

async function rotateTable(pool: Pool, keyring: IntakeKeyring, { table, column, sealedOnly }: (typeof SEALED)[number]) {
  let rotated = 0
  const unreadable = new Set<number>()
  for (;;) {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const { rows } = await client.query<{ id: number; ciphertext: string | null; encryption_key_id: string | null }>(
        `SELECT id, ${column} AS ciphertext, encryption_key_id FROM ${table}
         WHERE ${column} IS NOT NULL AND encryption_key_id IS DISTINCT FROM $1 ${sealedOnly ? 'AND encryption_key_id IS NOT NULL' : ''}
           AND NOT (id = ANY($2::int[]))
         ORDER BY id LIMIT ${BATCH} FOR UPDATE`,
        [keyring.current.id, [...unreadable]],
      )
      for (const row of rows) {
        let value: unknown
        try {
          value = decryptAnswers({ keyId: row.encryption_key_id, ciphertext: row.ciphertext }, keyring)
        } catch {
          unreadable.add(row.id)
          continue
        }
        const sealed = encryptAnswers(value, keyring)
        await client.query(`UPDATE ${table} SET ${column} = $1, encryption_key_id = $2 WHERE id = $3`, [sealed.ciphertext, sealed.keyId, row.id])
        rotated++
      }
      await client.query('COMMIT')
      if (rows.length < BATCH) break
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }
  return { rotated, unreadable: unreadable.size }
}
