import * as React from 'react'

import { FieldError, Input, Label, NativeSelect, Textarea } from '@/components/ui/input'
import { HONEYPOT_FIELD } from '@/domain/forms/options'

type Common = { name: string; label: string; error?: string; hint?: string; optional?: boolean; idPrefix: string }

/** The attributes every control shares: its id and name, its error state and its link to the error and hint. */
export function controlProps({ idPrefix, name, error, hint }: Pick<Common, 'idPrefix' | 'name' | 'error' | 'hint'>) {
  const described = [error ? `${idPrefix}-${name}-error` : null, hint ? `${idPrefix}-${name}-hint` : null].filter(Boolean)
  return {
    id: `${idPrefix}-${name}`,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length ? described.join(' ') : undefined,
  }
}

function FieldShell({ name, label, error, hint, optional, idPrefix, children }: Common & { children: React.ReactNode }) {
  return (
    <div>
      <Label htmlFor={`${idPrefix}-${name}`}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${idPrefix}-${name}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${idPrefix}-${name}-error`} message={error} />
    </div>
  )
}

export function TextField({
  name,
  label,
  error,
  hint,
  optional,
  idPrefix,
  ...props
}: Common & Omit<React.ComponentProps<'input'>, 'name' | 'id'>) {
  return (
    <FieldShell {...{ name, label, error, hint, optional, idPrefix }}>
      <Input {...controlProps({ idPrefix, name, error, hint })} {...props} />
    </FieldShell>
  )
}

export function TextAreaField({
  name,
  label,
  error,
  hint,
  optional,
  idPrefix,
  ...props
}: Common & Omit<React.ComponentProps<'textarea'>, 'name' | 'id'>) {
  return (
    <FieldShell {...{ name, label, error, hint, optional, idPrefix }}>
      <Textarea {...controlProps({ idPrefix, name, error, hint })} {...props} />
    </FieldShell>
  )
}

export function SelectField({
  name,
  label,
  error,
  hint,
  optional,
  idPrefix,
  options,
  placeholder,
  ...props
}: Common & {
  options: readonly { value: string; label: string }[]
  placeholder: string
} & Omit<React.ComponentProps<'select'>, 'name' | 'id'>) {
  return (
    <FieldShell {...{ name, label, error, hint, optional, idPrefix }}>
      <NativeSelect {...controlProps({ idPrefix, name, error, hint })} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldShell>
  )
}

/**
 * A field no person sees or reaches by keyboard; bots that fill every input fill it too, and
 * the server then drops their submission while answering as if it were accepted.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`${idPrefix}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** The honeypot's value, read from the form at submit time (it is never controlled state). */
export function honeypotValue(form: HTMLFormElement) {
  const input = form.elements.namedItem(HONEYPOT_FIELD)
  return input instanceof HTMLInputElement ? input.value : ''
}

/** A notice that stays on screen (unlike a toast): errors and confirmations the visitor must see. */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'error'
  title: string
  children?: React.ReactNode
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-card border border-danger bg-danger-soft p-4 text-ink'
          : 'rounded-card border border-sage bg-sage-soft p-4 text-ink'
      }
    >
      <strong>{title}</strong>
      {children ? <> {children}</> : null}
    </div>
  )
}
