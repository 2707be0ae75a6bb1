import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { withCountedFigures } from '@/server/goods/public-impact'
import { getSiteSettings } from '@/server/site-settings'

import { getPage } from '@/server/pages/get-page'
import { PageSections } from './page-sections'
import { fillTokens } from '@/domain/pages/tokens'

/** Title, description and link-preview data of a CMS page. */
export async function cmsPageMetadata(path: string): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPage(path), getSiteSettings().then(withCountedFigures)])
  if (!page) return {}
  const description = fillTokens(page.description, settings)
  const image = page.ogImage || '/images/og-default.png'
  return {
    // The home page's title is the foundation's name itself, without the "| name" suffix.
    title: path === '/' ? { absolute: `${settings.foundationName} — ${page.title}` } : page.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      siteName: settings.foundationName,
      title: page.title,
      description,
      locale: 'en_US',
      images: [{ url: image, alt: settings.foundationName }],
    },
  }
}

/** The body of a CMS page; a page staff deleted answers 404 rather than an empty shell. */
export async function CmsPage({ path }: { path: string }) {
  // "Women served" is counted from the visits (issue 46); Site settings' number is the fallback for a new site.
  const [page, settings] = await Promise.all([getPage(path), getSiteSettings().then(withCountedFigures)])
  if (!page) notFound()
  return <PageSections page={page} settings={settings} />
}
