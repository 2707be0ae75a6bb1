import { CmsPage, cmsPageMetadata } from '@/features/pages/cms-page'

export const generateMetadata = () => cmsPageMetadata('/news/wsmv-feature')

export default function Page() {
  return <CmsPage path="/news/wsmv-feature" />
}
