import { ArrowRight, Clock, Heart, Mail, MapPin, Phone } from 'lucide-react'
import type { Metadata } from 'next'

import { QuickExitNote } from '@/features/shell/quick-exit'
import { Link } from '@/components/ui/link'
import { Card } from '@/components/ui/card'
import { ContactForm } from '@/features/forms/contact-form'
import { HOTLINE_LINK, safeHref, SOCIAL_URL } from '@/lib/safe-url'
import { getSiteSettings } from '@/server/site-settings'
import { PageSection } from '@/features/pages/page-section'

export const metadata: Metadata = {
  title: 'Contact',
  description: 'Reach the foundation: a message form, contact details, crisis resources and ways to get involved.',
}

const MORE_WAYS = [
  { href: '/get-involved', title: 'Get Involved', text: 'Sponsor a shopping experience, volunteer or host a drive.' },
  { href: '/partners', title: 'Partner With Us', text: 'Salons, boutiques, churches and businesses working alongside us.' },
  { href: '/media-kit', title: 'Media Kit', text: 'Quick facts, our story and media contacts.' },
]

export default async function ContactPage() {
  const settings = await getSiteSettings()
  const socials = settings.socialLinks ?? []
  const hotlines = settings.hotlines ?? []
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-bold md:text-5xl">Contact Us</h1>
        <p className="mt-4 text-lg text-muted">
          Questions about the boutique, volunteering, donations or our products? Send us a message. We respond within
          24 hours.
        </p>
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.4fr]">
        <div className="grid content-start gap-6">
          <Card>
            <h2 className="text-2xl font-bold">Get in Touch</h2>
            <ul className="mt-4 grid gap-4">
              <li className="flex gap-3">
                <Mail className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="block font-semibold">Email</span>
                  <a href={`mailto:${settings.contactEmail}`} className="text-primary underline">
                    {settings.contactEmail}
                  </a>
                </span>
              </li>
              {settings.phone ? (
                <li className="flex gap-3">
                  <Phone className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="block font-semibold">Phone</span>
                    <a href={`tel:${settings.phone.replace(/[^0-9+]/g, '')}`} className="text-primary underline">
                      {settings.phone}
                    </a>
                  </span>
                </li>
              ) : null}
              <li className="flex gap-3">
                <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="block font-semibold">Location</span>
                  {settings.city}, {settings.state}. Boutique visits are by appointment only.
                </span>
              </li>
              <li className="flex gap-3">
                <Clock className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="block font-semibold">Farm Stand Hours</span>
                  {settings.farmStandHours}
                </span>
              </li>
            </ul>
            {socials.length ? (
              <>
                <h3 className="mt-6 text-lg font-bold">Follow Us</h3>
                <ul className="mt-2 flex flex-wrap gap-3" aria-label="Social media">
                  {socials.map((social) => (
                    <li key={social.id ?? social.url}>
                      <a href={safeHref(social.url, SOCIAL_URL)} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline">
                        {social.platform}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Card>

          <Card className="border-danger bg-danger-soft">
            <h2 className="flex items-center gap-2 text-2xl font-bold">
              <Heart className="h-6 w-6 text-danger" aria-hidden="true" />
              Crisis Resources
            </h2>
            <p className="mt-2">If you are in danger, call 911. Help is free, confidential and available 24/7:</p>
            <ul className="mt-3 grid gap-2">
              {hotlines.map((line) => (
                <li key={line.id ?? line.href}>
                  <span className="font-semibold">{line.label}:</span>{' '}
                  <a href={safeHref(line.href, HOTLINE_LINK)} className="font-semibold text-primary underline">
                    {line.value}
                  </a>
                </li>
              ))}
            </ul>
            <QuickExitNote className="mt-4 text-sm" />
          </Card>
        </div>

        <Card>
          <h2 className="text-2xl font-bold">Send Us a Message</h2>
          <p className="mb-6 mt-2 text-muted">All fields are required.</p>
          <ContactForm />
        </Card>
      </div>

      <PageSection id="more-ways" title="More Ways to Connect">
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {MORE_WAYS.map((way) => (
            <Link
              key={way.href}
              href={way.href}
              className="group rounded-card border border-line bg-white p-6 shadow-sm hover:border-primary"
            >
              <h3 className="text-xl font-bold group-hover:text-primary">{way.title}</h3>
              <p className="mt-2 text-muted">{way.text}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-primary">
                Learn more <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </span>
            </Link>
          ))}
        </div>
      </PageSection>
    </div>
  )
}
