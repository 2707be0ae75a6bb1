'use client'

import { CheckCircle2 } from 'lucide-react'
import * as React from 'react'

import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'

import { isDonationType, type DonationType } from '@/domain/donations/amounts'
import { thankYouMessage } from '@/domain/donations/messages'

import { MatchingThankYou } from './matching-fields'

const NEXT_STEPS = [
  { href: '/', label: 'Return Home' },
  { href: '/about', label: 'Learn About Us' },
  { href: '/get-involved', label: 'Get Involved' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/feedback', label: 'Share Feedback' },
]

/** The thank-you of /donate?success=true; the address goes back to /donate so a reload is a fresh form. */
export function DonationThankYou({
  frequency,
  matching,
}: {
  frequency: string | undefined
  /** The foundation's legal name and EIN, for a donor whose employer matches gifts (issue 30). */
  matching?: { legalName: string; ein: string }
}) {
  const type: DonationType = isDonationType(frequency) ? frequency : 'one_time'

  React.useEffect(() => {
    window.history.replaceState(window.history.state, '', '/donate')
  }, [])

  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <CheckCircle2 className="mx-auto h-14 w-14 text-sage" aria-hidden="true" />
      <h1 className="mt-4 text-4xl font-bold">Thank You!</h1>
      <p className="mt-3 text-lg" role="status">
        {thankYouMessage(type)}
      </p>
      <p className="mt-2 text-muted">
        Your gift is 100% tax-deductible; we e-mail your receipt as soon as your payment is confirmed. Your gifts and receipts are
        always at{' '}
        <Link href="/my-giving" className="underline">
          Manage my giving
        </Link>
        .
      </p>
      {matching ? <MatchingThankYou legalName={matching.legalName} ein={matching.ein} /> : null}
      <nav aria-label="Where to next" className="mt-8 flex flex-wrap justify-center gap-3">
        {NEXT_STEPS.map((link, index) => (
          <Link key={link.href} href={link.href} className={buttonVariants({ variant: index === 0 ? 'primary' : 'outline' })}>
            {link.label}
          </Link>
        ))}
      </nav>
    </section>
  )
}
