'use client'

import * as React from 'react'

import { Link } from '@/components/ui/link'
import { toast } from '@/components/ui/use-toast'
import { PRIVACY_NOTICE_HREF, SAFETY_PAGE_PATH } from '@/lib/safety'
import { postJson } from '@/lib/post-json'

import { fieldBinder, Honeypot, honeypotValue, SelectField, SubmitButton, TextAreaField, TextField } from './fields'
import { CONTACT_SUBJECTS, CONTACT_SUCCESS, HONEYPOT_FIELD, MISSING_INFORMATION } from '@/domain/forms/options'

const EMPTY = { firstName: '', lastName: '', email: '', subject: '', message: '' }

/** The /contact message form (spec §5.3, §4, §8). */
export function ContactForm() {
  const [values, setValues] = React.useState(EMPTY)
  const [sending, setSending] = React.useState(false)
  const idPrefix = 'contact'
  const field = fieldBinder(idPrefix, values, {}, update)

  function update(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name, value } = event.target
    setValues((current) => ({ ...current, [name]: value }))
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (Object.values(values).some((value) => !value.trim())) {
      toast({ ...MISSING_INFORMATION, variant: 'destructive' })
      return
    }
    setSending(true)
    const result = await postJson('/api/contact', { ...values, [HONEYPOT_FIELD]: honeypotValue(event.currentTarget) })
    setSending(false)
    if (result.kind === 'ok') {
      setValues(EMPTY)
      toast({ title: 'Message Sent!', description: CONTACT_SUCCESS })
      return
    }
    toast({
      title: 'Error',
      description: (result.kind === 'error' && result.message) || 'Failed to send message. Please try again.',
      variant: 'destructive',
    })
  }

  return (
    // noValidate: the empty-field rule is ours (one toast, spec §5.3); fields keep required/type=email.
    <form onSubmit={onSubmit} noValidate className="relative grid gap-4" aria-busy={sending}>
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
