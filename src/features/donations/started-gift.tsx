'use client'

import * as React from 'react'

import { Spinner } from '@/components/ui/spinner'
import { revealOnMount } from '@/features/forms/field-errors'
import { formatPrice, toCents } from '@/lib/money'
import { cn } from '@/lib/utils'

import { FREQUENCY_DESCRIPTIONS, type DonationType } from '@/domain/donations/amounts'
import { FinishLater, type FinishLaterDraft } from './finish-later'
import type { Charge } from './payment-step'

export const loadPaymentStep = () => import('./payment-step')
const DonationPayment = React.lazy(loadPaymentStep)

export type Started = {
  /** The gift the server started, or (created only on "Donate Now") the request that creates it. */
  payment: { clientSecret: string } | { deferred: Record<string, unknown> }
  type: DonationType
  amount: number
  coverFees: boolean
  charge: Charge
  /** What a finish-later reminder needs (issue 42): the reference the server gave the gift. */
  reminder?: { reference: string; email: string; discreet: boolean; reminderMinutes?: number; draft?: FinishLaterDraft }
}

type Props = {
  started: Started
  headingId: string
  headingLevel: 2 | 3
  title: string
  className?: string
  publishableKey: string
  onBack: () => void
  onCharge: (charge: Charge) => void
}

/** The payment step of the donation form: what is given, what is charged, and Stripe's Payment Element. */
export function StartedGift({ started, headingId, headingLevel, title, className, publishableKey, onBack, onCharge }: Props) {
  const Heading = `h${headingLevel}` as const
  const gift = formatPrice(toCents(started.amount))
  const fee = toCents(started.charge.feeCovered)
  return (
    <section
      ref={revealOnMount}
      aria-labelledby={headingId}
      className={cn('scroll-mt-24 rounded-card border border-line bg-white p-6 shadow-sm', className)}
    >
      <Heading id={headingId} className="text-2xl font-bold">
        {title}
      </Heading>
      <p className="mt-1 text-muted">
        {started.type === 'one_time' ? `One-time gift of ${gift}` : `${gift} ${FREQUENCY_DESCRIPTIONS[started.type]}`}
      </p>
      {fee > 0 ? (
        // Issue 29: the total follows the method picked below (a bank payment's fee is smaller).
        <p className="mt-1 font-semibold" data-testid="charge-total" aria-live="polite">
          Total {formatPrice(toCents(started.charge.amount))}, including {formatPrice(fee)} to cover processing fees
        </p>
      ) : null}
      {started.reminder ? (
        <div className="mt-4">
          <FinishLater {...started.reminder} amount={started.amount} donationType={started.type} />
        </div>
      ) : null}
      <React.Suspense
        fallback={
          <p role="status" className="mt-5 flex items-center gap-2 text-muted">
            <Spinner /> Loading the secure payment form…
          </p>
        }
      >
        <DonationPayment
          publishableKey={publishableKey}
          gift={'deferred' in started.payment ? { ...started.payment, charge: started.charge } : started.payment}
          type={started.type}
          onBack={onBack}
          followsMethod={started.coverFees}
          onCharge={onCharge}
        />
      </React.Suspense>
    </section>
  )
}
