'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { FEEDBACK_FIELDS, pickFields, submittedFields } from '@/domain/forms/submitted'
import { feedbackAction } from '@/server/form-actions'

import { defaultsBinder, Honeypot, Notice, SubmitButton, TextAreaField, TextField } from './fields'
import { type FieldErrors, postChecked } from './submit'

const loadRules = () => import('@/domain/forms/schemas').then((module) => module.feedbackSchema)

/**
 * Anonymous feedback: no name asked, e-mail only if the visitor wants a reply. Without script the
 * form posts itself (feedbackAction) and the page comes back with the thanks or the messages.
 */
export function FeedbackForm() {
  const [served, formAction] = React.useActionState(feedbackAction, null)
  const refused = served?.kind === 'error' ? served : null
  const [errors, setErrors] = React.useState<FieldErrors>(refused?.errors ?? {})
  const [stage, setStage] = React.useState<'form' | 'sending' | 'sent'>(served?.kind === 'ok' ? 'sent' : 'form')
  const idPrefix = 'feedback'
  const field = defaultsBinder(idPrefix, refused?.fields ?? {}, errors)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setStage('sending')
    const values = pickFields(submittedFields(new FormData(form)), FEEDBACK_FIELDS)
    const result = await postChecked(form, loadRules, '/api/feedback', values, setErrors)
    setStage(result.kind === 'ok' ? 'sent' : 'form')
    if (result.kind === 'invalid' || result.kind === 'ok') return
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

  if (stage === 'sent') {
    return (
      <div className="grid gap-4">
        <Notice tone="success" title="Thank you for your feedback!">
          We read every note and use it to do better.
        </Notice>
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => setStage('form')}>
          Send more feedback
        </Button>
      </div>
    )
  }

  return (
    // Our checks, not the browser's bubbles; the rules are fetched while she fills the form in.
    <form
      action={formAction}
      onSubmit={onSubmit}
      onFocusCapture={() => void loadRules().catch(() => {})}
      noValidate
      aria-busy={stage === 'sending'}
      className="relative grid gap-4"
    >
      {refused && !refused.errors ? (
        <Notice tone="error" title="Error">
          {refused.message || 'Failed to send feedback. Please try again.'}
        </Notice>
      ) : null}
      <TextAreaField {...field('helped')} label="What helped you?" rows={4} />
      <TextAreaField {...field('notHelped')} label="What did not help, or what could we do better?" rows={4} />
      <TextField {...field('email')} label="Email" type="email" optional hint="Only if you would like a reply. You do not need to give your name." />
      <Honeypot idPrefix={idPrefix} />
      <SubmitButton busy={stage === 'sending'} busyLabel="Sending...">
        Send Feedback
      </SubmitButton>
    </form>
  )
}
