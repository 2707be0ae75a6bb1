import type { Pool } from 'pg'

import { decryptAnswers, encryptAnswers, intakeKeyring, type IntakeKeyring } from '@/lib/intake-crypto'

const BATCH = 200

/**
 * Re-encrypts every intake request not yet under the current key (`npm run rotate-intake-key`).
 * Each batch is one transaction with its rows locked, so a concurrent edit waits rather than being
 * overwritten; a record that does not open with any key held is left alone and counted, never
 * replaced. Safe to run again: records already under the current key are not touched.
 */
export async function rotateIntakeKey(pool: Pool, keyring: IntakeKeyring = intakeKeyring()) {
  let rotated = 0
  const unreadable = new Set<number>()
  for (;;) {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const { rows } = await client.query<{ id: number; answers_ciphertext: string | null; encryption_key_id: string | null }>(
        `SELECT id, answers_ciphertext, encryption_key_id FROM intake_requests
         WHERE answers_ciphertext IS NOT NULL AND encryption_key_id IS DISTINCT FROM $1 AND NOT (id = ANY($2::int[]))
         ORDER BY id LIMIT ${BATCH} FOR UPDATE`,
        [keyring.current.id, [...unreadable]],
      )
      for (const row of rows) {
        let answers: unknown
        try {
          answers = decryptAnswers({ keyId: row.encryption_key_id, ciphertext: row.answers_ciphertext }, keyring)
        } catch {
          unreadable.add(row.id)
          continue
        }
        const sealed = encryptAnswers(answers, keyring)
        await client.query('UPDATE intake_requests SET answers_ciphertext = $1, encryption_key_id = $2 WHERE id = $3', [
          sealed.ciphertext,
          sealed.keyId,
          row.id,
        ])
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
  return { rotated, unreadable: unreadable.size, keyId: keyring.current.id }
}
