import { ArrowLeft, Users } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Link } from '@/components/ui/link'
import { PaymentDocumentGuard } from '@/components/payment-document-guard'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { StaticImage } from '@/components/ui/static-image'
import { levelAmounts } from '@/domain/donations/amounts'
import { DonationForm } from '@/features/donations/donation-form'
import { getDonorLevel } from '@/server/donors/circles'
import { CheckList } from '@/features/donors/check-list'
import { LevelIcon } from '@/features/donors/level-icon'
import { LEVEL_COLOR_CLASSES, levelMaximumCents, levelMinimumCents } from '@/domain/donors/levels'
import { formatPrice } from '@/lib/money'
import { getSiteSettings } from '@/server/site-settings'
import { stripePublishableKey } from '@/lib/stripe'
import { givingSettings } from '@/server/donations/pricing'
import { cn } from '@/lib/utils'

// The publishable key is read per request; level data is cached by tag.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const level = await getDonorLevel((await params).slug)
  return level ? { title: level.name, description: level.description } : {}
}

/**
 * Root-level slugs: the giving-circle pages (/friends-of-…, /…-circle) resolve here from CMS
 * data (spec §2.12); anything else is the 404 page.
 */
export default async function LevelPage({ params }: Props) {
  const level = await getDonorLevel((await params).slug)
  if (!level) notFound()
  const colors = LEVEL_COLOR_CLASSES[level.color]
  const publishableKey = stripePublishableKey()
  const { foundationName } = await getSiteSettings()
  // The forms start at what this circle asks for a year (a range naming no amount keeps the spec's presets).
  const minimumCents = levelMinimumCents(level.range)
  const maximumCents = levelMaximumCents(level.range)
  const circleFor = (type: 'one_time' | 'monthly') =>
    minimumCents ? { name: level.name, yearlyMinimum: minimumCents / 100, ...levelAmounts(minimumCents, type, maximumCents) } : undefined

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PaymentDocumentGuard />
      <Link href="/donors-circle" className="inline-flex items-center gap-1 font-semibold text-primary underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Donors Circle
      </Link>

      <header className="mt-6 flex items-center gap-4">
        <LevelIcon icon={level.icon} color={level.color} className="h-16 w-16" />
        <div>
          <h1 className="text-4xl font-bold md:text-5xl">{level.name}</h1>
          <p className={cn('text-xl font-semibold', colors.accent)}>{level.range}</p>
        </div>
      </header>
      {/* Issue 47: on a phone the form is far below the story; one tap reaches it. */}
      <a href="#join" className={cn(buttonVariants({ size: 'md' }), 'mt-4 lg:hidden')}>
        Give now
      </a>

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_420px]">
        <div className="space-y-10">
          {level.showPhoto ? (
            <StaticImage
              src="/images/founders-garden.svg"
              alt="Illustration of a garden path lined with flowers at sunrise"
              width={800}
              height={450}
              className="w-full rounded-card"
              priority
            />
          ) : null}

          <section aria-labelledby="impact-title">
            <h2 id="impact-title" className="text-2xl font-bold">
              Your Impact
            </h2>
            <p className="mt-2 text-lg">{level.impactDescription}</p>
            <CheckList items={level.impactList} className="mt-4 space-y-2" />
          </section>

          <section aria-labelledby="benefits-title">
            <h2 id="benefits-title" className="text-2xl font-bold">
              Recognition &amp; Benefits
            </h2>
            <CheckList items={level.benefits} className="mt-4 space-y-2" />
          </section>

          {level.founderQuote ? (
            <figure className="rounded-card bg-sage-soft p-6">
              <blockquote className="font-serif text-lg italic">“{level.founderQuote}”</blockquote>
              <figcaption className="mt-2 font-semibold">Our Founder</figcaption>
            </figure>
          ) : null}

          <section aria-labelledby="members-title" data-testid="current-members">
            <h2 id="members-title" className="flex items-center gap-2 text-2xl font-bold">
              <Users className="h-6 w-6" aria-hidden="true" />
              Current Members
            </h2>
            {level.members.length > 0 ? (
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {level.members.map((name, index) => (
                  <li key={`${name}-${index}`} className="rounded-lg bg-white px-4 py-2 shadow-sm">
                    {name}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 rounded-lg bg-white p-4 shadow-sm">
                Be a founding member of the {level.name}: your gift starts this circle, and your name leads its roster.
              </p>
            )}
          </section>
        </div>

        <aside id="join" aria-label={`Join the ${level.name}`} className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
          <Card className="space-y-6 p-4 md:p-6">
            <h2 className="text-2xl font-bold">Join the {level.name}</h2>
            {level.explanation ? (
              <p className="rounded-lg bg-primary-soft p-4 text-sm" data-testid="level-explanation">
                {level.explanation}
              </p>
            ) : null}
            {level.perkValueCents ? (
              <p className="text-sm text-muted" data-testid="level-perk">
                A gift made here brings {level.perkDescription || 'a perk'}, valued at {formatPrice(level.perkValueCents)}: your receipt
                states it, and the deductible part of your gift is the amount less that value.
              </p>
            ) : null}
            <DonationForm
              titles={{ one_time: 'One-Time Gift', recurring: 'Monthly Gift' }}
              frequencies={['monthly']}
              circles={{ one_time: circleFor('one_time'), recurring: circleFor('monthly') }}
              level={level.slug}
              stripePublishableKey={publishableKey}
              giving={givingSettings(await getSiteSettings())}
              foundationName={foundationName}
              className="p-4 shadow-none"
            />
          </Card>
        </aside>
      </div>
    </div>
  )
}
