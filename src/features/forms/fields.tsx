import * as React from 'react'

import { Button } from '@/components/ui/button'
import { FieldError, Input, Label, NativeSelect, Textarea } from '@/components/ui/input'
import { Options } from '@/components/ui/options'
import { Spinner } from '@/components/ui/spinner'
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

/** Splits a field's props: the frame's (label, hint, error line) and the control's (with its id, name and aria links). */
function fieldParts<P extends Common>({ name, label, error, hint, optional, idPrefix, ...rest }: P) {
  return { shell: { name, label, error, hint, optional, idPrefix }, control: { ...controlProps({ idPrefix, name, error, hint }), ...rest } }
}

/** A labelled field around one plain control: the same frame for a text input and a text area. */
function labelled<T extends 'input' | 'textarea'>(Control: (props: React.ComponentProps<T>) => React.ReactNode) {
  return function Field(props: Common & Omit<React.ComponentProps<T>, 'name' | 'id'>) {
    const { shell, control } = fieldParts(props)
    return (
      <FieldShell {...shell}>
        <Control {...(control as React.ComponentProps<T>)} />
      </FieldShell>
    )
  }
}

export const TextField = labelled<'input'>(Input)
export const TextAreaField = labelled<'textarea'>(Textarea)

export function SelectField(
  props: Common & { options: readonly { value: string; label: string }[]; placeholder: string } & Omit<React.ComponentProps<'select'>, 'name' | 'id'>,
) {
  const { shell, control: { options, placeholder, ...control } } = fieldParts(props)
  return (
    <FieldShell {...shell}>
      <NativeSelect {...control}>
        <option value="">{placeholder}</option>
        <Options choices={options} />
      </NativeSelect>
    </FieldShell>
  )
}

/**
 * What ties a field to its form's state: id prefix, name, value, change handler and the error
 * shown for it, so each field in a form names only what is its own (label, hint, options…).
 */
export function fieldBinder<V extends Record<string, unknown>, H>(idPrefix: string, values: V, errors: Partial<Record<string, string>>, onChange: H) {
  return (name: keyof V & string) => ({ idPrefix, name, value: values[name] as string, error: errors[name], onChange })
}

/**
 * The same for a form whose fields the browser holds (uncontrolled): each field starts from
 * `defaults` (her answers when the page was drawn again after a refusal) and is read back with
 * FormData when she sends the form, so what is sent is what the field shows, even text typed
 * before the page's scripts took it over.
 */
export function defaultsBinder<H = undefined>(idPrefix: string, defaults: Partial<Record<string, string>>, errors: Partial<Record<string, string>>, onChange?: H) {
  return (name: string) => ({ idPrefix, name, defaultValue: defaults[name] ?? '', error: errors[name], onChange })
}

/** A form's submit button: disabled with a spinner and its busy words while the form is sent. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: React.ReactNode }) {
  return (
    <Button type="submit" disabled={busy} className="justify-self-start">
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : children}
    </Button>
  )
}

/** A checkbox with its label beside it, for an opt-in that opens more fields (the donation form's dedication, matching). */
export function CheckboxRow({ id, checked, onChange, children }: { id: string; checked: boolean; onChange: (checked: boolean) => void; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-1 size-4 accent-primary" />
      <Label htmlFor={id}>{children}</Label>
    </div>
  )
}

/** One option of a radio group whose choice is held in state: checked while it is the one selected. */
export function Radio<T extends string>({ name, value, selected, onSelect, className }: { name: string; value: T; selected: T; onSelect: (value: T) => void; className?: string }) {
  return <input type="radio" name={name} value={value} checked={selected === value} onChange={() => onSelect(value)} className={className} />
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

/** How a press on one of her links ended (cancel, confirm): said once, in place of the buttons. */
export type Outcome = { tone: 'success' | 'error'; title: string; message: string }

export function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  return (
    <Notice tone={outcome.tone} title={outcome.title}>
      {outcome.message}
    </Notice>
  )
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
