import { CmsPage, cmsPageMetadata } from '@/features/pages/cms-page'

export const generateMetadata = () => cmsPageMetadata('/partners')

export default function Page() {
  return <CmsPage path="/partners" />
}
