import { z } from 'zod'

import { optionalText } from '@/lib/validation'

export const FULFIL_STEPS = ['shipped', 'ready_for_pickup', 'picked_up'] as const
export type FulfilStep = (typeof FULFIL_STEPS)[number]

/** Every order status: asking for one that is not a fulfilment step is an impossible transition (409), not bad input. */
const ANY_STATUS = ['pending', 'paid', 'cancelled', 'refunded', ...FULFIL_STEPS] as const

/** POST /api/orders/{id}/fulfil (issue 16): the step staff take, with the parcel's tracking when it ships. */
export const fulfilSchema = z.object({
  status: z.enum(ANY_STATUS, { error: "status must be 'shipped', 'ready_for_pickup' or 'picked_up'." }),
  carrier: optionalText(100),
  trackingNumber: optionalText(100),
})

export type FulfilInput = z.output<typeof fulfilSchema>
