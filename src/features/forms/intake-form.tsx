'use client'

import * as React from 'react'

import { Link } from '@/components/ui/link'
import { PRIVACY_NOTICE_HREF, SAFETY_PAGE_PATH } from '@/domain/pages/routes'

import { FieldError } from '@/components/ui/input'
import { type FormActionState, postJson, type PostResult } from '@/lib/post-json'
import { intakeBody, submittedFields } from '@/domain/forms/submitted'
import { intakeAction } from '@/server/form-actions'
import type { IntakeAnswer } from '@/server/intake/answer'

import { visitDay, visitTime } from '@/domain/boutique/format'

import { useFieldErrors } from './field-errors'
import type { FieldErrors } from './submit'
import { NONE, type OpenTimes, useOpenTimes, VisitTimePicker } from './visit-time-picker'
import { controlProps, defaultsBinder, Honeypot, Notice, SelectField, SubmitButton, TextAreaField, TextField } from './fields'
import {
  APPOINTMENT_PREFERENCES,
  INTAKE_FAILURE_MESSAGE,
  PREFERRED_CONTACTS,
  PRIVACY_CONSENT_MESSAGE,
  TOP_SIZES,
} from '@/domain/forms/options'

/** Where a field starts: empty, or her answers when the page comes back after a refusal. */
// No way of reaching her is assumed: she says which is safe.
const DEFAULTS: Record<string, string> = { preferredContact: '' }

type NoticeState = { tone: 'success' | 'error'; title: string; message: string }
/** A time held for her: what she reads in place of the form. */
type Held = { message: string; byEmail: boolean }
type Booked = IntakeAnswer

const [CONSENT_TITLE, CONSENT_TEXT] = splitNotice(PRIVACY_CONSENT_MESSAGE)
const [FAILURE_TITLE, FAILURE_TEXT] = splitNotice(INTAKE_FAILURE_MESSAGE)

function splitNotice(text: string): [string, string] {
  const at = text.indexOf(': ')
  return [text.slice(0, at + 1), text.slice(at + 2)]
}

/**
 * What the form shows for an answer, the same whether it came from the JSON post (with script)
 * or from the form posted without script (intakeAction): the notice, the fields at fault,
 * whether her answers are cleared (sent) and whether her chosen time is (just taken).
 */
function outcomeOf(
  result: PostResult<Booked> | Exclude<FormActionState<Booked>, null>,
): { notice: NoticeState | null; errors: FieldErrors; sent?: boolean; retime?: boolean; held?: Held } {
  if (result.kind === 'ok' && result.data.appointment) {
    // The confirmation replaces the form: nothing she typed stays on the screen under it.
    return { notice: null, errors: {}, sent: true, held: { message: result.data.message, byEmail: result.data.appointment.confirm === 'email' } }
  }
  if (result.kind === 'ok') {
    const notice: NoticeState = {
      tone: 'success',
      title: 'Application Received!',
      message: "Thank you for reaching out. We'll contact you within 24-48 hours to schedule your private visit.",
    }
    return { notice, errors: {}, sent: true }
  }
  if (result.kind === 'error' && result.status === 409) {
    // Someone took the time first: her answers stay, the times are read again, she picks another.
    const message = nearestText(result.message ?? 'That time was just taken.', 'body' in result ? result.body : undefined)
    return { notice: { tone: 'error', title: 'Please choose another time.', message }, errors: { appointmentStart: message }, retime: true }
  }
  // The answers stay in the form so nothing has to be typed twice; the fields at fault are marked
  // (sizes travel nested, as clothingSizes.topSize, but are fields of their own in the form).
  const errors = result.kind === 'error' && result.errors ? Object.fromEntries(Object.entries(result.errors).map(([key, message]) => [key.replace(/^clothingSizes\./, ''), message])) : {}
  if (Object.keys(errors).length === 1 && errors.privacyConsent) {
    return { notice: { tone: 'error', title: CONSENT_TITLE, message: CONSENT_TEXT } , errors: { privacyConsent: CONSENT_TEXT } }
  }
  return { notice: { tone: 'error', title: FAILURE_TITLE, message: FAILURE_TEXT } , errors }
}

/**
 * The confidential boutique intake (spec §3.10, §5.5). Answers leave the browser only in the
 * POST body to /api/intake, or — without script — in the POST of the form itself to this page
 * (intakeAction); nothing is put in the address, storage or any third party. The fields are the
 * browser's own and are read when she sends the form, so text typed before the page hydrated is
 * what is sent. `openTimes`: the times drawn with the page, so the picker works without script.
 */
export function IntakeForm({ openTimes: servedTimes = null, contactPhone = null }: { openTimes?: OpenTimes | null; contactPhone?: string | null }) {
  const [served, formAction] = React.useActionState(intakeAction, null)
  const first = served ? outcomeOf(served) : null
  const [notice, setNotice] = React.useState<NoticeState | null>(first?.notice ?? null)
  const [held, setHeld] = React.useState<Held | null>(first?.held ?? null)
  const [submitting, setSubmitting] = React.useState(false)
  const noticeRef = React.useRef<HTMLDivElement>(null)
  const { errors: fieldErrs, formRef, show: showErrors, clear: clearError } = useFieldErrors(first?.errors)
  const defaults = served?.kind === 'error' ? { ...served.fields, ...(first?.retime ? { appointmentStart: '' } : {}) } : DEFAULTS
  const [start, setStart] = React.useState(defaults.appointmentStart ?? '')
  // E-mail is asked for only when she chose to be reached by e-mail.
  const [contact, setContact] = React.useState(defaults.preferredContact ?? '')
  const idPrefix = 'intake'
  const field = defaultsBinder(idPrefix, defaults, fieldErrs, update)
  const openTimes = useOpenTimes(servedTimes)
  const timeChosen = start !== '' && start !== NONE

  React.useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'center' })
  }, [notice])

  function update(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    clearError(event.target.name)
    if (event.target.name === 'preferredContact') setContact(event.target.value)
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const fields = submittedFields(new FormData(form))
    if (!fields.privacyConsent) {
      setNotice({ tone: 'error', title: CONSENT_TITLE, message: CONSENT_TEXT })
      showErrors({ privacyConsent: CONSENT_TEXT })
      return
    }
    setNotice(null)
    setSubmitting(true)
    const result = await postJson<Booked>('/api/intake', intakeBody(fields))
    setSubmitting(false)
    const outcome = outcomeOf(result)
    if (outcome.sent) {
      form.reset()
      setStart('')
    }
    if (outcome.retime || (outcome.sent && result.kind === 'ok' && result.data.appointment)) openTimes.reload()
    if (outcome.retime) setStart('')
    if (Object.keys(outcome.errors).length) showErrors(outcome.errors)
    setNotice(outcome.notice)
    if (outcome.held) setHeld(outcome.held)
  }

  if (held) return <HeldConfirmation held={held} contactPhone={contactPhone} />

  return (
    // autoComplete off: on a shared device the browser must not offer her answers to the next person.
    <form ref={formRef} action={formAction} onSubmit={onSubmit} className="relative grid gap-6" aria-busy={submitting} autoComplete="off">
      <div ref={noticeRef}>
        {notice ? (
          <Notice tone={notice.tone} title={notice.title}>
            {notice.message}
          </Notice>
        ) : null}
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-2 font-serif text-xl font-bold">About you</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('firstName')} label="First Name" required />
          <TextField {...field('lastName')} label="Last Name" optional />
          {contact === 'email' ? <TextField {...field('email')} label="Email" type="email" required /> : <TextField {...field('email')} label="Email" type="email" optional />}
          <TextField {...field('phone')} label="Phone" type="tel" required />
        </div>
        <SelectField {...field('preferredContact')} label="How should we contact you?" placeholder="Choose what is safe for you" options={PREFERRED_CONTACTS} />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 font-serif text-xl font-bold">Sizes</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField {...field('topSize')} label="Top size" optional placeholder="Select a size" options={TOP_SIZES.map((size) => ({ value: size, label: size }))} />
          <TextField {...field('bottomSize')} label="Bottom size" optional placeholder="e.g. 12 or L" />
          <TextField {...field('shoeSize')} label="Shoe size" optional />
          <TextField {...field('undergarments')} label="Undergarment sizes" optional />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 font-serif text-xl font-bold">Your visit</legend>
        <TextAreaField
          {...field('specificNeeds')}
          label="Specific needs"
          optional
          hint="For example: interview outfit, work shoes, winter coat, clothes for a new job."
          rows={3}
        />
        <VisitTimePicker
          times={openTimes.times}
          failed={openTimes.failed}
          value={start}
          error={fieldErrs.appointmentStart}
          onChange={(chosen) => {
            setStart(chosen)
            clearError('appointmentStart')
          }}
        />
        {timeChosen ? null : (
          <SelectField {...field('appointmentPreference')} label="Preferred appointment time" optional placeholder="Select a time" options={APPOINTMENT_PREFERENCES} />
        )}
        <TextField {...field('referralSource')} label="How did you hear about us?" optional />
        <TextAreaField {...field('additionalInfo')} label="Anything else you would like us to know" optional rows={3} />
      </fieldset>

      <div className="flex items-start gap-3 rounded-card bg-primary-soft p-4">
        <input
          {...controlProps({ idPrefix, name: 'privacyConsent', error: fieldErrs.privacyConsent })}
          type="checkbox"
          defaultChecked={Boolean(defaults.privacyConsent)}
          onChange={update}
          className="mt-1 h-5 w-5 shrink-0 accent-primary"
        />
        <label htmlFor={`${idPrefix}-privacyConsent`}>
          I understand that my answers are kept confidential, seen only by the foundation&apos;s staff to prepare my
          visit, and deleted after my request is closed.
        </label>
      </div>
      <FieldError id={`${idPrefix}-privacyConsent-error`} message={fieldErrs.privacyConsent} />
      <p className="text-sm text-muted">
        Read{' '}
        <Link href={PRIVACY_NOTICE_HREF} className="font-semibold text-ink underline">
          our privacy policy
        </Link>{' '}
        (what we collect, who reads it, how long we keep it, how to ask us to delete it) and{' '}
        <Link href={SAFETY_PAGE_PATH} className="font-semibold text-ink underline">
          staying safe online
        </Link>
        .
      </p>
      <Honeypot idPrefix={idPrefix} />
      <SubmitButton busy={submitting} busyLabel="Submitting...">
        Submit Request
      </SubmitButton>
    </form>
  )
}

/** "That time was just taken." and, when the server offered them, the nearest open times. */
function nearestText(message: string, body: unknown, zone = 'America/Chicago') {
  const nearest = (body as { nearest?: { start: string }[] } | undefined)?.nearest
  if (!Array.isArray(nearest) || !nearest.length) return message
  return `${message} Nearest open: ${nearest.map((slot) => `${visitDay(slot.start, zone)}, ${visitTime(slot.start, zone)}`).join('; ')}.`
}

/**
 * After she chose a time: what happens next, in place of the form. When she did not choose
 * e-mail she gets the way to cancel here, since no e-mail will bring her a link.
 */
function HeldConfirmation({ held, contactPhone }: { held: Held; contactPhone: string | null }) {
  const ref = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1} className="grid gap-4 outline-none">
      <Notice tone="success" title="Thank you.">
        {held.message}
      </Notice>
      {held.byEmail ? (
        <p>Nothing is final until you confirm. If the e-mail does not arrive, check your spam folder.</p>
      ) : (
        <p data-testid="cancel-by-phone">
          If you cannot come,{' '}
          {contactPhone ? (
            <>
              call or text us at{' '}
              <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`} className="font-semibold underline">
                {contactPhone}
              </a>
            </>
          ) : (
            'tell us when we reach you'
          )}{' '}
          and we will free the time for someone else.
        </p>
      )}
    </div>
  )
}
