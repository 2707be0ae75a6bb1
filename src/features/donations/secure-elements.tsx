'use client'

import { Elements, PaymentElement } from '@stripe/react-stripe-js'
import type { Stripe, StripeElementsOptions, StripePaymentElement } from '@stripe/stripe-js'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

import { stripeFor } from './stripe-client'

export const STRIPE_LOAD_FAILED_TITLE = 'The secure payment form could not load.'
export const STRIPE_LOAD_FAILED_TEXT =
  'An ad blocker or a weak connection may have stopped it. Nothing has been charged. Check your connection (or allow js.stripe.com in your blocker) and try again.'

type PaymentElementHandlers = {
  onReady: (element: StripePaymentElement) => void
  onLoadError: () => void
}

const HandlersContext = React.createContext<PaymentElementHandlers>({
  onReady: () => {},
  onLoadError: () => {},
})

/**
 * Stripe's Payment Element as every payment step of the site mounts it: when it is ready it
 * takes focus (so the step is where the visitor's eyes and keyboard are) and `onReady` runs; a
 * failed load shows the same "could not load" notice as a failed Stripe.js.
 */
export function SitePaymentElement({ onReady, onMethodChange }: { onReady: () => void; onMethodChange?: (method: string) => void }) {
  const handlers = React.useContext(HandlersContext)
  return (
    <PaymentElement
      onReady={(element) => {
        onReady()
        handlers.onReady(element)
      }}
      // The method the visitor picked (card, us_bank_account, a wallet…): a covered fee follows it.
      onChange={onMethodChange ? (event) => onMethodChange(event.value.type) : undefined}
      onLoadError={handlers.onLoadError}
    />
  )
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; stripe: Stripe }

/**
 * The payment step of checkout, /donate and the level pages: loads Stripe.js (once), focuses
 * the Payment Element when it is ready (the step itself is scrolled into view by its page,
 * with `revealOnMount`), and says plainly when Stripe cannot load, with a button to try again.
 */
export function SecureElements({
  publishableKey,
  options,
  children,
  onBack,
  backLabel = 'Back',
}: {
  publishableKey: string
  options: StripeElementsOptions
  children: React.ReactNode
  /** When Stripe cannot load: the way back to change what is being paid for, beside "Try again". */
  onBack?: () => void
  backLabel?: string
}) {
  const [state, setState] = React.useState<State>({ kind: 'loading' })
  const [attempt, setAttempt] = React.useState(0)
  const retryRef = React.useRef<HTMLButtonElement>(null)

  React.useEffect(() => {
    let live = true
    stripeFor(publishableKey).then(
      (stripe) => {
        if (live) setState(stripe ? { kind: 'ready', stripe } : { kind: 'failed' })
      },
      () => {
        if (live) setState({ kind: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [publishableKey, attempt])

  React.useEffect(() => {
    if (state.kind === 'failed') retryRef.current?.focus()
  }, [state.kind])

  const handlers = React.useMemo<PaymentElementHandlers>(
    () => ({
      onReady: (element) => element.focus(),
      onLoadError: () => setState({ kind: 'failed' }),
    }),
    [],
  )

  function retry() {
    setState({ kind: 'loading' })
    setAttempt((count) => count + 1)
  }

  return (
    <div data-testid="payment-step">
      {state.kind === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> Loading the secure payment form…
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <div role="alert" className="rounded-card border border-danger bg-danger-soft p-4 text-ink">
          <p className="font-semibold">{STRIPE_LOAD_FAILED_TITLE}</p>
          <p className="mt-1 text-sm">{STRIPE_LOAD_FAILED_TEXT}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button ref={retryRef} type="button" variant="outline" size="sm" onClick={retry}>
              Try again
            </Button>
            {/* Issue 47: the gift's own Back is inside the form that failed to load; this is the way out. */}
            {onBack ? (
              <Button type="button" variant="ghost" size="sm" onClick={onBack}>
                {backLabel}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        // A new attempt mounts a fresh Elements group: Stripe cannot reload a failed element in place.
        <HandlersContext.Provider value={handlers}>
          <Elements key={attempt} stripe={state.stripe} options={options}>
            {children}
          </Elements>
        </HandlersContext.Provider>
      ) : null}
    </div>
  )
}
