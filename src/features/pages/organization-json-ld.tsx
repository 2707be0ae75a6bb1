import type { SiteSetting } from '@/payload-types'

/** schema.org NGO description of the foundation, from Site settings, for search engines. */
export function OrganizationJsonLd({ settings, siteUrl }: { settings: SiteSetting; siteUrl: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: settings.foundationName,
    url: siteUrl,
    logo: new URL('/images/logo.svg', siteUrl).toString(),
    email: settings.contactEmail,
    foundingDate: String(settings.foundedYear),
    foundingLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: settings.city, addressRegion: settings.state, addressCountry: 'US' },
    },
    address: { '@type': 'PostalAddress', addressLocality: settings.city, addressRegion: settings.state, addressCountry: 'US' },
    description:
      'A nonprofit supporting women in crisis with a free, appointment-only clothing boutique, healing gardens and support services.',
    sameAs: (settings.socialLinks ?? []).map((social) => social.url),
  }
  // "<" is escaped so text from the CMS can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
