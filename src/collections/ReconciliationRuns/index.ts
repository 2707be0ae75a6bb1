import type { CollectionConfig } from 'payload'

import { hiddenUnless, readOnlyFor } from '@/access'

/**
 * One row per reconciliation with Stripe: the window of events it listed, what it applied and
 * the drift it found (payments Stripe holds that the ledger lacks, and the reverse). The newest
 * row's `eventsUntil` is where the next run starts listing.
 */
export const ReconciliationRuns: CollectionConfig = {
  slug: 'reconciliation-runs',
  admin: { hidden: hiddenUnless('donorData'), group: 'Settings', useAsTitle: 'createdAt', defaultColumns: ['createdAt', 'eventsSeen', 'eventsApplied'] },
  access: readOnlyFor('donorData'),
  defaultSort: '-createdAt',
  fields: [
    { name: 'eventsSince', type: 'date', required: true },
    { name: 'eventsUntil', type: 'date', required: true },
    { name: 'eventsSeen', type: 'number', required: true, defaultValue: 0 },
    { name: 'eventsApplied', type: 'number', required: true, defaultValue: 0 },
    { name: 'drift', type: 'json' },
  ],
}
