import { z } from 'zod'

import { emailField } from '@/lib/validation'

export const linkRequestSchema = z.object({ email: emailField('Please enter the e-mail address you gave with.') })

/**
 * A recurring gift as My giving shows it. `awaitingConfirmation`: the state Stripe answered to
 * the donor's change, shown at once, before Stripe's event has updated the books.
 */
export type PortalRecurringGift = {
  id: number
  amount: string
  frequency: string
  status: string
  nextPaymentDate: string | null
  resumesAt: string | null
  awaitingConfirmation?: boolean
}
