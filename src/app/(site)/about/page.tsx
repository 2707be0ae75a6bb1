import { CmsPage, cmsPageMetadata } from '@/features/pages/cms-page'

export const generateMetadata = () => cmsPageMetadata('/about')

export default function Page() {
  return <CmsPage path="/about" />
}
