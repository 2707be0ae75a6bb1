import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PaymentDocumentGuard } from '@/components/payment-document-guard'
import { APPEAL_TOKEN } from '@/domain/campaigns/appeals'
import { CAMPAIGN_SLUG } from '@/domain/campaigns/campaigns'
import { campaignPhase, formatCampaignDate } from '@/domain/donations/campaign'
import { CampaignProgressView } from '@/features/campaigns/campaign-progress'
import { CampaignWall } from '@/features/campaigns/campaign-wall'
import { DonationForm } from '@/features/donations/donation-form'
import { PageSections } from '@/features/pages/page-sections'
import { stripePublishableKey } from '@/lib/stripe'
import type { Page } from '@/payload-types'
import { campaignView, getPublishedCampaign } from '@/server/campaigns/campaigns'
import { givingSettings } from '@/server/donations/pricing'
import { getSiteSettings } from '@/server/site-settings'

// The publishable key and the phase are read per request; content and totals are cached by tag.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function campaignOf(slug: string) {
  return CAMPAIGN_SLUG.test(slug) ? getPublishedCampaign(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const campaign = await campaignOf((await params).slug)
  return campaign ? { title: campaign.title, description: campaign.description ?? undefined } : {}
}

/** A campaign's page (issue 49): its story from the page blocks, honest progress, the wall and the form. */
export default async function CampaignPage({ params, searchParams }: Props) {
  const campaign = await campaignOf((await params).slug)
  if (!campaign) notFound()
  const [view, settings] = await Promise.all([campaignView(campaign), getSiteSettings()])
  const phase = campaignPhase(campaign.startDate, campaign.endDate)
  // An appeal's personal link (issue 49): a gift made from here counts in that appeal's results.
  const appeal = (await searchParams).appeal
  const appealToken = typeof appeal === 'string' && APPEAL_TOKEN.test(appeal) ? appeal : undefined
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PaymentDocumentGuard />
      <header className="rounded-card bg-primary-soft p-6 md:p-8" data-testid="campaign-header">
        <h1 className="text-3xl font-bold md:text-4xl">{campaign.title}</h1>
        <p className="mt-1 font-semibold text-primary">
          {formatCampaignDate(campaign.startDate)} to {formatCampaignDate(campaign.endDate)}
          {phase === 'ended' ? ' · this campaign has ended' : phase === 'upcoming' ? ' · starting soon' : ''}
        </p>
        {campaign.description ? <p className="mt-2">{campaign.description}</p> : null}
        <CampaignProgressView
          progress={view.progress}
          raisedCents={view.raisedCents}
          donorCount={view.donorCount}
          goalCents={view.goalCents}
          goalDonors={view.goalDonors}
        />
      </header>

      <PageSections page={{ sections: campaign.sections } as Page} settings={settings} />

      <div className="mx-auto mt-10 max-w-2xl">
        <DonationForm
          titles={{ one_time: 'Give to this campaign', recurring: 'Give monthly to this campaign' }}
          headingLevel={2}
          foundationName={settings.foundationName}
          stripePublishableKey={stripePublishableKey()}
          giving={givingSettings(settings)}
          campaign={{ slug: campaign.slug, title: campaign.title, wall: campaign.wall ?? 'off', appeal: appealToken }}
        />
      </div>

      <CampaignWall entries={view.wall} />
    </div>
  )
}
