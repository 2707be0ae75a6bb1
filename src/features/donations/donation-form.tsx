'use client'

import * as React from 'react'

import { Link } from '@/components/ui/link'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { revealOnMount, useFieldErrors } from '@/features/forms/field-errors'
import { clientFieldErrors } from '@/features/forms/submit'
import { formatPrice, toCents } from '@/lib/money'
import { cn } from '@/lib/utils'
import { postJson } from '@/lib/post-json'

import {
  effectiveAmount,
  FREQUENCY_DESCRIPTIONS,
  NO_AMOUNT,
  RECURRING_TYPES,
  typeCustom,
  type AmountChoice,
  type DonationType,
  type RecurringType,
} from '@/domain/donations/amounts'
import { DONATION_FAILED } from '@/domain/donations/messages'
import { AmountPicker, type CircleAmounts } from './amount-picker'
import { DonorDetails, donorFieldErrors, EMPTY_DONOR, type DonorFields } from './donor-fields'
import { FinishLater, useResumedGift } from './finish-later'
import { GiftSchedule, type GiftKind } from './gift-schedule'
import { MatchingFields, matchingBody, NO_MATCHING, rememberMatching, type MatchingState } from './matching-fields'
import { EMPTY_TRIBUTE, TributeFields, tributeBody, type TributeState } from './tribute-fields'
import { newRequestId } from './stripe-client'

/*
 * The validation rules (zod) and the payment step (Stripe's React bindings) are fetched when
 * the donor starts on the form, not with the page: most visits to /donate and the level pages
 * read and leave, and on a slow phone every kilobyte before the first paint counts.
 */
const loadSchema = () => import('@/domain/donations/schema')
const loadPaymentStep = () => import('./payment-step')
const DonationPayment = React.lazy(loadPaymentStep)

function prepareForm() {
  void loadSchema().catch(() => {})
  void loadPaymentStep().catch(() => {})
}

export const RECURRING_CONSENT =
  'By setting up a recurring donation, you authorize us to charge your payment method on the schedule you chose. Changes take effect within 1-2 business days. Recurring donations can be modified, paused or cancelled at any time by contacting the foundation.'

/** Issue 19: the spec's consent stays as written; the donor portal is offered beside it. */
export const MANAGE_YOURSELF = 'You can also change, pause or cancel it yourself, at any time, from'

type Props = {
  /** The form's heading for each position of the switch (the spec's form titles). */
  titles: Record<GiftKind, string>
  descriptions?: Partial<Record<GiftKind, string>>
  /** Schedules offered once "Monthly" is switched on; the first is preselected. */
  frequencies?: readonly RecurringType[]
  stripePublishableKey: string | null
  className?: string
  /** The giving-circle page the form is on (its address): the receipt states the circle's perk. */
  level?: string
  /** On a giving circle's page: its presets and minimum for each position of the switch. */
  circles?: Partial<Record<GiftKind, CircleAmounts>>
  /** Named in the tribute card's preview, as the card names it. */
  foundationName?: string
}

/**
 * The one donation form of /donate and every level page (issue 33): a one-time/monthly switch,
 * amount and donor details, then Stripe's Payment Element once the server has started the gift.
 */
export function DonationForm({ titles, descriptions, frequencies = RECURRING_TYPES, stripePublishableKey, className, level, circles, foundationName }: Props) {
  const [kind, setKind] = React.useState<GiftKind>('one_time')
  const [frequency, setFrequency] = React.useState<RecurringType>(frequencies[0] ?? 'monthly')
  const type: DonationType = kind === 'one_time' ? 'one_time' : frequency
  const [choice, setChoice] = React.useState<AmountChoice>(NO_AMOUNT)
  const [donor, setDonor] = React.useState<DonorFields>(EMPTY_DONOR)
  const [discreet, setDiscreet] = React.useState(false)
  // Issue 30: a dedication (a tribute gift skips the monthly ask), an employer that matches.
  const [tribute, setTribute] = React.useState<TributeState>(EMPTY_TRIBUTE)
  const [matching, setMatching] = React.useState<MatchingState>(NO_MATCHING)
  const [submitting, setSubmitting] = React.useState(false)
  const [started, setStarted] = React.useState<{ clientSecret: string; type: DonationType; amount: number } | null>(null)
  const lastRequest = React.useRef<{ fingerprint: string; id: string } | null>(null)
  const { errors: fieldErrs, formRef, show: showErrors, clear: clearError, reset: resetErrors } = useFieldErrors()
  const baseId = React.useId()
  const amount = effectiveAmount(choice)
  const title = titles[kind]
  const headingId = `${baseId}-title`

  // A new schedule has its own presets: the amount chosen for the old one is not carried over.
  function changeKind(next: GiftKind) {
    setKind(next)
    setChoice(NO_AMOUNT)
    clearError('amount')
  }

  function changeFrequency(next: RecurringType) {
    setFrequency(next)
    setChoice(NO_AMOUNT)
  }

  // A reminder's link (issue 30) reopens the form with the amount and frequency she chose.
  useResumedGift((gift) => {
    if (gift.donationType === 'one_time') setKind('one_time')
    else {
      setKind('recurring')
      if (frequencies.includes(gift.donationType)) setFrequency(gift.donationType)
    }
    setChoice(typeCustom(NO_AMOUNT, gift.amount))
  })

  /** The same submission keeps its id, so a double click reaches Stripe as one request. */
  function requestIdFor(fingerprint: string) {
    if (lastRequest.current?.fingerprint !== fingerprint) lastRequest.current = { fingerprint, id: newRequestId() }
    return lastRequest.current.id
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const dedication = tributeBody(tribute)
    const body = {
      ...donor,
      amount: amount > 0 ? amount.toFixed(2) : '0',
      donationType: type,
      ...(discreet ? { discreet: true } : {}),
      ...(level ? { level } : {}),
      ...(dedication ? { tribute: dedication } : {}),
      ...matchingBody(matching),
    }
    setSubmitting(true)
    // Only the server's own message is shown; a failed fetch or chunk load reads as DONATION_FAILED.
    let serverMessage: string | undefined
    try {
      const { donationIntentSchema, formProblem } = await loadSchema()
      const checked = donationIntentSchema.safeParse(body)
      if (!checked.success) {
        showErrors(donorFieldErrors(clientFieldErrors(checked.error)))
        const problem = formProblem(checked.error)
        toast({ title: problem.title, description: problem.description, variant: 'destructive' })
        return
      }
      const fingerprint = JSON.stringify(body)
      const answer = await postJson<{ clientSecret?: string }>('/api/create-donation-intent', { ...body, requestId: requestIdFor(fingerprint) })
      if (answer.kind !== 'ok' || !answer.data.clientSecret) {
        if (answer.kind === 'error') {
          serverMessage = answer.message
          if (answer.errors) showErrors(donorFieldErrors(answer.errors))
        }
        throw new Error('donation intent refused')
      }
      resetErrors()
      rememberMatching(matching)
      setStarted({ clientSecret: answer.data.clientSecret, type, amount })
    } catch {
      toast({ title: 'Error', description: serverMessage || DONATION_FAILED, variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  if (started && stripePublishableKey) {
    return (
      <section
        ref={revealOnMount}
        aria-labelledby={headingId}
        className={cn('scroll-mt-24 rounded-card border border-line bg-white p-6 shadow-sm', className)}
      >
        <h3 id={headingId} className="text-2xl font-bold">
          {title}
        </h3>
        <p className="mt-1 text-muted">
          {started.type === 'one_time'
            ? `One-time gift of ${formatPrice(toCents(started.amount))}`
            : `${formatPrice(toCents(started.amount))} ${FREQUENCY_DESCRIPTIONS[started.type]}`}
        </p>
        <React.Suspense
          fallback={
            <p role="status" className="mt-5 flex items-center gap-2 text-muted">
              <Spinner /> Loading the secure payment form…
            </p>
          }
        >
          <DonationPayment
            publishableKey={stripePublishableKey}
            clientSecret={started.clientSecret}
            type={started.type}
            onBack={() => setStarted(null)}
          />
        </React.Suspense>
      </section>
    )
  }

  const description = descriptions?.[kind]
  return (
    <section aria-labelledby={headingId} className={cn('rounded-card border border-line bg-white p-6 shadow-sm', className)}>
      <h3 id={headingId} className="text-2xl font-bold">
        {title}
      </h3>
      {description ? <p className="mt-1 text-muted">{description}</p> : null}
      {/* noValidate: the spec's toasts explain a missing amount or field, not the browser's bubbles. */}
      <form
        ref={formRef}
        onSubmit={onSubmit}
        onFocusCapture={prepareForm}
        onPointerDownCapture={prepareForm}
        noValidate
        className="mt-5 space-y-5"
        aria-busy={submitting}
      >
        <GiftSchedule
          idPrefix={baseId}
          kind={kind}
          onKindChange={changeKind}
          frequencies={frequencies}
          frequency={frequency}
          onFrequencyChange={changeFrequency}
        />

        <AmountPicker
          idPrefix={baseId}
          type={type}
          choice={choice}
          onChoiceChange={(update) => {
            setChoice(update)
            clearError('amount')
          }}
          error={fieldErrs.amount}
          circle={circles?.[kind]}
        />

        <DonorDetails
          idPrefix={baseId}
          donor={donor}
          errors={fieldErrs}
          onChange={(name, value) => {
            setDonor((current) => ({ ...current, [name]: value }))
            clearError(name)
          }}
          discreet={discreet}
          onDiscreetChange={setDiscreet}
        />

        <TributeFields
          idPrefix={baseId}
          value={tribute}
          onChange={setTribute}
          errors={fieldErrs}
          clearError={clearError}
          donorName={`${donor.firstName} ${donor.lastName}`}
          foundationName={foundationName}
        />
        <MatchingFields idPrefix={baseId} value={matching} onChange={setMatching} />
        <FinishLater email={donor.email} amount={amount} donationType={type} discreet={discreet} />

        {type !== 'one_time' ? (
          <p className="rounded-lg bg-sage-soft p-3 text-sm text-ink" data-testid="recurring-consent">
            {RECURRING_CONSENT} {MANAGE_YOURSELF}{' '}
            <Link href="/my-giving" className="underline">
              My giving
            </Link>
            .
          </p>
        ) : null}

        {!stripePublishableKey ? (
          <p role="note" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
            Online payments are not configured.
          </p>
        ) : null}

        <Button type="submit" size="lg" className="w-full" disabled={submitting || !stripePublishableKey}>
          {submitting ? <Spinner /> : null}
          {submitting
            ? 'Processing...'
            : amount > 0
              ? `Continue to payment: ${formatPrice(toCents(amount.toFixed(2)))}`
              : 'Continue to payment'}
        </Button>
      </form>
    </section>
  )
}
