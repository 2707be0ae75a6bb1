'use client'

import { useElements, useStripe } from '@stripe/react-stripe-js'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'

import type { DonationType } from '@/domain/donations/amounts'
import { DONATION_FAILED, thankYouMessage } from '@/domain/donations/messages'
import { SecureElements, SitePaymentElement } from './secure-elements'

/** Where Stripe sends the donor back; the thank-you screen names the schedule. */
export function donationReturnUrl(origin: string, type: DonationType) {
  return `${origin}/donate?success=true&frequency=${type}`
}

type Props = { publishableKey: string; clientSecret: string; type: DonationType; onBack: () => void }

/** Stripe's Payment Element for a gift the server has started; loaded only at this step. */
export default function DonationPayment({ publishableKey, clientSecret, type, onBack }: Props) {
  return (
    <SecureElements
      publishableKey={publishableKey}
      options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#9d2b5b' } } }}
    >
      <PaymentStep type={type} onBack={onBack} />
    </SecureElements>
  )
}

function PaymentStep({ type, onBack }: { type: DonationType; onBack: () => void }) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = React.useState(false)
  const [paying, setPaying] = React.useState(false)

  async function onPay(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!stripe || !elements) return
    setPaying(true)
    const returnUrl = donationReturnUrl(window.location.origin, type)
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' })
    if (result.error) {
      setPaying(false)
      toast({ title: 'Payment Failed', description: result.error.message ?? DONATION_FAILED, variant: 'destructive' })
      return
    }
    toast({ title: 'Thank You!', description: thankYouMessage(type) })
    window.location.assign(returnUrl)
  }

  return (
    <form onSubmit={onPay} className="mt-5 space-y-4">
      <SitePaymentElement onReady={() => setReady(true)} />
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || !elements || !ready || paying}>
        {paying ? <Spinner /> : null}
        {paying ? 'Processing...' : 'Donate Now'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack} disabled={paying}>
        Back
      </Button>
    </form>
  )
}
