'use client'

import * as React from 'react'

import { Link } from '@/components/ui/link'
import { Button } from '@/components/ui/button'
import { FieldError, Input, Label, Textarea } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { revealOnMount, useFieldErrors } from '@/features/forms/field-errors'
import { controlProps } from '@/features/forms/fields'
import { clientFieldErrors, type FieldErrors } from '@/features/forms/submit'
import { formatPrice, toCents } from '@/lib/money'
import { cn } from '@/lib/utils'
import { postJson } from '@/lib/post-json'

import {
  choosePreset,
  effectiveAmount,
  FREQUENCY_DESCRIPTIONS,
  FREQUENCY_LABELS,
  NO_AMOUNT,
  PRESET_AMOUNTS,
  RECURRING_TYPES,
  typeCustom,
  type AmountChoice,
  type DonationType,
  type RecurringType,
} from '@/domain/donations/amounts'
import { DONATION_FAILED, MISSING_INFORMATION } from '@/domain/donations/messages'
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

/** Issue 19: what "keep my gift discreet" changes, said where the donor chooses it. */
export const DISCREET_HINT =
  'E-mails about it come from a neutral sender with a plain subject, your card statement shows a neutral name, and your name never appears on our public donor list.'

/** Issue 19: the spec's consent stays as written; the donor portal is offered beside it. */
export const MANAGE_YOURSELF = 'You can also change, pause or cancel it yourself, at any time, from'

type DonorFields = {
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  city: string
  state: string
  zipCode: string
  organizationName: string
  comments: string
}

/** Beside a required field left empty; the toast keeps the spec's wording for the whole form. */
const REQUIRED_MESSAGES: Partial<Record<string, string>> = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter your email address.',
}

/** The rules' (or the server's) message per field, the generic "required" one made specific. */
function donorFieldErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [
      name,
      message === MISSING_INFORMATION.description ? (REQUIRED_MESSAGES[name] ?? message) : message,
    ]),
  )
}

const EMPTY_DONOR: DonorFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  organizationName: '',
  comments: '',
}

type Props = {
  /** one_time, or recurring with a frequency selector (spec §2.8). */
  kind: 'one_time' | 'recurring'
  /** Schedules offered by a recurring form; the first is preselected. */
  frequencies?: readonly RecurringType[]
  title: string
  description?: string
  stripePublishableKey: string | null
  className?: string
  /** The giving-circle page the form is on (its address): the receipt states the circle's perk. */
  level?: string
  /**
   * On a giving circle's page (issue 33): presets that start at the circle's minimum for this
   * form's schedule, and what a smaller gift does, said when one is typed. Any amount still goes.
   */
  circle?: { name: string; minimum: number; yearlyMinimum: number; presets: readonly number[] }
}

/**
 * The shared donation form of /donate and every level page: amount and donor details, then
 * Stripe's Payment Element once the server has started the gift.
 */
export function DonationForm({ kind, frequencies = RECURRING_TYPES, title, description, stripePublishableKey, className, level, circle }: Props) {
  const [frequency, setFrequency] = React.useState<RecurringType>(frequencies[0] ?? 'monthly')
  const type: DonationType = kind === 'one_time' ? 'one_time' : frequency
  const [choice, setChoice] = React.useState<AmountChoice>(NO_AMOUNT)
  const [donor, setDonor] = React.useState<DonorFields>(EMPTY_DONOR)
  const [discreet, setDiscreet] = React.useState(false)
  const [submitting, setSubmitting] = React.useState(false)
  const [clientSecret, setClientSecret] = React.useState<string | null>(null)
  const lastRequest = React.useRef<{ fingerprint: string; id: string } | null>(null)
  const { errors: fieldErrs, formRef, show: showErrors, clear: clearError, reset: resetErrors } = useFieldErrors()
  const baseId = React.useId()
  const fieldId = (name: string) => `${baseId}-${name}`
  const amount = effectiveAmount(choice)

  function changeFrequency(next: RecurringType) {
    setFrequency(next)
    setChoice(NO_AMOUNT)
  }

  function setField(name: keyof DonorFields) {
    return (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setDonor((current) => ({ ...current, [name]: event.target.value }))
      clearError(name)
    }
  }

  /** The same submission keeps its id, so a double click reaches Stripe as one request. */
  function requestIdFor(fingerprint: string) {
    if (lastRequest.current?.fingerprint !== fingerprint) lastRequest.current = { fingerprint, id: newRequestId() }
    return lastRequest.current.id
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const body = { ...donor, amount: amount > 0 ? amount.toFixed(2) : '0', donationType: type, ...(discreet ? { discreet: true } : {}), ...(level ? { level } : {}) }
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
      setClientSecret(answer.data.clientSecret)
    } catch {
      toast({ title: 'Error', description: serverMessage || DONATION_FAILED, variant: 'destructive' })
    } finally {
      setSubmitting(false)
    }
  }

  const headingId = `${baseId}-title`

  if (clientSecret && stripePublishableKey) {
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
          {type === 'one_time'
            ? `One-time gift of ${formatPrice(toCents(amount))}`
            : `${formatPrice(toCents(amount))} ${FREQUENCY_DESCRIPTIONS[type]}`}
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
            clientSecret={clientSecret}
            type={type}
            onBack={() => setClientSecret(null)}
          />
        </React.Suspense>
      </section>
    )
  }

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
        {kind === 'recurring' && frequencies.length > 1 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">How often?</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {frequencies.map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 rounded-lg border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary',
                  )}
                >
                  <input
                    type="radio"
                    name={`${baseId}-frequency`}
                    value={option}
                    checked={frequency === option}
                    onChange={() => changeFrequency(option)}
                    className="mt-1 accent-primary"
                  />
                  <span>
                    <span className="block font-semibold">{FREQUENCY_LABELS[option]}</span>
                    <span className="block text-sm text-muted">{FREQUENCY_DESCRIPTIONS[option]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            {type === 'one_time' ? 'Choose an amount' : `Choose an amount (${FREQUENCY_DESCRIPTIONS[type]})`}
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="preset-amounts">
            {(circle?.presets ?? PRESET_AMOUNTS[type]).map((preset) => (
              <Button
                key={preset}
                type="button"
                variant={choice.preset === preset ? 'primary' : 'outline'}
                aria-pressed={choice.preset === preset}
                onClick={() => {
                  setChoice((current) => choosePreset(current, preset))
                  clearError('amount')
                }}
              >
                ${preset.toLocaleString('en-US')}
              </Button>
            ))}
          </div>
          <div className="mt-3">
            <Label htmlFor={fieldId('custom')}>Custom amount ($)</Label>
            <Input
              {...controlProps({ idPrefix: baseId, name: 'custom', error: fieldErrs.amount })}
              type="number"
              inputMode="decimal"
              min={1}
              step={0.01}
              placeholder="Enter amount"
              value={choice.custom}
              onChange={(event) => {
                setChoice((current) => typeCustom(current, event.target.value))
                clearError('amount')
              }}
            />
            <FieldError id={fieldId('custom-error')} message={fieldErrs.amount} />
          </div>
          {circle ? (
            <div aria-live="polite">
              {amount > 0 && amount < circle.minimum ? (
                <p className="mt-3 rounded-lg bg-sage-soft p-3 text-sm text-ink" data-testid="circle-note">
                  {circleNote(circle, type)}
                </p>
              ) : null}
            </div>
          ) : null}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">Your details</legend>
          <TextField idPrefix={baseId} name="firstName" error={fieldErrs.firstName} label="First name" required value={donor.firstName} onChange={setField('firstName')} autoComplete="given-name" />
          <TextField idPrefix={baseId} name="lastName" error={fieldErrs.lastName} label="Last name" required value={donor.lastName} onChange={setField('lastName')} autoComplete="family-name" />
          <TextField idPrefix={baseId} name="email" error={fieldErrs.email} label="Email" type="email" required value={donor.email} onChange={setField('email')} autoComplete="email" />
          <TextField idPrefix={baseId} name="phone" error={fieldErrs.phone} label="Phone" type="tel" value={donor.phone} onChange={setField('phone')} autoComplete="tel" />
          <TextField idPrefix={baseId} name="organizationName" error={fieldErrs.organizationName} label="Organization" value={donor.organizationName} onChange={setField('organizationName')} autoComplete="organization" className="sm:col-span-2" />
          <TextField idPrefix={baseId} name="address" error={fieldErrs.address} label="Address" value={donor.address} onChange={setField('address')} autoComplete="street-address" className="sm:col-span-2" />
          <TextField idPrefix={baseId} name="city" error={fieldErrs.city} label="City" value={donor.city} onChange={setField('city')} autoComplete="address-level2" />
          <TextField idPrefix={baseId} name="state" error={fieldErrs.state} label="State" value={donor.state} onChange={setField('state')} autoComplete="address-level1" />
          <TextField idPrefix={baseId} name="zipCode" error={fieldErrs.zipCode} label="ZIP code" value={donor.zipCode} onChange={setField('zipCode')} autoComplete="postal-code" />
          <div className="sm:col-span-2">
            <Label htmlFor={fieldId('comments')}>Comments</Label>
            <Textarea id={fieldId('comments')} value={donor.comments} onChange={setField('comments')} maxLength={500} />
          </div>
        </fieldset>

        <div className="flex items-start gap-2 rounded-lg border border-line p-3">
          <input
            id={fieldId('discreet')}
            type="checkbox"
            checked={discreet}
            onChange={(event) => setDiscreet(event.target.checked)}
            aria-describedby={fieldId('discreet-hint')}
            className="mt-1 size-4 accent-primary"
          />
          <div>
            <Label htmlFor={fieldId('discreet')}>Keep my gift discreet</Label>
            <p id={fieldId('discreet-hint')} className="text-sm text-muted">
              {DISCREET_HINT}
            </p>
          </div>
        </div>

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

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/** Below a circle's minimum: the gift is welcome and counts toward the circle, as the staff's circle suggestions count it. */
function circleNote(circle: NonNullable<Props['circle']>, type: DonationType) {
  const below = type === 'one_time' ? `Below ${dollars(circle.minimum)}` : `Below ${dollars(circle.minimum)} ${FREQUENCY_DESCRIPTIONS[type]}`
  return (
    `${below}, your gift is just as welcome and counts toward the ${circle.name}: ` +
    `you join it once your gifts of the last 12 months reach ${dollars(circle.yearlyMinimum)}.`
  )
}

function TextField({
  idPrefix,
  name,
  error,
  label,
  required,
  className,
  ...props
}: { idPrefix: string; name: string; error?: string; label: string; required?: boolean; className?: string } & Omit<
  React.ComponentProps<'input'>,
  'id' | 'name'
>) {
  return (
    <div className={className}>
      <Label htmlFor={`${idPrefix}-${name}`}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      <Input {...controlProps({ idPrefix, name, error })} aria-required={required || undefined} {...props} />
      <FieldError id={`${idPrefix}-${name}-error`} message={error} />
    </div>
  )
}
