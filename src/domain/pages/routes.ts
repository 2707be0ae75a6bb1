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
