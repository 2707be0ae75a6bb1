'use client'

import * as React from 'react'

import { Link } from '@/components/ui/link'
import { PRIVACY_NOTICE_HREF, SAFETY_PAGE_PATH } from '@/lib/safety'

import { FieldError } from '@/components/ui/input'
import { postJson } from '@/lib/post-json'


import { useFieldErrors } from './field-errors'
import { NONE, type OpenTimes, useOpenTimes, VisitTimePicker } from './visit-time-picker'
import { visitDay, visitTime } from '@/domain/boutique/format'
import { controlProps, fieldBinder, Honeypot, honeypotValue, Notice, SelectField, SubmitButton, TextAreaField, TextField } from './fields'
import {
  APPOINTMENT_PREFERENCES,
  HONEYPOT_FIELD,
  INTAKE_FAILURE_MESSAGE,
  PREFERRED_CONTACTS,
  PRIVACY_CONSENT_MESSAGE,
  TOP_SIZES,
} from '@/domain/forms/options'

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  // Issue 41: no way of reaching her is assumed; she says which is safe.
  preferredContact: '',
  topSize: '',
  bottomSize: '',
  shoeSize: '',
  undergarments: '',
  specificNeeds: '',
  appointmentPreference: '',
  appointmentStart: '',
  currentSituation: '',
  referralSource: '',
  additionalInfo: '',
  privacyConsent: false,
}

type NoticeState = { tone: 'success' | 'error'; title: string; message: string }
type Booked = { appointment?: { start: string; end: string; timeZone: string; confirm: 'email' | 'staff' } }
type Held = { message: string; byEmail: boolean; channel: string }

const [CONSENT_TITLE, CONSENT_TEXT] = splitNotice(PRIVACY_CONSENT_MESSAGE)
const [FAILURE_TITLE, FAILURE_TEXT] = splitNotice(INTAKE_FAILURE_MESSAGE)

function splitNotice(text: string): [string, string] {
  const at = text.indexOf(': ')
  return [text.slice(0, at + 1), text.slice(at + 2)]
}

/**
 * The confidential boutique intake (spec §3.10, §5.5). Answers leave the browser only in the
 * POST body to /api/intake; nothing is put in the address, storage or any third party.
 */
export function IntakeForm({ initialTimes = null, contactPhone = null }: { initialTimes?: OpenTimes | null; contactPhone?: string | null } = {}) {
  const [values, setValues] = React.useState(EMPTY)
  const [notice, setNotice] = React.useState<NoticeState | null>(null)
  const [held, setHeld] = React.useState<Held | null>(null)
  const [submitting, setSubmitting] = React.useState(false)
  const noticeRef = React.useRef<HTMLDivElement>(null)
  const { errors: fieldErrs, formRef, show: showErrors, clear: clearError } = useFieldErrors()
  const idPrefix = 'intake'
  const field = fieldBinder(idPrefix, values, fieldErrs, update)
  const openTimes = useOpenTimes(initialTimes)
  const timeChosen = values.appointmentStart !== '' && values.appointmentStart !== NONE

  React.useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'center' })
  }, [notice])

  function update(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name, value } = event.target
    const next = event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : value
    setValues((current) => ({ ...current, [name]: next }))
    clearError(name)
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!values.privacyConsent) {
      setNotice({ tone: 'error', title: CONSENT_TITLE, message: CONSENT_TEXT })
      showErrors({ privacyConsent: CONSENT_TEXT })
      return
    }
    setNotice(null)
    setSubmitting(true)
    const { topSize, bottomSize, shoeSize, undergarments, ...rest } = values
    const result = await postJson<Booked>('/api/intake', {
      ...rest,
      // A chosen time replaces the vague preference; "contact me" sends the preference only.
      appointmentStart: timeChosen ? values.appointmentStart : '',
      appointmentPreference: timeChosen ? '' : values.appointmentPreference,
      clothingSizes: { topSize, bottomSize, shoeSize, undergarments },
      [HONEYPOT_FIELD]: honeypotValue(event.currentTarget),
    })
    setSubmitting(false)
    if (result.kind === 'ok' && result.data.appointment) {
      // The confirmation replaces the form: nothing she typed stays on the screen under it.
      setHeld({ message: result.data.message ?? '', byEmail: result.data.appointment.confirm === 'email', channel: values.preferredContact })
      setValues(EMPTY)
      return
    }
    if (result.kind === 'error' && result.status === 409) {
      // Someone took the time first: her answers stay, the times are read again, she picks another.
      setValues((current) => ({ ...current, appointmentStart: '' }))
      openTimes.reload()
      setNotice({ tone: 'error', title: 'Please choose another time.', message: nearestText(result.message ?? 'That time was just taken.', result.body, openTimes.times?.timeZone) })
      showErrors({ appointmentStart: result.message ?? 'That time was just taken.' })
      return
    }
    if (result.kind === 'ok') {
      setValues(EMPTY)
      setNotice({
        tone: 'success',
        title: 'Application Received!',
        message: "Thank you for reaching out. We'll contact you within 24-48 hours to schedule your private visit.",
      })
      return
    }
    // The answers stay in the form so nothing has to be typed twice; the fields at fault are marked
    // (sizes travel nested, as clothingSizes.topSize, but are fields of their own in the form).
    if (result.kind === 'error' && result.errors) {
      showErrors(Object.fromEntries(Object.entries(result.errors).map(([key, message]) => [key.replace(/^clothingSizes\./, ''), message])))
    }
    setNotice({ tone: 'error', title: FAILURE_TITLE, message: FAILURE_TEXT })
  }

  if (held) return <HeldConfirmation held={held} contactPhone={contactPhone} />

  return (
    // autoComplete off: on a shared device the browser must not offer her answers to the next person.
    <form ref={formRef} onSubmit={onSubmit} className="relative grid gap-6" aria-busy={submitting} autoComplete="off">
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
          {values.preferredContact === 'email' ? <TextField {...field('email')} label="Email" type="email" required /> : <TextField {...field('email')} label="Email" type="email" optional />}
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
          value={values.appointmentStart}
          error={fieldErrs.appointmentStart}
          onChange={(start) => {
            setValues((current) => ({ ...current, appointmentStart: start }))
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
          checked={values.privacyConsent}
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
 * After she chose a time (issue 41): what happens next, in place of the form. When she did not
 * choose e-mail she gets the way to cancel here, since no e-mail will bring her a link.
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
          If you cannot come, {contactPhone ? <>call or text us at <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`} className="font-semibold underline">{contactPhone}</a></> : 'tell us when we reach you'} and we will free the time for someone else.
        </p>
      )}
    </div>
  )
}
