'use client'

import { useElements, useStripe } from '@stripe/react-stripe-js'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { dismissToast, toast } from '@/components/ui/use-toast'
import { SitePaymentElement } from '@/features/donations/secure-elements'

/** Where Stripe sends the buyer after paying: the order's id lets the page name its number. */
export function checkoutReturnUrl(origin: string, orderId: string) {
  return `${origin}/checkout?success=true&order=${encodeURIComponent(orderId)}`
}

export function PaymentForm({
  orderId,
  error,
  onError,
  onBack,
}: {
  orderId: string
  error: string | null
  onError: (message: string | null) => void
  onBack: () => void
}) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = React.useState(false)
  const [paying, setPaying] = React.useState(false)
  const failureToast = React.useRef<string | null>(null)

  async function pay(event: React.FormEvent) {
    event.preventDefault()
    if (!stripe || !elements) return
    // A new try: the last failure is no longer the news.
    onError(null)
    if (failureToast.current) dismissToast(failureToast.current)
    setPaying(true)
    const { error: failure } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: checkoutReturnUrl(window.location.origin, orderId) },
    })
    // Only reached on failure: on success Stripe navigates to the return address.
    if (failure) {
      const message = failure.message ?? 'Your payment could not be completed.'
      failureToast.current = toast({ title: 'Payment Failed', description: message, variant: 'destructive' })
      onError(message)
    }
    setPaying(false)
  }

  return (
    <form method="post" onSubmit={pay} className="space-y-4">
      <SitePaymentElement onReady={() => setReady(true)} />
      {error && (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-sm text-danger" data-testid="payment-error">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={!stripe || !elements || !ready || paying}>
        {paying && <Spinner />}
        {paying ? 'Processing...' : 'Pay Now'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack} disabled={paying}>
        Back
      </Button>
    </form>
  )
}
