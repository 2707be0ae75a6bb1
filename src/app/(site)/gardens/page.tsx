import { CmsPage, cmsPageMetadata } from '@/features/pages/cms-page'

export const generateMetadata = () => cmsPageMetadata('/gardens')

export default function Page() {
  return <CmsPage path="/gardens" />
}
