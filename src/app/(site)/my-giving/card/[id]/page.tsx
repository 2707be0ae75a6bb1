import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { Link } from '@/components/ui/link'
import { PaymentDocumentGuard } from '@/components/payment-document-guard'
import { notFound } from 'next/navigation'

import { FREQUENCY_DESCRIPTIONS } from '@/domain/donations/amounts'
import { CardUpdate } from '@/features/donor-portal/card-update'
import { centsToDecimal } from '@/lib/money'
import { getPayload } from '@/server/payload'
import { stripePublishableKey } from '@/lib/stripe'
import { portalEmail } from '@/server/donor-portal/access'
import { ownRunningGift } from '@/server/donor-portal/recurring'

export const metadata: Metadata = { title: 'Update your card', robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

/**
 * The one page of My giving that loads Stripe (its own CSP, like /donate): the Payment Element
 * saves a new card, which becomes this gift's card once Stripe confirms it.
 */
export default async function CardUpdatePage({ params }: { params: Promise<{ id: string }> }) {
  const payload = await getPayload()
  const email = await portalEmail(payload, await headers())
  if (!email) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-4xl font-bold">Update your card</h1>
        <p className="mt-3 text-lg">
          Your session has ended. <Link href="/my-giving" className="text-primary underline">Ask for a new link on My giving</Link>.
        </p>
      </div>
    )
  }
  const { id } = await params
  const gift = await ownRunningGift(payload, email, id)
  if (!gift) notFound()
  const publishableKey = stripePublishableKey()
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <PaymentDocumentGuard />
      <h1 className="text-4xl font-bold">Update your card</h1>
      <p className="mt-3 text-lg text-muted">
        For your gift of ${centsToDecimal(gift.amountCents)} {FREQUENCY_DESCRIPTIONS[gift.frequency]}. Nothing is charged now; the next
        payment uses the new card.
      </p>
      {publishableKey ? (
        <CardUpdate id={Number(id)} publishableKey={publishableKey} />
      ) : (
        <p role="alert" className="mt-6">Card updates are not available right now. Please try again later.</p>
      )}
      <p className="mt-8">
        <Link href="/my-giving" className="text-primary underline">Back to My giving</Link>
      </p>
    </div>
  )
}
