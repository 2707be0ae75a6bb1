import type { CollectionBeforeChangeHook } from 'payload'

import type { IntakeRequest } from '@/payload-types'

/** Records when a request was closed (the retention clock starts then); reopening clears it. */
export const stampClosedAt: CollectionBeforeChangeHook<IntakeRequest> = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  if (status === 'closed') {
    if (!data.closedAt && !originalDoc?.closedAt) data.closedAt = new Date().toISOString()
  } else if (status) {
    data.closedAt = null
  }
  return data
}
