'use client'

import { CheckCircle2 } from 'lucide-react'
import * as React from 'react'

import { Link } from '@/components/ui/link'
import { Button, buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { postJson } from '@/lib/post-json'

import { Honeypot, honeypotValue, Notice, SelectField, TextAreaField, TextField } from './fields'
import { DELIVERY_METHODS, DRIVE_TYPES, HONEYPOT_FIELD } from '@/domain/forms/options'
import { checkFields, type FieldErrors } from './submit'

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
  const [values, setValues] = React.useState(EMPTY)
  const [errors, setErrors] = React.useState<FieldErrors>({})
  const [failure, setFailure] = React.useState<Failure | null>(null)
  const [status, setStatus] = React.useState<'form' | 'submitting' | 'success'>('form')
  const thanksRef = React.useRef<HTMLHeadingElement>(null)
  const idPrefix = 'drive'

  React.useEffect(() => {
    if (status === 'success') thanksRef.current?.focus()
  }, [status])

  function update(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name, value } = event.target
    const next = event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : value
    setValues((current) => ({ ...current, [name]: next }))
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest)
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const form = event.currentTarget
    setStatus('submitting')
    const found = await checkFields(loadRules, values)
    if (found) {
      setErrors(found)
      setStatus('form')
      const first = Object.keys(found)[0]
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus()
      return
    }
    setErrors({})
    const result = await postJson('/api/drive-inquiry', { ...values, [HONEYPOT_FIELD]: honeypotValue(form) })
    if (result.kind === 'ok') {
      setValues(EMPTY)
      setStatus('success')
      return
    }
    setStatus('form')
    if (result.kind === 'network') {
      setFailure({ title: 'Network Error:', message: 'Unable to connect. Please check your connection and try again.' })
      return
    }
    if (result.errors) setErrors(result.errors)
    setFailure({ title: 'Submission Error:', message: result.message || 'Unable to submit inquiry. Please try again.' })
  }

  if (status === 'success') {
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

  const submitting = status === 'submitting'
  return (
    <form
      onSubmit={onSubmit}
      // Fetch the validation rules while the visitor fills the form in, ready for the submit.
      onFocusCapture={() => void loadRules().catch(() => {})}
      noValidate
      className="relative grid gap-5"
      aria-busy={submitting}
    >
      {failure ? (
        <Notice tone="error" title={failure.title}>
          {failure.message}
        </Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField idPrefix={idPrefix} name="firstName" label="First Name" required autoComplete="given-name" value={values.firstName} onChange={update} error={errors.firstName} />
        <TextField idPrefix={idPrefix} name="lastName" label="Last Name" required autoComplete="family-name" value={values.lastName} onChange={update} error={errors.lastName} />
        <TextField idPrefix={idPrefix} name="email" label="Email" type="email" required autoComplete="email" value={values.email} onChange={update} error={errors.email} />
        <TextField idPrefix={idPrefix} name="phone" label="Phone" type="tel" optional autoComplete="tel" value={values.phone} onChange={update} error={errors.phone} />
      </div>
      <TextField idPrefix={idPrefix} name="organizationName" label="Organization, church or group" optional autoComplete="organization" value={values.organizationName} onChange={update} error={errors.organizationName} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField idPrefix={idPrefix} name="driveType" label="Drive Type" required placeholder="Select a drive type" options={DRIVE_TYPES} value={values.driveType} onChange={update} error={errors.driveType} />
        <SelectField idPrefix={idPrefix} name="deliveryMethod" label="Delivery Method" required placeholder="Select a delivery method" options={DELIVERY_METHODS} value={values.deliveryMethod} onChange={update} error={errors.deliveryMethod} />
      </div>
      <TextField
        idPrefix={idPrefix}
        name="location"
        label="Drive Location"
        required
        hint={`City and venue. Tell us how close you are to ${near}, so we can plan pickup or delivery.`}
        value={values.location}
        onChange={update}
        error={errors.location}
      />
      <TextAreaField idPrefix={idPrefix} name="expectedItems" label="Items you expect to collect" optional rows={3} value={values.expectedItems} onChange={update} error={errors.expectedItems} />
      <TextField idPrefix={idPrefix} name="timeframe" label="Timeframe" optional placeholder="e.g. the first two weeks of March" value={values.timeframe} onChange={update} error={errors.timeframe} />
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
      <TextAreaField idPrefix={idPrefix} name="additionalInfo" label="Anything else we should know" optional rows={4} value={values.additionalInfo} onChange={update} error={errors.additionalInfo} />
      <Honeypot idPrefix={idPrefix} />
      <Button type="submit" disabled={submitting} className="justify-self-start">
        {submitting ? <Spinner /> : null}
        {submitting ? 'Submitting...' : 'Submit Drive Inquiry'}
      </Button>
    </form>
  )
}
