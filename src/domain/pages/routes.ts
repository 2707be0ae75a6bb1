/** Routes whose content is a document of the `pages` collection (spec §2.3, §2.9). */
export const infoPagePaths = [
  '/',
  '/services',
  '/bloom-boutique',
  '/gardens',
  '/get-involved',
  '/partners',
  '/about',
  '/media-kit',
  '/stories-of-hope',
  '/news/wsmv-feature',
  '/staying-safe-online',
] as const

export type InfoPagePath = (typeof infoPagePaths)[number]

/**
 * The "Staying safe online" page (a CMS page, src/seed/pages.ts): what the exit does and does not
 * do, safer browsing, hotlines, and the privacy notice the forms refer to (at #privacy).
 */
export const SAFETY_PAGE_PATH = '/staying-safe-online'
export const PRIVACY_NOTICE_HREF = `${SAFETY_PAGE_PATH}#privacy`
