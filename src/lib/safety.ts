/**
 * The "Staying safe online" page (a CMS page, src/seed/pages.ts): what the exit does and does not
 * do, safer browsing, hotlines, and the privacy notice the forms refer to (at #privacy).
 */
export const SAFETY_PAGE_PATH = '/staying-safe-online'
export const PRIVACY_NOTICE_HREF = `${SAFETY_PAGE_PATH}#privacy`
