import { CmsPage, cmsPageMetadata } from '@/features/pages/cms-page'
import { OrganizationJsonLd } from '@/features/pages/organization-json-ld'
import { getSiteSettings } from '@/server/site-settings'
import { siteUrl } from '@/lib/site-url'

export const generateMetadata = () => cmsPageMetadata('/')

export default async function HomePage() {
  const settings = await getSiteSettings()
  return (
    <>
      <OrganizationJsonLd settings={settings} siteUrl={siteUrl()} />
      <CmsPage path="/" />
    </>
  )
}
