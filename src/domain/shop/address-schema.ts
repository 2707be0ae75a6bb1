import { z } from 'zod'

import { optionalText, requiredText } from '@/lib/validation'

import { INVALID_STATE_MESSAGE, INVALID_ZIP_MESSAGE, US_STATES, type UsStateCode } from './us-states'

const STATE_CODES = new Set<string>(US_STATES.map(([code]) => code))

/**
 * A US shipping address (issue 16), used by the checkout form before it sends and by
 * POST /api/orders. The state is a USPS code (any case on the way in); the ZIP is 5 digits or
 * ZIP+4.
 */
export const shippingAddressSchema = z.object({
  name: requiredText('Please enter the name to ship to.', 100),
  line1: requiredText('Please enter the street address.', 200),
  line2: optionalText(200),
  city: requiredText('Please enter the city.', 100),
  state: z
    .string({ error: INVALID_STATE_MESSAGE })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value): value is UsStateCode => STATE_CODES.has(value), INVALID_STATE_MESSAGE),
  postalCode: z
    .string({ error: INVALID_ZIP_MESSAGE })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, INVALID_ZIP_MESSAGE),
  phone: optionalText(30).refine(
    (value) => value === undefined || /^[0-9()+.\-\s]{7,30}$/.test(value),
    'Please enter a phone number with digits only (spaces, dashes and brackets are fine).',
  ),
})

export type ShippingAddressInput = z.output<typeof shippingAddressSchema>
