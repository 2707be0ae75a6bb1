import { CmsPage, cmsPageMetadata } from '@/features/pages/cms-page'

export const generateMetadata = () => cmsPageMetadata('/media-kit')

export default function Page() {
  return <CmsPage path="/media-kit" />
}
