'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'

import { fieldBinder, Honeypot, Notice, SubmitButton, TextAreaField, TextField } from './fields'
import { useCheckedForm } from './submit'

const loadRules = () => import('@/domain/forms/schemas').then((module) => module.feedbackSchema)

const EMPTY = { helped: '', notHelped: '', email: '' }

/** Anonymous feedback: no name asked, e-mail only if the visitor wants a reply. */
export function FeedbackForm() {
  const { values, setValues, errors, setErrors, stage, setStage, submit, formProps } = useCheckedForm(EMPTY, loadRules, '/api/feedback')
  const idPrefix = 'feedback'
  const field = fieldBinder(idPrefix, values, errors, update)

  function update(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target
    setValues((current) => ({ ...current, [name]: value }))
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = await submit(event.currentTarget)
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
    <form onSubmit={onSubmit} {...formProps} className="relative grid gap-4">
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
