import { Phone } from 'lucide-react'

import { Link } from '@/components/ui/link'
import { NewsletterForm } from '@/features/newsletter/newsletter-form'
import { SAFETY_PAGE_PATH } from '@/domain/pages/routes'
import { HOTLINE_LINK, safeHref, SOCIAL_URL } from '@/lib/safe-url'
import { yearIn } from '@/lib/zoned-time'
import type { SiteSetting } from '@/payload-types'

const QUICK_LINKS = [
  { href: '/about', label: 'About Us' },
  { href: '/services', label: 'Services' },
  { href: '/store', label: 'Shop' },
  { href: '/contact', label: 'Contact' },
]

const SUPPORT_LINKS = [
  { href: '/services', label: 'Get Help' },
  { href: '/contact', label: 'Volunteer' },
  { href: '/contact', label: 'Partner With Us' },
  { href: '/contact', label: 'FAQ' },
]

export function Footer({ settings }: { settings: SiteSetting }) {
  const socials = settings.socialLinks ?? []
  const hotlines = settings.hotlines ?? []
  return (
    <footer className="mt-16 border-t border-line bg-[#f3ece3] pb-20 text-ink">
      {hotlines.length ? (
        <div className="bg-sage text-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 text-sm">
            <span className="font-semibold">In crisis? Help is free and confidential, 24/7:</span>
            {hotlines.map((line) => (
              <a key={line.id ?? line.href} href={safeHref(line.href, HOTLINE_LINK)} className="inline-flex items-center gap-1 underline">
                <Phone className="h-4 w-4" aria-hidden="true" />
                {line.label}: {line.value}
              </a>
            ))}
          </div>
        </div>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-bold text-primary">{settings.foundationName}</p>
          <p className="mt-2 text-sm text-muted">
            Planting hope, growing dignity and finding joy with women starting over in {settings.city},{' '}
            {settings.state}.
          </p>
          {socials.length ? (
            <ul className="mt-4 flex flex-wrap gap-3" aria-label="Social media">
              {socials.map((social) => (
                <li key={social.id ?? social.url}>
                  <a
                    href={safeHref(social.url, SOCIAL_URL)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm font-semibold text-primary underline"
                  >
                    {social.platform}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <LinkList title="Quick Links" links={QUICK_LINKS} />
        <LinkList title="Support" links={SUPPORT_LINKS} />
        <div>
          <h2 className="mb-3 font-sans text-base font-bold">Stay Connected</h2>
          <NewsletterForm source="footer" variant="compact" description="News from the farm and the boutique." />
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-muted md:flex-row md:items-center md:justify-between">
          <p>
            {/* The current year on the foundation's clock (issue 47), not a year typed once in Site settings. */}
            © {yearIn(settings.timeZone)} {settings.foundationName}. All rights reserved.
          </p>
          <p className="italic">{settings.memorialLine}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            <Link href="/contact" className="hover:underline">
              Privacy Policy
            </Link>
            <Link href="/contact" className="hover:underline">
              Terms of Service
            </Link>
            <Link href={SAFETY_PAGE_PATH} className="hover:underline">
              Staying safe online
            </Link>
            {/* Beside the spec's lists, not in them: a donor's way back to her gifts and receipts. */}
            <Link href="/my-giving" className="hover:underline">
              Manage my giving
            </Link>
          </p>
        </div>
      </div>
    </footer>
  )
}

/** One column of the footer's links, a navigation landmark named by its heading. */
function LinkList({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 font-sans text-base font-bold">{title}</h2>
      <ul className="grid gap-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className="hover:text-primary hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
