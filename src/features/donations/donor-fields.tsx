'use client'

import * as React from 'react'

import { FieldError, Input, Label, Textarea } from '@/components/ui/input'
import { controlProps } from '@/features/forms/fields'
import type { FieldErrors } from '@/features/forms/submit'

import { MISSING_INFORMATION } from '@/domain/donations/messages'

/** Issue 19: what "keep my gift discreet" changes, said where the donor chooses it. */
export const DISCREET_HINT =
  'E-mails about it come from a neutral sender with a plain subject, your card statement shows a neutral name, and your name never appears on our public donor list.'

export type DonorFields = {
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

export const EMPTY_DONOR: DonorFields = {
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

/** Beside a required field left empty; the toast keeps the spec's wording for the whole form. */
const REQUIRED_MESSAGES: Partial<Record<string, string>> = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter your email address.',
}

/** The rules' (or the server's) message per field, the generic "required" one made specific. */
export function donorFieldErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [
      name,
      message === MISSING_INFORMATION.description ? (REQUIRED_MESSAGES[name] ?? message) : message,
    ]),
  )
}

type Props = {
  idPrefix: string
  donor: DonorFields
  errors: FieldErrors
  onChange: (name: keyof DonorFields, value: string) => void
  discreet: boolean
  onDiscreetChange: (discreet: boolean) => void
}

/** Who gives: the spec's required name and e-mail, the optional rest (§5.2), and the discreet choice. */
export function DonorDetails({ idPrefix, donor, errors, onChange, discreet, onDiscreetChange }: Props) {
  const set = (name: keyof DonorFields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(name, event.target.value)
  const field = (name: keyof DonorFields) => ({ idPrefix, name, error: errors[name], value: donor[name], onChange: set(name) })

  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Your details</legend>
        <TextField {...field('firstName')} label="First name" required autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last name" required autoComplete="family-name" />
        <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
        <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
        <TextField {...field('organizationName')} label="Organization" autoComplete="organization" className="sm:col-span-2" />
        <TextField {...field('address')} label="Address" autoComplete="street-address" className="sm:col-span-2" />
        <TextField {...field('city')} label="City" autoComplete="address-level2" />
        <TextField {...field('state')} label="State" autoComplete="address-level1" />
        <TextField {...field('zipCode')} label="ZIP code" autoComplete="postal-code" />
        <div className="sm:col-span-2">
          <Label htmlFor={`${idPrefix}-comments`}>Comments</Label>
          <Textarea id={`${idPrefix}-comments`} value={donor.comments} onChange={set('comments')} maxLength={500} />
        </div>
      </fieldset>

      <div className="flex items-start gap-2 rounded-lg border border-line p-3">
        <input
          id={`${idPrefix}-discreet`}
          type="checkbox"
          checked={discreet}
          onChange={(event) => onDiscreetChange(event.target.checked)}
          aria-describedby={`${idPrefix}-discreet-hint`}
          className="mt-1 size-4 accent-primary"
        />
        <div>
          <Label htmlFor={`${idPrefix}-discreet`}>Keep my gift discreet</Label>
          <p id={`${idPrefix}-discreet-hint`} className="text-sm text-muted">
            {DISCREET_HINT}
          </p>
        </div>
      </div>
    </>
  )
}

/** A labelled control with its required mark and its error line: the donor's fields and the dedication's. */
export function FieldFrame({
  idPrefix,
  name,
  label,
  required,
  error,
  className,
  children,
}: {
  idPrefix: string
  name: string
  label: string
  required?: boolean
  error?: string
  className?: string
  children: React.ReactNode
}) {
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
      {children}
      <FieldError id={`${idPrefix}-${name}-error`} message={error} />
    </div>
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
    <FieldFrame idPrefix={idPrefix} name={name} label={label} required={required} error={error} className={className}>
      <Input {...controlProps({ idPrefix, name, error })} aria-required={required || undefined} {...props} />
    </FieldFrame>
  )
}
