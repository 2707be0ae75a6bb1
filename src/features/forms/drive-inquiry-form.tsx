'use client'

import { CheckCircle2 } from 'lucide-react'
import * as React from 'react'

import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'

import { fieldBinder, Honeypot, Notice, SelectField, SubmitButton, TextAreaField, TextField } from './fields'
import { DELIVERY_METHODS, DRIVE_TYPES } from '@/domain/forms/options'
import { useCheckedForm } from './submit'

const loadRules = () => import('@/domain/forms/schemas').then((module) => module.driveInquirySchema)

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  organizationName: '',
  driveType: '',
  location: '',
  expectedItems: '',
  deliveryMethod: '',
  timeframe: '',
  assistanceNeeded: false,
  additionalInfo: '',
}

type Failure = { title: string; message: string }

/** The /host-drive form (spec §3.9, §5.4), its thank-you view and its error notices (§8). */
export function DriveInquiryForm({ near }: { near: string }) {
  const { values, setValues, errors, setErrors, stage, submit, formProps } = useCheckedForm(EMPTY, loadRules, '/api/drive-inquiry')
  const [failure, setFailure] = React.useState<Failure | null>(null)
  const thanksRef = React.useRef<HTMLHeadingElement>(null)
  const idPrefix = 'drive'
  const field = fieldBinder(idPrefix, values, errors, update)

  React.useEffect(() => {
    if (stage === 'sent') thanksRef.current?.focus()
  }, [stage])

  function update(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name, value } = event.target
    const next = event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : value
    setValues((current) => ({ ...current, [name]: next }))
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest)
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const result = await submit(event.currentTarget)
    if (result.kind === 'invalid') {
      const first = Object.keys(result.errors)[0]
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus()
      return
    }
    if (result.kind === 'ok') return
    if (result.kind === 'network') {
      setFailure({ title: 'Network Error:', message: 'Unable to connect. Please check your connection and try again.' })
      return
    }
    if (result.errors) setErrors(result.errors)
    setFailure({ title: 'Submission Error:', message: result.message || 'Unable to submit inquiry. Please try again.' })
  }

  if (stage === 'sent') {
    return (
      <section aria-labelledby="drive-thanks" className="rounded-card border border-line bg-white p-8 shadow-sm">
        <CheckCircle2 className="mb-3 h-10 w-10 text-sage" aria-hidden="true" />
        <h2 id="drive-thanks" ref={thanksRef} tabIndex={-1} className="text-3xl font-bold">
          Drive Inquiry Submitted!
        </h2>
        <p className="mt-3 text-lg">Thank you for offering to host a drive. Together we can help more women start over with dignity.</p>
        <h3 className="mt-6 text-xl font-bold">What happens next</h3>
        <ol className="mt-3 list-decimal space-y-2 pl-6">
          <li>Our team will review your inquiry and contact you within 48 hours.</li>
          <li>We will plan the details together: dates, the items most needed right now, and how the donations reach us.</li>
          <li>If you drive items to us or pick them up, mileage is reimbursed per IRS guidelines.</li>
        </ol>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/get-involved" className={buttonVariants()}>
            Back to Get Involved
          </Link>
          <Link href="/" className={buttonVariants({ variant: 'outline' })}>
            Return Home
          </Link>
        </div>
      </section>
    )
  }

  return (
    <form method="post" onSubmit={onSubmit} {...formProps} className="relative grid gap-5">
      {failure ? (
        <Notice tone="error" title={failure.title}>
          {failure.message}
        </Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName')} label="First Name" required autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last Name" required autoComplete="family-name" />
        <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
        <TextField {...field('phone')} label="Phone" type="tel" optional autoComplete="tel" />
      </div>
      <TextField {...field('organizationName')} label="Organization, church or group" optional autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...field('driveType')} label="Drive Type" required placeholder="Select a drive type" options={DRIVE_TYPES} />
        <SelectField {...field('deliveryMethod')} label="Delivery Method" required placeholder="Select a delivery method" options={DELIVERY_METHODS} />
      </div>
      <TextField
        {...field('location')}
        label="Drive Location"
        required
        hint={`City and venue. Tell us how close you are to ${near}, so we can plan pickup or delivery.`}
      />
      <TextAreaField {...field('expectedItems')} label="Items you expect to collect" optional rows={3} />
      <TextField {...field('timeframe')} label="Timeframe" optional placeholder="e.g. the first two weeks of March" />
      <div className="flex items-start gap-3">
        <input
          id={`${idPrefix}-assistanceNeeded`}
          type="checkbox"
          name="assistanceNeeded"
          checked={values.assistanceNeeded}
          onChange={update}
          className="mt-1 h-5 w-5 accent-primary"
        />
        <label htmlFor={`${idPrefix}-assistanceNeeded`}>I would like help planning and promoting the drive</label>
      </div>
      <TextAreaField {...field('additionalInfo')} label="Anything else we should know" optional rows={4} />
      <Honeypot idPrefix={idPrefix} />
      <SubmitButton busy={stage === 'sending'} busyLabel="Submitting...">
        Submit Drive Inquiry
      </SubmitButton>
    </form>
  )
}
