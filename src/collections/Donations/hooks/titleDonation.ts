import type { CollectionBeforeChangeHook } from 'payload'

import type { Donation } from '@/payload-types'

/**
 * The admin lists gifts by donor name and payment date ("Maya Rivers — 2026-12-14"); the net
 * amount starts as the full gift (0 for a bank payment still processing), and refunds or disputes
 * lower it later.
 */
export const titleDonation: CollectionBeforeChangeHook<Donation> = ({ data, operation, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  const date = (merged.createdAt ? new Date(merged.createdAt) : new Date()).toISOString().slice(0, 10)
  data.title = `${`${merged.firstName ?? ''} ${merged.lastName ?? ''}`.trim()} — ${date}`
  // A bank payment still processing (or failed) counts for nothing until Stripe confirms it.
  const unsettled = data.status === 'processing' || data.status === 'failed'
  if (operation === 'create' && data.amountCents !== undefined && !data.netAmountCents && !unsettled) data.netAmountCents = data.amountCents
  return data
}
