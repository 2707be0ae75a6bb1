import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import type { ImportKind } from '@/domain/imports/fields'
import { databasePool, withPoolTransaction, withTransaction } from '@/lib/db'
import { ApiError } from '@/lib/http'
import { logger } from '@/lib/log'
import { foundationTimeZone } from '@/lib/zoned-time'

import { recordAudit } from '../audit'
import { refreshDonorContacts } from '../donors/consolidate'
import { type BlockingGift, giftsBlockingUndo, removeImportedGifts } from '../ledger/imports'
import { issueReceipt } from '../receipts/issue'
import { sendReceipt } from '../receipts/receipts'

import { importOf, type Staff } from './state'
import { importView } from './view'

/**
 * POST /api/imports/{id}/undo: the whole import out, in one transaction — its gifts and adopted
 * recurring gifts, the contacts it created (unless something else now points at them), the
 * earlier values of those it changed — or, if any of its gifts was refunded, voided or receipted
 * since, nothing at all (409 with the blocking gifts).
 */
export async function undoImport(payload: Payload, staff: Staff, id: number): Promise<{ blockingGifts: BlockingGift[] } | { view: Awaited<ReturnType<typeof importView>> }> {
  type Outcome = null | { blocking: BlockingGift[] } | { emails: string[]; kind: ImportKind }
  const touched = await withPoolTransaction(payload, async (client): Promise<Outcome> => {
    const current = await importOf(client, id, true)
    if (current.status === 'undone') return null
    if (current.status === 'importing') throw new ApiError(409, 'The import is still being written: undo it once it is done.')
    if (current.status !== 'done' && !(current.status === 'failed' && current.committed_rows > 0)) throw new ApiError(409, 'This import was never committed: there is nothing to undo.')
    const blocking = await giftsBlockingUndo(client, id)
    // Nothing was written yet: the answer lists what stands in the way.
    if (blocking.length) return { blocking }
    const emails = current.kind === 'gifts' ? await removeImportedGifts(client, id) : []
    const { rows: contacts } = await client.query<{ email: string; created: boolean }>(`SELECT email, created FROM import_contacts WHERE import_id = $1`, [id])
    await restoreContacts(client, id)
    await client.query(`DELETE FROM import_people WHERE import_id = $1`, [id])
    // A contact it created goes, unless a gift, a paid order, a sign-up or a note now points at her.
    await client.query(
      `DELETE FROM donor_contacts c USING import_contacts x
       WHERE x.import_id = $1 AND x.created AND lower(c.email) = x.email
         AND NOT EXISTS (SELECT 1 FROM donations d WHERE lower(d.email) = x.email)
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE lower(o.email) = x.email AND o.status = 'paid')
         AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers s WHERE lower(s.email) = x.email)
         AND NOT EXISTS (SELECT 1 FROM donor_notes n WHERE n.contact_id = c.id)
         AND NOT EXISTS (SELECT 1 FROM donor_contacts_alternate_emails a WHERE a._parent_id = c.id)`,
      [id],
    )
    await client.query(`UPDATE import_rows SET committed = false, gift_id = CASE WHEN label = 'unchanged' THEN gift_id END WHERE import_id = $1`, [id])
    await client.query(`UPDATE imports SET status = 'undone', undone_at = now(), updated_at = now() WHERE id = $1`, [id])
    return { emails: [...new Set([...emails, ...contacts.filter((contact) => !contact.created).map((contact) => contact.email)])], kind: current.kind }
  })
  if (touched && 'blocking' in touched) return { blockingGifts: touched.blocking }
  if (touched) {
    await recordAudit(payload, { action: 'import-undo', user: staff, collection: 'imports', recordId: id, detail: touched.kind })
    for (let start = 0; start < touched.emails.length; start += 5000) await refreshDonorContacts(payload, touched.emails.slice(start, start + 5000))
    // The totals are derived again; the details the import changed are hers again. A contact
    // left with no gift at all is not in the ledger's people any more: her figures are zero again.
    await withPoolTransaction(payload, async (client) => {
      await restoreContacts(client, id)
      await client.query(
        `UPDATE donor_contacts c SET total_donation_cents = 0, donation_count = 0, last_donation_date = NULL, is_monthly_donor = false, updated_at = now()
         FROM import_contacts x
         WHERE x.import_id = $1 AND NOT x.created AND lower(c.email) = x.email
           AND NOT EXISTS (SELECT 1 FROM donations d WHERE lower(d.email) = x.email
                           OR lower(d.email) IN (SELECT lower(a.email) FROM donor_contacts_alternate_emails a WHERE a._parent_id = c.id))`,
        [id],
      )
    })
  }
  return { view: await importView(payload, id, 0) }
}

async function restoreContacts(client: PoolClient, importId: number) {
  await client.query(
    `UPDATE donor_contacts c SET first_name = x."before"->>'first_name', last_name = x."before"->>'last_name',
       organization_name = x."before"->>'organization_name', phone = x."before"->>'phone', address1 = x."before"->>'address1',
       address2 = x."before"->>'address2', city = x."before"->>'city', state = x."before"->>'state', zip_code = x."before"->>'zip_code',
       updated_at = now()
     FROM import_contacts x WHERE x.import_id = $1 AND NOT x.created AND lower(c.email) = x.email`,
    [importId],
  )
  await client.query(
    `DELETE FROM donor_contacts_rels r USING import_contacts x, donor_contacts c
     WHERE x.import_id = $1 AND NOT x.created AND lower(c.email) = x.email AND r.parent_id = c.id AND r.path = 'categories'
       AND NOT (r.donor_categories_id = ANY(ARRAY(SELECT jsonb_array_elements_text(x."before"->'categories')::int)))`,
    [importId],
  )
}

/**
 * POST /api/imports/{id}/receipts: imported gifts get no receipt (the old tool acknowledged them)
 * unless staff ask, for the gifts dated in a range: each is receipted once, and e-mailed.
 */
export async function receiptImportedGifts(payload: Payload, staff: Staff, id: number, range: { from: string; to: string }) {
  if (range.from > range.to) throw new ApiError(400, 'The range ends before it starts.', { to: 'The range ends before it starts.' })
  const pool = databasePool(payload)
  const current = await importOf(pool, id)
  if (current.status !== 'done') throw new ApiError(409, 'Receipts are sent for the gifts of a committed import.')
  const timeZone = await foundationTimeZone(payload)
  const { rows } = await pool.query<{ id: number }>(
    `SELECT d.id FROM donations d
     WHERE d.import_id = $1 AND d.source = 'import' AND coalesce(d.status::text, 'paid') = 'paid' AND trim(d.email) <> ''
       AND (d.created_at AT TIME ZONE $2)::date BETWEEN $3::date AND $4::date
       AND NOT EXISTS (SELECT 1 FROM receipts r WHERE r.donation_id = d.id)
     ORDER BY d.created_at, d.id`,
    [id, timeZone, range.from, range.to],
  )
  await recordAudit(payload, { action: 'import-commit', user: staff, collection: 'imports', recordId: id, count: rows.length, detail: 'receipts' })
  let receipted = 0
  for (const row of rows) {
    const receiptId = await withTransaction(payload, (req) => issueReceipt(payload, req, Number(row.id)))
    if (receiptId === null) continue
    receipted += 1
    // A missed e-mail is sent again by the receipt backlog job.
    await sendReceipt(payload, receiptId).catch((error: unknown) => {
      logger.error({ importId: id, error: error instanceof Error ? error.name : 'unknown' }, 'imported gift receipt not sent')
    })
  }
  return { receipted }
}
