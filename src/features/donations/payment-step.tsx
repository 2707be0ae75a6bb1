'use client'

import { useElements, useStripe } from '@stripe/react-stripe-js'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { postJson } from '@/lib/post-json'

import type { DonationType } from '@/domain/donations/amounts'
import type { PaymentMethodType } from '@/domain/donations/fees'
import { DONATION_FAILED, thankYouMessage } from '@/domain/donations/messages'
import { SecureElements, SitePaymentElement } from './secure-elements'

/** Where Stripe sends the donor back; the thank-you screen names the schedule. */
export function donationReturnUrl(origin: string, type: DonationType) {
  return `${origin}/donate?success=true&frequency=${type}`
}

/** What the server charges: the gift, with the fee the donor covers when they do. */
export type Charge = { amount: string; feeCovered: string }

type Props = {
  publishableKey: string
  clientSecret: string
  type: DonationType
  onBack: () => void
  /** Issue 29: a one-time gift whose donor covers the fee is priced again for the method picked. */
  followsMethod?: boolean
  onCharge?: (charge: Charge) => void
}

/** Stripe's Payment Element for a gift the server has started; loaded only at this step. */
export default function DonationPayment({ publishableKey, clientSecret, type, onBack, followsMethod, onCharge }: Props) {
  return (
    <SecureElements
      publishableKey={publishableKey}
      options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#9d2b5b' } } }}
    >
      <PaymentStep type={type} onBack={onBack} clientSecret={clientSecret} followsMethod={followsMethod} onCharge={onCharge} />
    </SecureElements>
  )
}

/** The fee is priced for a card unless the donor picks a bank account (wallets and Link are cards). */
const methodOf = (picked: string): PaymentMethodType => (picked === 'us_bank_account' ? 'us_bank_account' : 'card')

function PaymentStep({
  type,
  onBack,
  clientSecret,
  followsMethod,
  onCharge,
}: { type: DonationType; onBack: () => void; clientSecret: string; followsMethod?: boolean; onCharge?: (charge: Charge) => void }) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = React.useState(false)
  const [paying, setPaying] = React.useState(false)
  const [repricing, setRepricing] = React.useState(false)
  const priced = React.useRef<PaymentMethodType>('card')

  async function changeMethod(picked: string) {
    const method = methodOf(picked)
    if (!followsMethod || !elements || method === priced.current) return
    priced.current = method
    // "Donate Now" waits until the new amount is on the payment, so the donor pays what they see.
    setRepricing(true)
    try {
      const answer = await postJson<Charge>('/api/donation-intent-method', { clientSecret, paymentMethodType: method })
      if (answer.kind !== 'ok') throw new Error('not repriced')
      await elements.fetchUpdates()
      onCharge?.(answer.data)
    } catch {
      priced.current = method === 'card' ? 'us_bank_account' : 'card'
      toast({ title: 'Error', description: DONATION_FAILED, variant: 'destructive' })
    } finally {
      setRepricing(false)
    }
  }

  async function onPay(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!stripe || !elements || repricing) return
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
    <form onSubmit={onPay} className="mt-5 space-y-4" aria-busy={repricing}>
      <SitePaymentElement onReady={() => setReady(true)} onMethodChange={followsMethod ? (picked) => void changeMethod(picked) : undefined} />
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || !elements || !ready || paying || repricing}>
        {paying || repricing ? <Spinner /> : null}
        {paying ? 'Processing...' : 'Donate Now'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack} disabled={paying}>
        Back
      </Button>
    </form>
  )
}
