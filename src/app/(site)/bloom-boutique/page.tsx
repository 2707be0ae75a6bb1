import { CmsPage, cmsPageMetadata } from '@/features/pages/cms-page'

export const generateMetadata = () => cmsPageMetadata('/bloom-boutique')

export default function Page() {
  return <CmsPage path="/bloom-boutique" />
}
