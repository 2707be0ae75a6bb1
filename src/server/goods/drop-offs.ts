import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { splitDonorName } from '@/domain/donations/offline'
import { describeItems, type InKind, maskedEmail } from '@/domain/goods/goods'
import { runSql, withTransaction } from '@/lib/db'
import { ApiError } from '@/lib/http'

import { recordAudit } from '../audit'
import { listDonorContacts } from '../donors/contacts'
import { afterInKindGift, type InKindDonor, insertInKindGift } from '../ledger/in-kind'
import { runAfterCommit, type Staff } from '../ledger/offline'

import { goodsLabels } from './labels'

/**
 * The drop-off log (issue 46): goods that came in at the door, by category and count. With a
 * donor (a contact, or a name and maybe an e-mail) it is also an in-kind gift in the ledger,
 * written by the ledger's own module in the same transaction, and receipted (no value stated).
 * An anonymous drop-off counts only as goods (drive totals, the impact figures).
 */

async function donorOf(payload: Payload, donor: InKind['donor']): Promise<InKindDonor | null> {
  if (!donor) return null
  if ('contactId' in donor) {
    const [contact] = await runSql<{ email: string; first_name: string | null; last_name: string | null; organization_name: string | null }>(
      payload,
      undefined,
      sql`SELECT "email", "first_name", "last_name", "organization_name" FROM "donor_contacts" WHERE "id" = ${donor.contactId}`,
    )
    if (!contact) throw new ApiError(404, 'Unknown donor contact.')
    const name = `${contact.first_name ?? ''} ${contact.last_name ?? ''}`.trim()
    return {
      ...(name ? { firstName: contact.first_name ?? '', lastName: contact.last_name ?? '' } : { firstName: contact.organization_name ?? contact.email, lastName: '' }),
      email: contact.email.toLowerCase(),
      organizationName: contact.organization_name,
    }
  }
  return { ...splitDonorName(donor.name), email: donor.email ?? null }
}

export type DoorContact = { id: number; name: string; email: string }

/**
 * GET /api/in-kind/donors?search= (the goods roles): the donor contacts the door's "find a contact"
 * offers — at most 8, each by name and a masked address. Intake staff log drop-offs but do not
 * see donor data, so nothing more of the contact (totals, phone, the address itself) leaves here.
 */
export async function findDoorContacts(payload: Payload, search: string): Promise<DoorContact[]> {
  const { contacts } = await listDonorContacts(payload, { search, limit: 8, page: 1 })
  return contacts.map((contact) => {
    const email = maskedEmail(contact.email)
    const name = `${contact.firstName} ${contact.lastName}`.trim() || contact.organizationName || email
    return { id: contact.id, name, email }
  })
}

/** POST /api/in-kind → the drop-off's id, and the receipt number when a donor was named. */
export async function recordDropOff(payload: Payload, staff: Staff, input: InKind): Promise<{ id: number; receiptNumber?: string }> {
  const donor = await donorOf(payload, input.donor)
  const labels = await goodsLabels(payload)
  const items = describeItems(input.items, labels)
  const description = input.note ? `${items}. ${input.note}` : items
  const { id, receiptNumber, after } = await withTransaction(payload, async (req) => {
    if (input.driveId) {
      // FOR SHARE: a drop-off and the drive's close take turns, so a closed drive's totals stay as thanked.
      const [drive] = await runSql<{ status: string }>(payload, req, sql`SELECT "status" FROM "drives" WHERE "id" = ${input.driveId} FOR SHARE`)
      if (!drive) throw new ApiError(404, 'Unknown drive.')
      if (drive.status !== 'open') throw new ApiError(409, 'This drive is closed: log the goods without it, or reopen a drive.')
    }
    const gift = donor ? await insertInKindGift(payload, req, donor, { receivedAt: input.receivedAt, description }) : null
    const created = await payload.create({
      collection: 'drop-offs',
      data: {
        receivedAt: input.receivedAt,
        donorName: donor ? `${donor.firstName} ${donor.lastName}`.trim() : null,
        donorEmail: donor?.email ?? null,
        contact: input.donor && 'contactId' in input.donor ? input.donor.contactId : null,
        items: input.items.map((item) => ({ category: item.category, quantity: item.quantity, description: item.description ?? null })),
        weightLbs: input.weightLbs ?? null,
        donorEstimateCents: donor ? (input.donorEstimateCents ?? null) : null,
        note: input.note ?? null,
        drive: input.driveId ?? null,
        donation: gift?.id ?? null,
        enteredBy: staff.id,
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    let receiptNumber: string | undefined
    if (gift) {
      await recordAudit(payload, { action: 'gift-entry', user: staff, collection: 'donations', recordId: gift.id, detail: 'in_kind' }, req)
      if (gift.receiptId !== null) {
        const [receipt] = await runSql<{ number: string }>(payload, req, sql`SELECT "number" FROM "receipts" WHERE "id" = ${gift.receiptId}`)
        receiptNumber = receipt?.number
      }
    }
    return { id: created.id, receiptNumber, after: gift ? afterInKindGift(payload, donor?.email ?? null, gift.receiptId) : [] }
  })
  await runAfterCommit(after)
  return receiptNumber ? { id, receiptNumber } : { id }
}
