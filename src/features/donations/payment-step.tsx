'use client'

import { useElements, useStripe } from '@stripe/react-stripe-js'
import type { PaymentIntentResult, StripeElements, StripeElementsOptions } from '@stripe/stripe-js'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { toCents } from '@/lib/money'
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

/**
 * A gift the server has started (its client secret), or one it has only priced: the request that
 * creates it on "Donate Now" and the charge quoted for a card (issue 29, a recurring gift whose
 * donor covers the fee: a subscription's first invoice cannot be repriced once created).
 */
export type PaymentGift = { clientSecret: string } | { deferred: Record<string, unknown>; charge: Charge }

type Props = {
  publishableKey: string
  gift: PaymentGift
  type: DonationType
  onBack: () => void
  /** Issue 29: a gift whose donor covers the fee is priced again for the method picked. */
  followsMethod?: boolean
  onCharge?: (charge: Charge) => void
}

const APPEARANCE = { theme: 'stripe', variables: { colorPrimary: '#9d2b5b' } } as const

/** Stripe's Payment Element for a gift; loaded only at this step. */
export default function DonationPayment({ publishableKey, gift, type, onBack, followsMethod, onCharge }: Props) {
  // Stripe's deferred-intent flow mounts the element with the amount quoted, no intent yet; the
  // amount is updated by elements.update() when the method changes, not by new options.
  const [options] = React.useState<StripeElementsOptions>(() =>
    'clientSecret' in gift
      ? { clientSecret: gift.clientSecret, appearance: APPEARANCE }
      : { mode: 'subscription', amount: toCents(gift.charge.amount), currency: 'usd', appearance: APPEARANCE },
  )
  return (
    <SecureElements publishableKey={publishableKey} options={options} onBack={onBack} backLabel="Change my gift">
      <PaymentStep type={type} onBack={onBack} gift={gift} followsMethod={followsMethod} onCharge={onCharge} />
    </SecureElements>
  )
}

/** The fee is priced for a card unless the donor picks a bank account (wallets and Link are cards). */
const methodOf = (picked: string): PaymentMethodType => (picked === 'us_bank_account' ? 'us_bank_account' : 'card')

/** The charge for `method`: a started gift's intent is repriced; a deferred gift is quoted again. */
async function priceFor(gift: PaymentGift, elements: StripeElements, method: PaymentMethodType): Promise<Charge> {
  if ('clientSecret' in gift) {
    const answer = await postJson<Charge>('/api/donation-intent-method', { clientSecret: gift.clientSecret, paymentMethodType: method })
    if (answer.kind !== 'ok') throw new Error('not repriced')
    await elements.fetchUpdates()
    return answer.data
  }
  const answer = await postJson<Charge>('/api/donation-quote', { ...gift.deferred, paymentMethodType: method })
  if (answer.kind !== 'ok') throw new Error('not priced')
  elements.update({ amount: toCents(answer.data.amount) })
  return answer.data
}

function PaymentStep({
  type,
  onBack,
  gift,
  followsMethod,
  onCharge,
}: { type: DonationType; onBack: () => void; gift: PaymentGift; followsMethod?: boolean; onCharge?: (charge: Charge) => void }) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = React.useState(false)
  const [paying, setPaying] = React.useState(false)
  const [repricing, setRepricing] = React.useState(false)
  const priced = React.useRef<PaymentMethodType>('card')
  const shown = React.useRef<Charge | null>('charge' in gift ? gift.charge : null)
  // One click, one payment: a second click before React re-renders the button finds this set.
  const inFlight = React.useRef(false)

  async function changeMethod(picked: string) {
    const method = methodOf(picked)
    if (!followsMethod || !elements || method === priced.current) return
    priced.current = method
    // "Donate Now" waits until the new amount is on the payment, so the donor pays what they see.
    setRepricing(true)
    try {
      const charge = await priceFor(gift, elements, method)
      shown.current = charge
      onCharge?.(charge)
    } catch {
      priced.current = method === 'card' ? 'us_bank_account' : 'card'
      toast({ title: 'Error', description: DONATION_FAILED, variant: 'destructive' })
    } finally {
      setRepricing(false)
    }
  }

  /**
   * Stripe's deferred-intent flow: the element checks what the donor entered (and opens a
   * wallet's sheet) before the server creates the gift for the method picked; answers its
   * client secret, or null when the donor has something to fix or see first.
   */
  async function createGift(deferred: Record<string, unknown>, group: StripeElements): Promise<string | null> {
    const submitted = await group.submit()
    // The element shows what to fix in its own fields.
    if (submitted.error) return null
    const answer = await postJson<{ clientSecret: string } & Charge>('/api/create-donation-intent', { ...deferred, paymentMethodType: priced.current })
    if (answer.kind !== 'ok' || !answer.data.clientSecret) {
      toast({ title: 'Error', description: (answer.kind === 'error' && answer.message) || DONATION_FAILED, variant: 'destructive' })
      return null
    }
    if (answer.data.amount !== shown.current?.amount) {
      // The rates changed since the quote: the donor sees the new total before anything is charged.
      group.update({ amount: toCents(answer.data.amount) })
      shown.current = answer.data
      onCharge?.(answer.data)
      return null
    }
    return answer.data.clientSecret
  }

  async function onPay(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!stripe || !elements || repricing || inFlight.current) return
    inFlight.current = true
    setPaying(true)
    const returnUrl = donationReturnUrl(window.location.origin, type)
    const confirmParams = { return_url: returnUrl }
    let result: PaymentIntentResult | null
    if ('clientSecret' in gift) {
      result = await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' })
    } else {
      const clientSecret = await createGift(gift.deferred, elements)
      result = clientSecret ? await stripe.confirmPayment({ elements, clientSecret, confirmParams, redirect: 'if_required' }) : null
    }
    if (!result || result.error) {
      inFlight.current = false
      setPaying(false)
      if (result?.error) toast({ title: 'Payment Failed', description: result.error.message ?? DONATION_FAILED, variant: 'destructive' })
      return
    }
    toast({ title: 'Thank You!', description: thankYouMessage(type) })
    window.location.assign(returnUrl)
  }

  return (
    <form method="post" onSubmit={onPay} className="mt-5 space-y-4" aria-busy={repricing}>
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
