import type { Metadata } from 'next'

import { PaymentDocumentGuard } from '@/components/payment-document-guard'
import { Checkout } from '@/features/shop/checkout'
import { pickupDetails } from '@/domain/shop/pickup'
import { getSiteSettings } from '@/lib/site-settings'
import { stripePublishableKey } from '@/lib/stripe'

export const metadata: Metadata = { title: 'Checkout' }

type Props = { searchParams: Promise<{ success?: string | string[] }> }

export default async function CheckoutPage({ searchParams }: Props) {
  const [{ success }, settings] = await Promise.all([searchParams, getSiteSettings()])
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PaymentDocumentGuard />
      <h1 className="mb-8 text-4xl font-bold">Checkout</h1>
      <Checkout publishableKey={stripePublishableKey()} success={success === 'true'} pickup={pickupDetails(settings)} />
    </div>
  )
}
