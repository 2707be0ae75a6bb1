import { expect } from 'vitest'

import { call, uniqueEmail } from './api'
import { markedName } from './markers'
import { testPayload } from './payload'

/** A donor contact as the staff's donor list answers it. */
export type DonorContact = { id: number; email: string; firstName: string | null; totalDonationAmount: number }

/** The contact the donor list finds for `email` (searched by staff signed in with `cookie`), or null. */
export async function contactOf(email: string, cookie: string): Promise<DonorContact | null> {
  const answer = await call<DonorContact[]>(`/api/donor-contacts?search=${encodeURIComponent(email)}`, { cookie })
  expect(answer.status).toBe(200)
  return answer.body.find((contact) => contact.email === email.toLowerCase()) ?? null
}

/** Whether the contact is in the LYBUNT segment (gave last year, not yet this year). */
export async function isLybunt(contactId: number, cookie: string): Promise<boolean> {
  const answer = await call<DonorContact[]>(`/api/donor-contacts?segment=lybunt&limit=1000`, { cookie })
  expect(answer.status).toBe(200)
  return answer.body.some((contact) => contact.id === contactId)
}

/**
 * A donor written straight into the database (no Stripe, no webhook): her contact, as a donation
 * makes it, and `gift(cents, at)`, which records a one-time gift of hers made at the instant `at`.
 */
export async function storedDonor(firstName: string, label: string) {
  const payload = await testPayload()
  const email = uniqueEmail(label)
  const contact = await payload.create({
    collection: 'donor-contacts',
    data: { email, firstName: markedName(firstName), lastName: 'Donor', totalDonationCents: 0, donationCount: 0, isMonthlyDonor: false, isActive: true, source: 'donation' },
    overrideAccess: true,
  })
  const gift = (amountCents: number, createdAt: string) =>
    payload.create({
      collection: 'donations',
      data: { firstName, lastName: 'Donor', email, amountCents, type: 'one-time', frequency: 'one_time', isRecurring: false, createdAt },
      overrideAccess: true,
    })
  return { id: contact.id, email, gift }
}
