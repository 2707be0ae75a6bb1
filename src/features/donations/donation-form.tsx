'use client'

import * as React from 'react'

import { Link } from '@/components/ui/link'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { useFieldErrors } from '@/features/forms/field-errors'
import { fieldErrors } from '@/lib/field-errors'
import { formatPrice, toCents } from '@/lib/money'
import { cn } from '@/lib/utils'

import { effectiveAmount, NO_AMOUNT, RECURRING_TYPES, typeCustom, type AmountChoice, type DonationType, type RecurringType } from '@/domain/donations/amounts'
import { DEFAULT_FEE_RATES, type FeeRates } from '@/domain/donations/fees'
import { DONATION_FAILED } from '@/domain/donations/messages'
import { DEFAULT_MONTHLY_ASK_THRESHOLD_CENTS, offersMonthlyAsk, suggestedMonthlyDollars, type UpsellAnswer } from '@/domain/donations/monthly-ask'
import { AmountPicker, type CircleAmounts } from './amount-picker'
import { campaignBody, CampaignWallFields, NO_WALL, type CampaignChoice, type WallState } from './campaign-wall-fields'
import { DonorDetails, donorFieldErrors, EMPTY_DONOR, type DonorFields } from './donor-fields'
import { FeeCover } from './fee-cover'
import { useResumedGift } from './finish-later'
import { GiftSchedule, type GiftKind } from './gift-schedule'
import { MatchingFields, matchingBody, NO_MATCHING, rememberMatching, type MatchingState } from './matching-fields'
import { loadPaymentStep, StartedGift, type Started } from './started-gift'
import { EMPTY_TRIBUTE, TributeFields, tributeBody, type TributeState } from './tribute-fields'
import { useStartGift, type Body } from './use-start-gift'

/*
 * The validation rules (zod) and the payment step (Stripe's React bindings) are fetched when
 * the donor starts on the form, not with the page: most visits to /donate and the level pages
 * read and leave, and on a slow phone every kilobyte before the first paint counts.
 */
const loadSchema = () => import('@/domain/donations/schema')
const loadAskDialog = () => import('./monthly-ask-dialog')
const MonthlyAskDialog = React.lazy(loadAskDialog)

function prepareForm() {
  void loadSchema().catch(() => {})
  void loadPaymentStep().catch(() => {})
  void loadAskDialog().catch(() => {})
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
  /** Issue 29, from Site settings: under this a one-time gift is asked to become monthly; the fee rates shown. */
  giving?: { monthlyAskThresholdCents: number; feeRates: FeeRates; reminderMinutes?: number }
  /** Named in the tribute card's preview, as the card names it. */
  foundationName?: string
  /** The form's heading level: 2 straight under a page's h1 (/donate), 3 under a card's h2 (level pages). */
  headingLevel?: 2 | 3
  /** Issue 49: the campaign the gift is for (its page, or ?campaign= on /donate) and its wall. */
  campaign?: CampaignChoice
}

/**
 * The one donation form of /donate and every level page (issue 33): a one-time/monthly switch,
 * amount and donor details, then Stripe's Payment Element once the server has started the gift.
 */
export function DonationForm(props: Props) {
  const { titles, descriptions, frequencies = RECURRING_TYPES, stripePublishableKey, className, level, circles, giving, foundationName, headingLevel = 3, campaign } = props
  const Heading = `h${headingLevel}` as const
  const [kind, setKind] = React.useState<GiftKind>('one_time')
  const [frequency, setFrequency] = React.useState<RecurringType>(frequencies[0] ?? 'monthly')
  const type: DonationType = kind === 'one_time' ? 'one_time' : frequency
  const [choice, setChoice] = React.useState<AmountChoice>(NO_AMOUNT)
  const [donor, setDonor] = React.useState<DonorFields>(EMPTY_DONOR)
  const [discreet, setDiscreet] = React.useState(false)
  const [coverFees, setCoverFees] = React.useState(false)
  const [started, setStarted] = React.useState<Started | null>(null)
  // The monthly ask (issue 29): open with the checked request, and the answer given for a gift.
  const [asking, setAsking] = React.useState<Body | null>(null)
  const answered = React.useRef<{ key: string; answer: UpsellAnswer } | null>(null)
  const { errors: fieldErrs, formRef, show: showErrors, clear: clearError, reset: resetErrors } = useFieldErrors()
  // Issue 30: a dedication (a tribute gift is never asked to become monthly), an employer that matches.
  const [tribute, setTribute] = React.useState<TributeState>(EMPTY_TRIBUTE)
  const [matching, setMatching] = React.useState<MatchingState>(NO_MATCHING)
  const [wall, setWall] = React.useState<WallState>(NO_WALL)
  const onStarted = (gift: Started) => {
    rememberMatching(matching)
    // Finish later (on the payment step) says when its e-mail comes, and keeps in this browser what
    // she typed besides the amount so that the link restores it.
    const reminder = gift.reminder && { ...gift.reminder, reminderMinutes: giving?.reminderMinutes, draft: { donor, tribute, matching, coverFees } }
    setStarted({ ...gift, reminder })
  }
  const { submitting, setSubmitting, start } = useStartGift({ onStarted, showErrors, resetErrors })
  const baseId = React.useId()
  const amount = effectiveAmount(choice)
  const amountCents = Math.round(amount * 100)
  const threshold = giving?.monthlyAskThresholdCents ?? DEFAULT_MONTHLY_ASK_THRESHOLD_CENTS
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

  /** Puts a gift's schedule and amount in the form: a reminder's link, an accepted monthly ask. */
  function showGift(donationType: DonationType, dollars: string) {
    setKind(donationType === 'one_time' ? 'one_time' : 'recurring')
    if (donationType !== 'one_time' && frequencies.includes(donationType)) setFrequency(donationType)
    setChoice(typeCustom(NO_AMOUNT, dollars))
  }

  // A reminder's link (issue 30) reopens the form with the amount and frequency she chose, and
  // (issue 47) in the browser she asked from, everything else she typed but payment details.
  useResumedGift((gift, draft) => {
    showGift(gift.donationType, gift.amount)
    if (!draft) return
    const kept = draft as { donor?: Partial<DonorFields>; tribute?: Partial<TributeState>; matching?: Partial<MatchingState>; coverFees?: unknown }
    if (kept.donor && typeof kept.donor === 'object') setDonor({ ...EMPTY_DONOR, ...kept.donor })
    if (kept.tribute && typeof kept.tribute === 'object') setTribute({ ...EMPTY_TRIBUTE, ...kept.tribute })
    if (kept.matching && typeof kept.matching === 'object') setMatching({ ...NO_MATCHING, ...kept.matching })
    if (typeof kept.coverFees === 'boolean') setCoverFees(kept.coverFees)
  })

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting || asking) return
    const dedication = tributeBody(tribute)
    const body: Body = {
      ...donor,
      amount: amount > 0 ? amount.toFixed(2) : '0',
      donationType: type,
      ...(discreet ? { discreet: true } : {}),
      ...(level ? { level } : {}),
      ...(coverFees ? { coverFees: true } : {}),
      ...(dedication ? { tribute: dedication } : {}),
      ...matchingBody(matching),
      ...campaignBody(campaign, wall, discreet),
    }
    setSubmitting(true)
    try {
      const { donationIntentSchema, formProblem } = await loadSchema()
      const checked = donationIntentSchema.safeParse(body)
      if (!checked.success) {
        showErrors(donorFieldErrors(fieldErrors(checked.error)))
        const problem = formProblem(checked.error)
        toast({ title: problem.title, description: problem.description, variant: 'destructive' })
        setSubmitting(false)
        return
      }
    } catch {
      toast({ title: 'Error', description: DONATION_FAILED, variant: 'destructive' })
      setSubmitting(false)
      return
    }
    // Asked once per gift, before anything reaches Stripe; a donor who answered is not asked again.
    const key = `${type}:${amountCents}`
    if (offersMonthlyAsk(type, amountCents, threshold, dedication !== undefined) && answered.current?.key !== key) {
      setSubmitting(false)
      setAsking(body)
      return
    }
    const answer = answered.current?.key === key ? answered.current.answer : undefined
    await start(answer ? { ...body, upsell: answer } : body)
  }

  function answerAsk(answer: UpsellAnswer, monthlyDollars?: number) {
    const body = asking
    setAsking(null)
    if (!body) return
    answered.current = { key: `${body.donationType}:${amountCents}`, answer }
    if (answer === 'declined' || !monthlyDollars) {
      void start({ ...body, upsell: 'declined' })
      return
    }
    // The gift becomes monthly, and the form says so if the donor comes back from the payment step.
    showGift('monthly', String(monthlyDollars))
    answered.current = { key: `monthly:${monthlyDollars * 100}`, answer }
    void start({ ...body, amount: monthlyDollars.toFixed(2), donationType: 'monthly', upsell: 'accepted' })
  }

  if (started && stripePublishableKey) {
    return (
      <StartedGift
        started={started}
        headingId={headingId}
        headingLevel={headingLevel}
        title={titles[started.type === 'one_time' ? 'one_time' : 'recurring']}
        className={className}
        publishableKey={stripePublishableKey}
        onBack={() => setStarted(null)}
        onCharge={(charge) => setStarted((current) => (current ? { ...current, charge } : current))}
      />
    )
  }

  const description = descriptions?.[kind]
  return (
    <section aria-labelledby={headingId} className={cn('rounded-card border border-line bg-white p-6 shadow-sm', className)}>
      <Heading id={headingId} className="text-2xl font-bold">
        {title}
      </Heading>
      {description ? <p className="mt-1 text-muted">{description}</p> : null}
      {/* noValidate: the spec's toasts explain a missing amount or field, not the browser's bubbles. */}
      <form
        method="post"
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
        >
          <FeeCover idPrefix={baseId} amountCents={amountCents} rates={giving?.feeRates ?? DEFAULT_FEE_RATES} checked={coverFees} onChange={setCoverFees} />
        </AmountPicker>

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
        {campaign ? (
          <CampaignWallFields idPrefix={baseId} campaign={campaign} value={wall} onChange={setWall} donor={donor} discreet={discreet} />
        ) : null}

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
      {asking ? (
        <React.Suspense fallback={null}>
          <MonthlyAskDialog
            oneTimeCents={amountCents}
            suggested={suggestedMonthlyDollars(amountCents)}
            consent={`${RECURRING_CONSENT} ${MANAGE_YOURSELF} My giving.`}
            onAccept={(dollars) => answerAsk('accepted', dollars)}
            onDecline={() => answerAsk('declined')}
          />
        </React.Suspense>
      ) : null}
    </section>
  )
}
