import type { Metadata } from 'next'

import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PageSection } from '@/features/pages/page-section'

export const metadata: Metadata = { title: 'Sponsorship' }

/** Spec §3.8: display only; gifts go through /donate. */
const TIERS = [
  { name: 'Single Experience Sponsor', amount: '$75', serves: 'Sponsors one woman’s complete shopping experience.' },
  { name: 'Double Impact Sponsor', amount: '$150', serves: 'Sponsors complete shopping experiences for two women.' },
  { name: 'Community Champion', amount: '$300', serves: 'Sponsors four women with ongoing seasonal access.' },
  { name: 'Custom Partnership', amount: 'Any amount', serves: 'Choose your own gift: every $75 serves one more woman.' },
]

export default function SponsorshipPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-bold md:text-5xl">Sponsor a Shopping Experience</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">
          $75 gives one woman a private, dignified visit to our boutique, with clothing she chooses herself. Every woman
          receives identical care, with no service tiers.
        </p>
      </header>

      <PageSection id="tiers-title" title="Sponsorship tiers" titleHidden className="mt-12">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TIERS.map((tier) => (
            <Card key={tier.name} className="text-center" data-testid="sponsorship-tier">
              <h3 className="text-xl font-bold">{tier.name}</h3>
              <p className="mt-2 font-serif text-3xl font-bold text-primary">{tier.amount}</p>
              <p className="mt-2 text-muted">{tier.serves}</p>
            </Card>
          ))}
        </div>
      </PageSection>

      <PageSection id="schedule-title" title="How sponsorship is scheduled" titleClassName="text-2xl font-bold" className="mt-14 rounded-card bg-sage-soft p-8">
        <p className="mt-3">
          Sponsor once, or give on a schedule: monthly, bi-monthly (every 2 months), quarterly, semi-annual or annual.
          Women visit by appointment only; your sponsorship is applied to the next appointments on our calendar, and we
          send you an update once the women you sponsored have shopped.
        </p>
        <p className="mt-3">
          Recurring sponsorships can be modified, paused or cancelled by contacting the foundation; changes take effect
          within 1-2 business days.
        </p>
      </PageSection>

      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <Link href="/donate" className={buttonVariants({ size: 'lg' })}>
          Sponsor Now
        </Link>
        <Link href="/donors-circle" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Join the Donors Circle
        </Link>
      </div>
    </div>
  )
}
