'use client'

import { CheckCircle2 } from 'lucide-react'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { Honeypot } from '@/features/forms/fields'
import { newsletterBody, submittedFields } from '@/domain/forms/submitted'
import { cn } from '@/lib/utils'
import { postJson } from '@/lib/post-json'
import { newsletterAction } from '@/server/form-actions'

import { NEWSLETTER_WELCOME } from '@/domain/newsletter/messages'

export type NewsletterVariant = 'default' | 'compact' | 'inline'

const EMAIL_REQUIRED = 'Please enter your email address.'
const FOOTER_SUCCESS = "Thank you for joining our community! You'll hear from us soon."

type Props = {
  source: string
  variant?: NewsletterVariant
  title?: string
  description?: string
  className?: string
}

/** Newsletter sign-up in the three variants of spec §3.6, with the states and toasts of §4/§8. */
export function NewsletterForm({ source, variant = 'default', title, description, className }: Props) {
  // Set only when the form was posted without script (newsletterAction) and the page drawn again.
  const [served, formAction] = React.useActionState(newsletterAction, null)
  const [status, setStatus] = React.useState<'idle' | 'submitting' | 'subscribed'>(served?.kind === 'ok' ? 'subscribed' : 'idle')
  const inputId = React.useId()
  const submitting = status === 'submitting'

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    // Read from the field itself: an address typed before the page's scripts ran is in it.
    const body = newsletterBody(submittedFields(new FormData(form)))
    if (!body.email) {
      toast({ title: 'Email Required', description: EMAIL_REQUIRED, variant: 'destructive' })
      return
    }
    setStatus('submitting')
    const result = await postJson('/api/newsletter', body)
    if (result.kind === 'network') {
      setStatus('idle')
      toast({
        title: 'Network Error',
        description: 'Unable to connect. Please check your connection and try again.',
        variant: 'destructive',
      })
      return
    }
    if (result.kind === 'error') {
      setStatus('idle')
      toast({
        title: 'Subscription Error',
        description: result.message || 'Unable to subscribe. Please try again.',
        variant: 'destructive',
      })
      return
    }
    form.reset()
    setStatus('subscribed')
    toast({
      title: 'Success! 🌻',
      description: source === 'footer' ? FOOTER_SUCCESS : result.data.message || NEWSLETTER_WELCOME,
    })
  }

  if (status === 'subscribed' && variant === 'default') {
    return (
      <div className={cn('rounded-card bg-sage-soft p-6 text-center', className)} role="status">
        <CheckCircle2 className="mx-auto mb-2 h-8 w-8 text-sage" aria-hidden="true" />
        <p className="font-serif text-xl font-bold">You&apos;re All Set!</p>
        <p className="text-muted">Watch your inbox for news from the farm and the boutique.</p>
      </div>
    )
  }

  const field = (
    <>
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <Input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="Your email address"
        defaultValue={served?.kind === 'error' ? served.fields.email : undefined}
        disabled={submitting}
      />
    </>
  )

  const button = (
    <Button type="submit" disabled={submitting} size={variant === 'default' ? 'md' : 'sm'} className="shrink-0">
      {submitting ? <Spinner /> : null}
      {submitting && variant === 'inline' ? 'Signing Up...' : 'Subscribe'}
    </Button>
  )

  return (
    // noValidate: the empty-field rule is ours (a toast, spec §5.1); the input stays type=email/required.
    <form action={formAction} onSubmit={onSubmit} noValidate className={cn('relative', className)} aria-busy={submitting}>
      <input type="hidden" name="source" value={source} />
      {title ? <p className="mb-1 font-serif text-lg font-bold">{title}</p> : null}
      {description ? <p className="mb-3 text-sm text-muted">{description}</p> : null}
      {/* compact (the footer's narrow column): the button goes below, so the placeholder is never cut. */}
      <div
        className={cn(
          'flex gap-2',
          variant === 'default' ? 'flex-col sm:flex-row' : variant === 'compact' ? 'flex-col items-start' : 'flex-row',
        )}
      >
        {field}
        {button}
      </div>
      <Honeypot idPrefix={inputId} />
      {status === 'subscribed' && variant === 'compact' && !served ? (
        <p role="status" className="mt-2 text-sm">
          Thank you for subscribing!
        </p>
      ) : null}
      {/* Without script there is no toast: its words stay under the form. */}
      {served?.kind === 'ok' ? (
        <p role="status" className="mt-2 text-sm">
          <strong>Success! 🌻</strong> {source === 'footer' ? FOOTER_SUCCESS : NEWSLETTER_WELCOME}
        </p>
      ) : null}
      {served?.kind === 'error' ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          <strong>{served.errors?.email === EMAIL_REQUIRED ? 'Email Required' : 'Subscription Error'}</strong>{' '}
          {served.errors?.email ?? served.message ?? 'Unable to subscribe. Please try again.'}
        </p>
      ) : null}
    </form>
  )
}
