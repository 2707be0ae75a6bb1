import type { Metadata } from 'next'

import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { PaymentDocumentGuard } from '@/components/payment-document-guard'
import { Card } from '@/components/ui/card'
import { campaignPercent, campaignPhase, formatCampaignDate } from '@/domain/donations/campaign'
import { DonationForm } from '@/features/donations/donation-form'
import { DonationThankYou } from '@/features/donations/thank-you'
import { getCampaignTotals, getFeaturedCampaign, getPublishedCampaign } from '@/server/campaigns/campaigns'
import { formatDollars } from '@/lib/money'
import { getSiteSettings } from '@/server/site-settings'
import { stripePublishableKey } from '@/lib/stripe'
import { PageSection } from '@/features/pages/page-section'
import { givingSettings } from '@/server/donations/pricing'

export const metadata: Metadata = { title: 'Donate' }
// The publishable key and the campaign total are read per request.
export const dynamic = 'force-dynamic'

const IMPACT = [
  { amount: 75, text: 'Sponsors one complete shopping experience for a woman starting over.' },
  { amount: 150, text: 'Serves 2 women with complete shopping experiences.' },
  { amount: 300, text: 'Serves 4 women with ongoing seasonal access.' },
]

const OTHER_WAYS = [
  { href: '/sponsorship', title: 'Sponsor a Shopping Experience', text: '$75 gives one woman a full, dignified visit to our boutique.' },
  { href: '/donors-circle', title: 'Join a Giving Circle', text: 'Be recognized among the supporters who keep our doors open.' },
  { href: '/host-drive', title: 'Host a Drive', text: 'Collect clothing or care items with your church, school or workplace.' },
  { href: '/store', title: 'Shop the Farm', text: 'Seeds, honey and handmade goods: every purchase funds the mission.' },
]

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function DonatePage({ searchParams }: Props) {
  const params = await searchParams
  // Stripe adds redirect_status to the return address; only a succeeded payment is thanked.
  const paymentNotCompleted = params.success === 'true' && typeof params.redirect_status === 'string' && params.redirect_status !== 'succeeded'
  if (params.success === 'true' && !paymentNotCompleted) {
    const { legalName, foundationName, ein } = await getSiteSettings()
    return (
      <DonationThankYou
        frequency={typeof params.frequency === 'string' ? params.frequency : undefined}
        matching={{ legalName: legalName || foundationName, ein: ein ?? '' }}
      />
    )
  }

  const [campaign, settings] = await Promise.all([getFeaturedCampaign(), getSiteSettings()])
  // Judged per request: a campaign starts and ends without anyone saving it.
  const phase = campaign ? campaignPhase(campaign.startDate, campaign.endDate) : 'ended'
  const showBanner = campaign !== null && (phase !== 'ended' || campaign.afterEnd === 'final')
  // Issue 49: the banner's total is the featured campaign's, from the ledger (gifts tied to it).
  const raised = campaign && showBanner && phase !== 'upcoming' ? (await getCampaignTotals(campaign.id)).raisedCents : 0
  const goalCents = campaign?.goalCents ?? 0
  const percent = campaignPercent(raised, goalCents)
  // Issue 49: ?campaign=slug ties the gift to that campaign; otherwise a running featured one.
  const asked = typeof params.campaign === 'string' ? await getPublishedCampaign(params.campaign) : null
  const giftCampaign = asked ?? (campaign && phase === 'running' ? campaign : null)
  const publishableKey = stripePublishableKey()

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PaymentDocumentGuard />
      <header className="text-center">
        <h1 className="text-4xl font-bold md:text-5xl">Support the Mission</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">
          Your gift gives women in crisis clothing, care and a community that believes in them.
        </p>
      </header>

      {paymentNotCompleted ? (
        <p role="alert" className="mx-auto mt-8 max-w-2xl rounded-card bg-danger-soft p-4 text-center text-danger">
          Your payment was not completed and no donation was taken. Please try again.
        </p>
      ) : null}

      {campaign && showBanner ? (
        <section
          aria-labelledby="campaign-title"
          className="mt-10 rounded-card bg-primary-soft p-6 md:p-8"
          data-testid="campaign-banner"
          data-phase={phase}
        >
          <h2 id="campaign-title" className="text-2xl font-bold">
            {campaign.title}
          </h2>
          <p className="mt-1 font-semibold text-primary">
            {formatCampaignDate(campaign.startDate)} to {formatCampaignDate(campaign.endDate)}
            {campaign.matchingFundCents ? ` · ${formatDollars(campaign.matchingFundCents)} matching fund` : null}
          </p>
          {campaign.description ? <p className="mt-2">{campaign.description}</p> : null}
          {phase === 'upcoming' ? (
            <p className="mt-4 font-semibold">Starts on {formatCampaignDate(campaign.startDate)}.</p>
          ) : (
          <div className="mt-4">
            {phase === 'ended' ? (
              <p className="mb-2 font-semibold">
                This campaign ended on {formatCampaignDate(campaign.endDate)}. Thank you to everyone who gave.
              </p>
            ) : null}
            <div className="flex justify-between text-sm font-semibold">
              <span>
                {formatDollars(raised)} {phase === 'ended' ? 'raised in total' : 'raised during the campaign'}
              </span>
              {goalCents > 0 ? <span>Goal {formatDollars(goalCents)}</span> : null}
            </div>
            {goalCents > 0 ? (
            <div
              role="progressbar"
              aria-label="Campaign progress toward the matching fund"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent}% of ${formatDollars(goalCents)}`}
              className="mt-2 h-3 overflow-hidden rounded-full bg-white"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
            ) : null}
          </div>
          )}
        </section>
      ) : null}

      {/* Issue 33: one form whose switch offers monthly giving first, not a second form two screens down. */}
      <div className="mx-auto mt-10 max-w-2xl">
        <DonationForm
          titles={{ one_time: 'One-Time Donation', recurring: 'Recurring Donation' }}
          headingLevel={2}
          descriptions={{ one_time: 'Make a single gift today.', recurring: 'Give on a schedule that works for you.' }}
          foundationName={settings.foundationName}
          stripePublishableKey={publishableKey}
          giving={givingSettings(await getSiteSettings())}
          campaign={giftCampaign ? { slug: giftCampaign.slug, title: giftCampaign.title, wall: giftCampaign.wall ?? 'off' } : undefined}
        />
      </div>

      <PageSection id="impact-title" title="Your Impact">
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {IMPACT.map((item) => (
            <Card key={item.amount} className="text-center">
              <p className="font-serif text-4xl font-bold text-primary">${item.amount}</p>
              <p className="mt-2">{item.text}</p>
            </Card>
          ))}
        </div>
        <p className="mt-4 text-center text-muted">Every woman receives identical treatment, with no service tiers.</p>
      </PageSection>

      <PageSection id="other-ways-title" title="Other Ways to Give">
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {OTHER_WAYS.map((way) => (
            <Card key={way.href} className="flex flex-col">
              <h3 className="text-lg font-bold">{way.title}</h3>
              <p className="mt-2 flex-1 text-muted">{way.text}</p>
              <Link href={way.href} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4 self-start' })}>
                Learn more<span className="sr-only">: {way.title}</span>
              </Link>
            </Card>
          ))}
        </div>
      </PageSection>

      <p className="mx-auto mt-12 max-w-2xl text-center text-sm text-muted" data-testid="tax-note">
        Donations are 100% tax-deductible. We e-mail your tax receipt, with a PDF copy, as soon as your payment is confirmed;
        your gifts and receipts are always at{' '}
        <Link href="/my-giving" className="underline">
          Manage my giving
        </Link>
        .
      </p>
    </div>
  )
}
