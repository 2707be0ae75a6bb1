import { CmsPage, cmsPageMetadata } from '@/features/pages/cms-page'
import { SAFETY_PAGE_PATH } from '@/domain/pages/routes'

export const generateMetadata = () => cmsPageMetadata(SAFETY_PAGE_PATH)

export default function Page() {
  return <CmsPage path={SAFETY_PAGE_PATH} />
}
