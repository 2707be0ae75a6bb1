/**
 * Name of the hidden field people never see; only bots fill it. Kept apart from the zod schemas
 * so the newsletter form in every page's footer does not ship the validation library.
 */
export const HONEYPOT_FIELD = 'website'
