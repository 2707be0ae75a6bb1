import { CmsPage, cmsPageMetadata } from '@/features/pages/cms-page'

export const generateMetadata = () => cmsPageMetadata('/get-involved')

export default function Page() {
  return <CmsPage path="/get-involved" />
}
