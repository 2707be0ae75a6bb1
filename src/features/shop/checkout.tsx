'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { CheckCircle2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import * as React from 'react'

import { Link } from '@/components/link'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, Skeleton } from '@/components/ui/card'
import { Input, Label } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { lineTotalCents } from '@/features/cart/cart'
import { useCart } from '@/features/cart/cart-context'
import { centsToDecimal } from '@/lib/money'

import { MISSING_INFORMATION } from './order-schema'
import { OrderSummary } from './order-summary'

let stripePromise: Promise<Stripe | null> | null = null
let stripeKey: string | null = null

/** Stripe.js is fetched from Stripe's host only once the payment step needs it. */
function stripeFor(publishableKey: string) {
  if (!stripePromise || stripeKey !== publishableKey) {
    stripeKey = publishableKey
    stripePromise = loadStripe(publishableKey)
  }
  return stripePromise
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const data = (await response.json().catch(() => null)) as (T & { message?: string }) | null
  if (!response.ok) throw new Error(data?.message || 'Failed to process order.')
  if (!data) throw new Error('Failed to process order.')
  return data
}

type Customer = { email: string; firstName: string; lastName: string }

export function Checkout({ publishableKey, success }: { publishableKey: string | null; success: boolean }) {
  const { items, loaded, totalCents, clear } = useCart()
  const router = useRouter()
  const [customer, setCustomer] = React.useState<Customer>({ email: '', firstName: '', lastName: '' })
  const [clientSecret, setClientSecret] = React.useState<string | null>(null)
  const [submitting, setSubmitting] = React.useState(false)

  // Once only: clearing gives the cart a new (empty) array and `clear` a new identity.
  const cleared = React.useRef(false)
  React.useEffect(() => {
    if (!success || !loaded || cleared.current) return
    cleared.current = true
    clear()
  }, [success, loaded, clear])

  React.useEffect(() => {
    if (!success && loaded && items.length === 0 && !clientSecret) router.replace('/cart')
  }, [success, loaded, items.length, clientSecret, router])

  if (success) {
    return (
      <Card className="mx-auto max-w-lg text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-sage" />
        <h2 className="mt-4 text-3xl font-bold">Order Successful!</h2>
        <p className="mt-3 text-muted">Thank you for your purchase. You&apos;ll receive a confirmation email soon.</p>
        <Link href="/store" className={buttonVariants({ className: 'mt-6' })}>
          Continue Shopping
        </Link>
      </Card>
    )
  }

  if (!loaded || items.length === 0) return <Skeleton className="h-96" />

  const summaryLines = items.map((line) => ({
    id: line.product.id,
    name: line.product.name,
    quantity: line.quantity,
    totalCents: lineTotalCents(line),
  }))

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const trimmed = {
      email: customer.email.trim(),
      firstName: customer.firstName.trim(),
      lastName: customer.lastName.trim(),
    }
    if (!trimmed.email || !trimmed.firstName || !trimmed.lastName) {
      toast({ title: 'Missing Information', description: MISSING_INFORMATION, variant: 'destructive' })
      return
    }
    setSubmitting(true)
    try {
      const amount = centsToDecimal(totalCents)
      const order = await postJson<{ id: string }>('/api/orders', {
        ...trimmed,
        totalAmount: amount,
        items: items.map((line) => ({ productId: line.product.id, quantity: line.quantity, price: line.product.price })),
      })
      const intent = await postJson<{ clientSecret: string }>('/api/create-payment-intent', { amount, orderId: order.id })
      setClientSecret(intent.clientSecret)
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error && error.message ? error.message : 'Failed to process order.',
        variant: 'destructive',
      })
    } finally {
      setSubmitting(false)
    }
  }

  const field = (name: keyof Customer, label: string, type = 'text', autoComplete?: string) => (
    <div>
      <Label htmlFor={`checkout-${name}`}>
        {label} <span aria-hidden="true">*</span>
      </Label>
      <Input
        id={`checkout-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-required="true"
        value={customer[name]}
        disabled={submitting || Boolean(clientSecret)}
        onChange={(event) => setCustomer((current) => ({ ...current, [name]: event.target.value }))}
      />
    </div>
  )

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        {!publishableKey && (
          <p role="alert" className="rounded-lg border border-danger bg-white p-4 font-semibold text-danger">
            Online payments are not configured.
          </p>
        )}
        <Card>
          <h2 className="text-xl font-semibold">Customer Information</h2>
          <form noValidate onSubmit={submit} className="mt-4 space-y-4">
            {field('email', 'Email', 'email', 'email')}
            <div className="grid gap-4 sm:grid-cols-2">
              {field('firstName', 'First Name', 'text', 'given-name')}
              {field('lastName', 'Last Name', 'text', 'family-name')}
            </div>
            {!clientSecret && (
              <Button type="submit" disabled={submitting || !publishableKey} className="w-full">
                {submitting && <Spinner />}
                {submitting ? 'Processing...' : 'Continue to Payment'}
              </Button>
            )}
          </form>
        </Card>
        {clientSecret && publishableKey && (
          <Card>
            <h2 className="text-xl font-semibold">Payment</h2>
            <div className="mt-4">
              <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
                <PaymentForm />
              </Elements>
            </div>
          </Card>
        )}
      </div>
      <OrderSummary totalCents={totalCents} lines={summaryLines} />
    </div>
  )
}

function PaymentForm() {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = React.useState(false)
  const [paying, setPaying] = React.useState(false)

  async function pay(event: React.FormEvent) {
    event.preventDefault()
    if (!stripe || !elements) return
    setPaying(true)
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/checkout?success=true` },
    })
    // Only reached on failure: on success Stripe navigates to the return address.
    if (error) {
      toast({ title: 'Payment Failed', description: error.message ?? 'Your payment could not be completed.', variant: 'destructive' })
    }
    setPaying(false)
  }

  return (
    <form onSubmit={pay} className="space-y-4">
      <PaymentElement onReady={() => setReady(true)} />
      <Button type="submit" className="w-full" disabled={!stripe || !elements || !ready || paying}>
        {paying && <Spinner />}
        {paying ? 'Processing...' : 'Pay Now'}
      </Button>
    </form>
  )
}
