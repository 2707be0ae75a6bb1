'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { postJson } from '@/lib/post-json'

import { Honeypot, honeypotValue, Notice, TextAreaField, TextField } from './fields'
import { HONEYPOT_FIELD } from '@/domain/forms/options'
import { checkFields, type FieldErrors } from './submit'

const loadRules = () => import('@/domain/forms/schemas').then((module) => module.feedbackSchema)

const EMPTY = { helped: '', notHelped: '', email: '' }

/** Anonymous feedback: no name asked, e-mail only if the visitor wants a reply. */
export function FeedbackForm() {
  const [values, setValues] = React.useState(EMPTY)
  const [errors, setErrors] = React.useState<FieldErrors>({})
  const [status, setStatus] = React.useState<'form' | 'sending' | 'sent'>('form')
  const idPrefix = 'feedback'

  function update(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target
    setValues((current) => ({ ...current, [name]: value }))
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setStatus('sending')
    const found = await checkFields(loadRules, values)
    if (found) {
      setErrors(found)
      setStatus('form')
      return
    }
    setErrors({})
    const result = await postJson('/api/feedback', { ...values, [HONEYPOT_FIELD]: honeypotValue(form) })
    if (result.kind === 'ok') {
      setValues(EMPTY)
      setStatus('sent')
      return
    }
    setStatus('form')
    if (result.kind === 'error' && result.errors) setErrors(result.errors)
    toast({
      title: result.kind === 'network' ? 'Network Error' : 'Error',
      description:
        result.kind === 'network'
          ? 'Unable to connect. Please check your connection and try again.'
          : result.message || 'Failed to send feedback. Please try again.',
      variant: 'destructive',
    })
  }

  if (status === 'sent') {
    return (
      <div className="grid gap-4">
        <Notice tone="success" title="Thank you for your feedback!">
          We read every note and use it to do better.
        </Notice>
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => setStatus('form')}>
          Send more feedback
        </Button>
      </div>
    )
  }

  return (
    <form
      onSubmit={onSubmit}
      // Fetch the validation rules while the visitor writes, ready for the submit.
      onFocusCapture={() => void loadRules().catch(() => {})}
      noValidate
      className="relative grid gap-4"
      aria-busy={status === 'sending'}
    >
      <TextAreaField idPrefix={idPrefix} name="helped" label="What helped you?" rows={4} value={values.helped} onChange={update} error={errors.helped} />
      <TextAreaField idPrefix={idPrefix} name="notHelped" label="What did not help, or what could we do better?" rows={4} value={values.notHelped} onChange={update} error={errors.notHelped} />
      <TextField
        idPrefix={idPrefix}
        name="email"
        label="Email"
        type="email"
        optional
        hint="Only if you would like a reply. You do not need to give your name."
        value={values.email}
        onChange={update}
        error={errors.email}
      />
      <Honeypot idPrefix={idPrefix} />
      <Button type="submit" disabled={status === 'sending'} className="justify-self-start">
        {status === 'sending' ? <Spinner /> : null}
        {status === 'sending' ? 'Sending...' : 'Send Feedback'}
      </Button>
    </form>
  )
}
