'use client'

import { useElements, useStripe } from '@stripe/react-stripe-js'
import { CheckCircle2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import * as React from 'react'

import { Link } from '@/components/ui/link'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, Skeleton } from '@/components/ui/card'
import { FieldError, Input, Label } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { lineTotalCents } from '@/domain/cart/cart'
import { useCart } from '@/features/cart/cart-context'
import { SecureElements, SitePaymentElement } from '@/features/donations/secure-elements'
import { revealOnMount, useFieldErrors } from '@/features/forms/field-errors'
import { controlProps, SelectField, TextField } from '@/features/forms/fields'
import { checkFields, type FieldErrors } from '@/features/forms/submit'
import { centsToDecimal } from '@/lib/money'
import { postJson, type PostResult } from '@/lib/post-json'

import { fulfilmentNeeds, fulfilmentOf } from '@/domain/shop/catalogue'
import { MISSING_INFORMATION } from '@/domain/shop/order-schema'
import { OrderSummary } from './order-summary'
import { type PickupDetails, pickupWhere } from '@/domain/shop/pickup'
import { US_STATE_OPTIONS } from '@/domain/shop/us-states'

// The address rules (zod) are fetched when the visitor first sends the form, not with the page.
const loadAddressRules = () => import('@/domain/shop/address-schema').then((module) => module.shippingAddressSchema)

type Address = { name: string; line1: string; line2: string; city: string; state: string; postalCode: string; phone: string }
const EMPTY_ADDRESS: Address = { name: '', line1: '', line2: '', city: '', state: '', postalCode: '', phone: '' }

/** The server names address fields `shippingAddress.<field>`; the form keeps them that way. */
const ADDRESS_PREFIX = 'shippingAddress.'
const prefixed = (prefix: string, errors: FieldErrors) => Object.fromEntries(Object.entries(errors).map(([key, message]) => [`${prefix}${key}`, message]))
const unprefixed = (prefix: string, errors: FieldErrors) =>
  Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [])))

type Customer = { email: string; firstName: string; lastName: string }

/** Beside a required field left empty; the toast keeps the spec's wording for the whole form. */
const REQUIRED_MESSAGES: Record<keyof Customer, string> = {
  email: 'Please enter your email address.',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
}

export function Checkout({
  publishableKey,
  success,
  pickup,
}: {
  publishableKey: string | null
  success: boolean
  pickup: PickupDetails
}) {
  const { items, loaded, totalCents, clear } = useCart()
  const router = useRouter()
  const [customer, setCustomer] = React.useState<Customer>({ email: '', firstName: '', lastName: '' })
  const [address, setAddress] = React.useState<Address>(EMPTY_ADDRESS)
  const [clientSecret, setClientSecret] = React.useState<string | null>(null)
  const [submitting, setSubmitting] = React.useState(false)
  const { errors: fieldErrs, formRef, show: showErrors, clear: clearError } = useFieldErrors()

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
    fulfilment: fulfilmentOf(line.product),
  }))
  const needs = fulfilmentNeeds(summaryLines)
  const locked = submitting || Boolean(clientSecret)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const trimmed = {
      email: customer.email.trim(),
      firstName: customer.firstName.trim(),
      lastName: customer.lastName.trim(),
    }
    const missing = Object.fromEntries(
      (Object.keys(REQUIRED_MESSAGES) as (keyof Customer)[])
        .filter((name) => !trimmed[name])
        .map((name) => [name, REQUIRED_MESSAGES[name]]),
    )
    showErrors(missing)
    if (Object.keys(missing).length) {
      toast({ title: 'Missing Information', description: MISSING_INFORMATION, variant: 'destructive' })
      return
    }
    if (needs.ships) {
      const errors = await checkFields(loadAddressRules, address)
      if (errors) {
        showErrors(prefixed(ADDRESS_PREFIX, errors))
        toast({ title: 'Shipping Address', description: 'Please check the shipping address.', variant: 'destructive' })
        return
      }
    }
    setSubmitting(true)
    try {
      const amount = centsToDecimal(totalCents)
      const order = await postJson<{ id: string }>('/api/orders', {
        ...trimmed,
        totalAmount: amount,
        items: items.map((line) => ({ productId: line.product.id, quantity: line.quantity, price: line.product.price })),
        ...(needs.ships ? { shippingAddress: address } : {}),
      })
      if (order.kind !== 'ok') return refused(order)
      const intent = await postJson<{ clientSecret: string }>('/api/create-payment-intent', { amount, orderId: order.data.id })
      if (intent.kind !== 'ok' || !intent.data.clientSecret) return refused(intent)
      setClientSecret(intent.data.clientSecret)
    } finally {
      setSubmitting(false)
    }
  }

  /** The server's words in the toast, and the fields it named marked where they are. */
  function refused(result: PostResult<unknown>) {
    if (result.kind === 'error' && result.errors) showErrors(result.errors)
    toast({
      title: 'Error',
      description: (result.kind === 'error' && result.message) || 'Failed to process order.',
      variant: 'destructive',
    })
  }

  const field = (name: keyof Customer, label: string, type = 'text', autoComplete?: string) => (
    <div>
      <Label htmlFor={`checkout-${name}`}>
        {label} <span aria-hidden="true">*</span>
      </Label>
      <Input
        {...controlProps({ idPrefix: 'checkout', name, error: fieldErrs[name] })}
        type={type}
        autoComplete={autoComplete}
        aria-required="true"
        value={customer[name]}
        disabled={submitting || Boolean(clientSecret)}
        onChange={(event) => {
          setCustomer((current) => ({ ...current, [name]: event.target.value }))
          clearError(name)
        }}
      />
      <FieldError id={`checkout-${name}-error`} message={fieldErrs[name]} />
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
          <form ref={formRef} noValidate onSubmit={submit} className="mt-4 space-y-4">
            {field('email', 'Email', 'email', 'email')}
            <div className="grid gap-4 sm:grid-cols-2">
              {field('firstName', 'First Name', 'text', 'given-name')}
              {field('lastName', 'Last Name', 'text', 'family-name')}
            </div>
            {needs.ships && (
              <ShippingFields
                address={address}
                errors={unprefixed(ADDRESS_PREFIX, fieldErrs)}
                disabled={locked}
                onChange={setAddress}
                onEdit={(name) => clearError(`${ADDRESS_PREFIX}${name}`)}
              />
            )}
            {needs.pickup && <PickupNotice pickup={pickup} mixed={needs.ships} />}
            {!clientSecret && (
              <Button type="submit" disabled={submitting || !publishableKey} className="w-full">
                {submitting && <Spinner />}
                {submitting ? 'Processing...' : 'Continue to Payment'}
              </Button>
            )}
          </form>
        </Card>
        {clientSecret && publishableKey && (
          <Card ref={revealOnMount} className="scroll-mt-24">
            <h2 className="text-xl font-semibold">Payment</h2>
            <div className="mt-4">
              <SecureElements publishableKey={publishableKey} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
                <PaymentForm />
              </SecureElements>
            </div>
          </Card>
        )}
      </div>
      <OrderSummary totalCents={totalCents} lines={summaryLines} needs={needs} pickup={pickup} />
    </div>
  )
}

/** A US address for the lines that ship (issue 16), checked with the same rules as the server. */
function ShippingFields({
  address,
  errors,
  disabled,
  onChange,
  onEdit,
}: {
  address: Address
  errors: FieldErrors
  disabled: boolean
  onChange: React.Dispatch<React.SetStateAction<Address>>
  onEdit: (name: keyof Address) => void
}) {
  const bind = (name: keyof Address) => ({
    idPrefix: 'shipping',
    name,
    error: errors[name],
    value: address[name],
    disabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      onChange((current) => ({ ...current, [name]: event.target.value }))
      onEdit(name)
    },
  })
  return (
    <fieldset className="space-y-4 border-t border-line pt-4" data-testid="shipping-address">
      <legend className="text-lg font-semibold">Shipping Address</legend>
      <TextField {...bind('name')} label="Full name" autoComplete="shipping name" />
      <TextField {...bind('line1')} label="Address line 1" autoComplete="shipping address-line1" />
      <TextField {...bind('line2')} label="Address line 2" optional autoComplete="shipping address-line2" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...bind('city')} label="City" autoComplete="shipping address-level2" />
        <SelectField {...bind('state')} label="State" placeholder="Choose…" options={US_STATE_OPTIONS} autoComplete="shipping address-level1" />
        <TextField {...bind('postalCode')} label="ZIP code" inputMode="numeric" autoComplete="shipping postal-code" />
      </div>
      <TextField {...bind('phone')} label="Phone" optional type="tel" autoComplete="shipping tel" hint="Only for the carrier, if they need to reach you." />
    </fieldset>
  )
}

/** Where and when pickup-only goods are collected; no address is needed for them. */
function PickupNotice({ pickup, mixed }: { pickup: PickupDetails; mixed: boolean }) {
  return (
    <section aria-labelledby="pickup-heading" className="rounded-card border border-sage bg-sage-soft p-4" data-testid="pickup-notice">
      <h3 id="pickup-heading" className="font-semibold">
        Local Pickup
      </h3>
      <p className="mt-1 text-sm">
        {mixed ? 'Eggs and plant starts in this order are not shipped: ' : 'Nothing in this order is shipped: '}
        collect them at {pickupWhere(pickup)}. Farm stand hours: {pickup.hours}.
      </p>
      <p className="mt-1 text-sm">{pickup.instructions}</p>
    </section>
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
      <SitePaymentElement onReady={() => setReady(true)} />
      <Button type="submit" className="w-full" disabled={!stripe || !elements || !ready || paying}>
        {paying && <Spinner />}
        {paying ? 'Processing...' : 'Pay Now'}
      </Button>
    </form>
  )
}
