'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Card, Skeleton } from '@/components/ui/card'
import { FieldError, Input, Label } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { dismissToast, toast } from '@/components/ui/use-toast'
import { lineTotalCents } from '@/domain/cart/cart'
import { useCart } from '@/features/cart/cart-context'
import { SecureElements } from '@/features/donations/secure-elements'
import { revealOnMount, useFieldErrors } from '@/features/forms/field-errors'
import { controlProps } from '@/features/forms/fields'
import { checkFields, type FieldErrors } from '@/features/forms/submit'
import { centsToDecimal } from '@/lib/money'
import { postJson, type PostResult } from '@/lib/post-json'

import { fulfilmentNeeds, fulfilmentOf } from '@/domain/shop/catalogue'
import { type CheckoutDraft, parseCheckoutDraft, readCheckoutDraftText, saveCheckoutDraft } from './checkout-draft'
import { MISSING_INFORMATION } from '@/domain/shop/order-schema'
import { type Address, EMPTY_ADDRESS, PickupNotice, ShippingFields } from './checkout-fields'
import { PaymentForm } from './checkout-payment'
import { OrderSummary } from './order-summary'
import type { PickupDetails } from '@/domain/shop/pickup'

// The address rules (zod) are fetched when the visitor first sends the form, not with the page.
const loadAddressRules = () => import('@/domain/shop/address-schema').then((module) => module.shippingAddressSchema)


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

/** Stripe sent the buyer back without a payment (issue 33): why, and the order to pay again if it still can be. */
export type FailedPayment = { reason: string; retry: { orderId: string; clientSecret: string } | null }

/** The order being paid: its id, Stripe's secret for its payment, and the form it was placed from. */
type PlacedOrder = { id: string; clientSecret: string; fingerprint: string | null }

const notCompleted = (reason: string) => `Your payment was not completed. ${reason} Nothing was charged: please try again or choose another payment method.`

type Props = {
  publishableKey: string | null
  pickup: PickupDetails
  failedPayment?: FailedPayment | null
}

const noSubscription = () => () => {}

/**
 * Checkout's two steps. Back from Stripe with a failed payment, the details this tab kept for
 * that order are read once hydrated, and the steps start again from them.
 */
export function Checkout(props: Props) {
  const orderId = props.failedPayment?.retry?.orderId
  const stored = React.useSyncExternalStore(noSubscription, () => (orderId ? readCheckoutDraftText() : null), () => null)
  const draft = React.useMemo(() => parseCheckoutDraft<Customer, Address>(stored, orderId), [stored, orderId])
  return <CheckoutSteps key={draft ? 'restored' : 'new'} {...props} draft={draft} />
}

function CheckoutSteps({
  publishableKey,
  pickup,
  failedPayment = null,
  draft,
}: Props & { draft: CheckoutDraft<Customer, Address> | null }) {
  const { items, loaded, totalCents } = useCart()
  const router = useRouter()
  const retry = failedPayment?.retry ?? null
  const [customer, setCustomer] = React.useState<Customer>(draft?.customer ?? { email: '', firstName: '', lastName: '' })
  const [address, setAddress] = React.useState<Address>(draft?.address ?? EMPTY_ADDRESS)
  const [order, setOrder] = React.useState<PlacedOrder | null>(
    retry ? { id: retry.orderId, clientSecret: retry.clientSecret, fingerprint: draft?.fingerprint ?? null } : null,
  )
  // The payment step is open; false while the buyer fills in (or, after Back, edits) the details.
  const [paying, setPaying] = React.useState(Boolean(retry))
  const [submitting, setSubmitting] = React.useState(false)
  // A payment that did not go through, said beside the payment field (or, with no order left to
  // pay, above the form) until the next try.
  const [paymentError, setPaymentError] = React.useState<string | null>(failedPayment ? notCompleted(failedPayment.reason) : null)
  const { errors: fieldErrs, formRef, show: showErrors, clear: clearError } = useFieldErrors()
  const errorToast = React.useRef<{ id: string; fields: Set<string> } | null>(null)
  const focusDetails = React.useRef(false)

  React.useEffect(() => {
    if (loaded && items.length === 0 && !order) router.replace('/cart')
  }, [loaded, items.length, order, router])

  // After Back, the first detail takes focus so the keyboard is where the editing is.
  React.useEffect(() => {
    if (paying || !focusDetails.current) return
    focusDetails.current = false
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus()
  }, [paying, formRef])

  if (!loaded || items.length === 0) return <Skeleton className="h-96" />

  const summaryLines = items.map((line) => ({
    id: line.product.id,
    name: line.product.name,
    quantity: line.quantity,
    totalCents: lineTotalCents(line),
    fulfilment: fulfilmentOf(line.product),
  }))
  const needs = fulfilmentNeeds(summaryLines)
  const locked = submitting || paying

  /** Marks the fields at fault and says so in one toast, which goes once they are all edited. */
  function report(errors: FieldErrors, title: string, description: string) {
    showErrors(errors)
    const id = toast({ title, description, variant: 'destructive' })
    errorToast.current = Object.keys(errors).length ? { id, fields: new Set(Object.keys(errors)) } : null
  }

  function edited(name: string) {
    clearError(name)
    const current = errorToast.current
    if (!current) return
    current.fields.delete(name)
    // The server may name the address as a whole; any of its fields answers that.
    if (name.startsWith(ADDRESS_PREFIX)) current.fields.delete('shippingAddress')
    if (current.fields.size === 0) {
      dismissToast(current.id)
      errorToast.current = null
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (submitting) return
    const trimmed = {
      email: customer.email.trim(),
      firstName: customer.firstName.trim(),
      lastName: customer.lastName.trim(),
    }
    // Every field at fault at once: the customer's and, when something ships, the address's.
    const missing: FieldErrors = Object.fromEntries(
      (Object.keys(REQUIRED_MESSAGES) as (keyof Customer)[])
        .filter((name) => !trimmed[name])
        .map((name) => [name, REQUIRED_MESSAGES[name]]),
    )
    const addressErrors = needs.ships ? await checkFields(loadAddressRules, address) : null
    const faults = { ...missing, ...(addressErrors ? prefixed(ADDRESS_PREFIX, addressErrors) : {}) }
    if (Object.keys(faults).length) {
      if (Object.keys(missing).length) report(faults, 'Missing Information', MISSING_INFORMATION)
      else report(faults, 'Shipping Address', 'Please check the shipping address.')
      return
    }
    const fingerprint = JSON.stringify({
      customer: trimmed,
      address: needs.ships ? address : null,
      items: items.map((line) => [line.product.id, line.quantity, line.product.price]),
    })
    setPaymentError(null)
    // Back and on again with nothing changed: the order already placed is the one to pay.
    if (order && order.fingerprint === fingerprint) {
      setPaying(true)
      return
    }
    setSubmitting(true)
    try {
      // Changed details make a new order; the one placed before lets its stock go at once.
      if (order) {
        const abandoned = await postJson(`/api/orders/${encodeURIComponent(order.id)}/abandon`, {})
        if (abandoned.kind === 'error' && abandoned.status === 409) return refused(abandoned)
        setOrder(null)
      }
      const amount = centsToDecimal(totalCents)
      const placed = await postJson<{ id: string }>('/api/orders', {
        ...trimmed,
        totalAmount: amount,
        items: items.map((line) => ({ productId: line.product.id, quantity: line.quantity, price: line.product.price })),
        ...(needs.ships ? { shippingAddress: address } : {}),
      })
      if (placed.kind !== 'ok') return refused(placed)
      const intent = await postJson<{ clientSecret: string }>('/api/create-payment-intent', { amount, orderId: placed.data.id })
      if (intent.kind !== 'ok' || !intent.data.clientSecret) return refused(intent)
      setOrder({ id: placed.data.id, clientSecret: intent.data.clientSecret, fingerprint })
      setPaying(true)
      saveCheckoutDraft({ orderId: placed.data.id, fingerprint, customer, address })
    } finally {
      setSubmitting(false)
    }
  }

  /** The server's words in the toast, and the fields it named marked where they are. */
  function refused(result: PostResult<unknown>) {
    report(
      result.kind === 'error' && result.errors ? result.errors : {},
      'Error',
      (result.kind === 'error' && result.message) || 'Failed to process order.',
    )
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
        disabled={locked}
        onChange={(event) => {
          setCustomer((current) => ({ ...current, [name]: event.target.value }))
          edited(name)
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
        {paymentError && !order && (
          <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-4 text-danger" data-testid="payment-error">
            {paymentError}
          </p>
        )}
        <Card>
          <h2 className="text-xl font-semibold">Customer Information</h2>
          <form method="post" ref={formRef} noValidate onSubmit={submit} className="mt-4 space-y-4">
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
                onEdit={(name) => edited(`${ADDRESS_PREFIX}${name}`)}
              />
            )}
            {needs.pickup && <PickupNotice pickup={pickup} mixed={needs.ships} />}
            {!paying && (
              <Button type="submit" disabled={submitting || !publishableKey} className="w-full">
                {submitting && <Spinner />}
                {submitting ? 'Processing...' : 'Continue to Payment'}
              </Button>
            )}
          </form>
        </Card>
        {paying && order && publishableKey && (
          <Card ref={revealOnMount} className="scroll-mt-24">
            <h2 className="text-xl font-semibold">Payment</h2>
            <div className="mt-4">
              <SecureElements publishableKey={publishableKey} options={{ clientSecret: order.clientSecret, appearance: { theme: 'stripe' } }}>
                <PaymentForm
                  orderId={order.id}
                  error={paymentError}
                  onError={setPaymentError}
                  onBack={() => {
                    setPaymentError(null)
                    focusDetails.current = true
                    setPaying(false)
                  }}
                />
              </SecureElements>
            </div>
          </Card>
        )}
      </div>
      <OrderSummary totalCents={totalCents} lines={summaryLines} needs={needs} pickup={pickup} />
    </div>
  )
}
