import type { Metadata } from 'next'

import { PaymentDocumentGuard } from '@/components/payment-document-guard'
import { Checkout } from '@/features/shop/checkout'
import { CheckoutComplete } from '@/features/shop/checkout-complete'
import { pickupDetails } from '@/domain/shop/pickup'
import { getPayload } from '@/server/payload'
import { getSiteSettings } from '@/server/site-settings'
import { stripePublishableKey } from '@/lib/stripe'
import { checkoutReturn } from '@/server/shop/checkout-return'

export const metadata: Metadata = { title: 'Checkout' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function CheckoutPage({ searchParams }: Props) {
  const [params, settings, payload] = await Promise.all([searchParams, getSiteSettings(), getPayload()])
  const pickup = pickupDetails(settings)
  // Stripe's return: only a succeeded (or, for a bank, processing) payment is thanked.
  const returned = await checkoutReturn(payload, params)
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PaymentDocumentGuard />
      <h1 className="mb-8 text-4xl font-bold">Checkout</h1>
      {returned && returned.outcome !== 'failed' ? (
        <CheckoutComplete outcome={returned.outcome} order={returned.order} pickup={pickup} />
      ) : (
        <Checkout
          publishableKey={stripePublishableKey()}
          pickup={pickup}
          failedPayment={returned?.outcome === 'failed' ? { reason: returned.reason, retry: returned.retry } : null}
        />
      )}
    </div>
  )
}
