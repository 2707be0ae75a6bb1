import { CmsPage, cmsPageMetadata } from '@/features/pages/cms-page'

export const generateMetadata = () => cmsPageMetadata('/services')

export default function Page() {
  return <CmsPage path="/services" />
}
