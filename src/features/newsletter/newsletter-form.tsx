'use client'

import { CheckCircle2 } from 'lucide-react'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { Honeypot, honeypotValue } from '@/features/forms/fields'
import { HONEYPOT_FIELD } from '@/domain/forms/options'
import { cn } from '@/lib/utils'
import { postJson } from '@/lib/post-json'

import { NEWSLETTER_WELCOME } from '@/domain/newsletter/messages'

export type NewsletterVariant = 'default' | 'compact' | 'inline'

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
  const [email, setEmail] = React.useState('')
  const [status, setStatus] = React.useState<'idle' | 'submitting' | 'subscribed'>('idle')
  const inputId = React.useId()
  const submitting = status === 'submitting'

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = email.trim()
    if (!trimmed) {
      toast({ title: 'Email Required', description: 'Please enter your email address.', variant: 'destructive' })
      return
    }
    setStatus('submitting')
    const result = await postJson('/api/newsletter', { email: trimmed, source, [HONEYPOT_FIELD]: honeypotValue(event.currentTarget) })
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
    setEmail('')
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
        value={email}
        onChange={(event) => setEmail(event.target.value)}
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
    <form onSubmit={onSubmit} noValidate className={cn('relative', className)} aria-busy={submitting}>
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
      {status === 'subscribed' && variant === 'compact' ? (
        <p role="status" className="mt-2 text-sm">
          Thank you for subscribing!
        </p>
      ) : null}
    </form>
  )
}
