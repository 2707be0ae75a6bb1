import { CmsPage, cmsPageMetadata } from '@/features/pages/cms-page'

export const generateMetadata = () => cmsPageMetadata('/stories-of-hope')

export default function Page() {
  return <CmsPage path="/stories-of-hope" />
}
