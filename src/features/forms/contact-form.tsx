'use client'

import * as React from 'react'

import { Link } from '@/components/ui/link'
import { toast } from '@/components/ui/use-toast'
import { PRIVACY_NOTICE_HREF, SAFETY_PAGE_PATH } from '@/domain/pages/routes'
import { postJson } from '@/lib/post-json'
import { contactAction } from '@/server/form-actions'

import { defaultsBinder, Honeypot, Notice, SelectField, SubmitButton, TextAreaField, TextField } from './fields'
import { CONTACT_SUBJECTS, CONTACT_SUCCESS, MISSING_INFORMATION } from '@/domain/forms/options'
import { CONTACT_FIELDS, contactIncomplete, pickFields, submittedFields } from '@/domain/forms/submitted'

const FAILED = 'Failed to send message. Please try again.'

/**
 * The /contact message form (spec §5.3, §4, §8). With script it posts JSON and answers with a
 * toast; without, the form posts itself (contactAction) and the page comes back with the same
 * words in a notice.
 */
export function ContactForm() {
  const [served, formAction] = React.useActionState(contactAction, null)
  const [sending, setSending] = React.useState(false)
  const idPrefix = 'contact'
  const field = defaultsBinder(idPrefix, served?.kind === 'error' ? served.fields : {}, served?.kind === 'error' ? (served.errors ?? {}) : {})

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const fields = submittedFields(new FormData(form))
    if (contactIncomplete(fields)) {
      toast({ ...MISSING_INFORMATION, variant: 'destructive' })
      return
    }
    setSending(true)
    const result = await postJson('/api/contact', pickFields(fields, CONTACT_FIELDS))
    setSending(false)
    if (result.kind === 'ok') {
      form.reset()
      toast({ title: 'Message Sent!', description: CONTACT_SUCCESS })
      return
    }
    toast({
      title: 'Error',
      description: (result.kind === 'error' && result.message) || FAILED,
      variant: 'destructive',
    })
  }

  return (
    // noValidate: the empty-field rule is ours (one message, spec §5.3); fields keep required/type=email.
    <form action={formAction} onSubmit={onSubmit} noValidate className="relative grid gap-4" aria-busy={sending}>
      {served?.kind === 'ok' ? <Notice tone="success" title="Message Sent!">{CONTACT_SUCCESS}</Notice> : null}
      {served?.kind === 'error' ? (
        <Notice tone="error" title={served.message === MISSING_INFORMATION.description ? MISSING_INFORMATION.title : 'Error'}>
          {served.message || FAILED}
        </Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName')} label="First Name" required autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last Name" required autoComplete="family-name" />
      </div>
      <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
      <SelectField {...field('subject')} label="Subject" required placeholder="Select a subject" options={CONTACT_SUBJECTS} />
      <TextAreaField {...field('message')} label="Message" required rows={6} />
      <Honeypot idPrefix={idPrefix} />
      <p className="text-sm text-muted">
        Only our staff read your message. See our{' '}
        <Link href={PRIVACY_NOTICE_HREF} className="font-semibold text-ink underline">
          privacy policy
        </Link>{' '}
        and how to{' '}
        <Link href={SAFETY_PAGE_PATH} className="font-semibold text-ink underline">
          stay safe online
        </Link>
        .
      </p>
      <SubmitButton busy={sending} busyLabel="Sending...">
        Send Message
      </SubmitButton>
    </form>
  )
}
