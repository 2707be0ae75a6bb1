'use client'

import * as React from 'react'

import { Link } from '@/components/ui/link'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { PRIVACY_NOTICE_HREF, SAFETY_PAGE_PATH } from '@/lib/safety'
import { postJson } from '@/lib/post-json'

import { Honeypot, honeypotValue, SelectField, TextAreaField, TextField } from './fields'
import { CONTACT_SUBJECTS, CONTACT_SUCCESS, HONEYPOT_FIELD, MISSING_INFORMATION } from '@/domain/forms/options'

const EMPTY = { firstName: '', lastName: '', email: '', subject: '', message: '' }

/** The /contact message form (spec §5.3, §4, §8). */
export function ContactForm() {
  const [values, setValues] = React.useState(EMPTY)
  const [sending, setSending] = React.useState(false)
  const idPrefix = 'contact'

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
        <TextField idPrefix={idPrefix} name="firstName" label="First Name" required autoComplete="given-name" value={values.firstName} onChange={update} />
        <TextField idPrefix={idPrefix} name="lastName" label="Last Name" required autoComplete="family-name" value={values.lastName} onChange={update} />
      </div>
      <TextField idPrefix={idPrefix} name="email" label="Email" type="email" required autoComplete="email" value={values.email} onChange={update} />
      <SelectField
        idPrefix={idPrefix}
        name="subject"
        label="Subject"
        required
        placeholder="Select a subject"
        options={CONTACT_SUBJECTS}
        value={values.subject}
        onChange={update}
      />
      <TextAreaField idPrefix={idPrefix} name="message" label="Message" required rows={6} value={values.message} onChange={update} />
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
      <Button type="submit" disabled={sending} className="justify-self-start">
        {sending ? <Spinner /> : null}
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
