import { tokenSchema } from '@/domain/boutique/link'
import { confirmByLink } from '@/server/boutique/booking'
import { visitLinkRoute } from '@/server/boutique/link-route'

/**
 * Her link's Confirm button (issue 41): a held time becomes her appointment. 200, 404 for a token
 * nobody was given, 410 once the link no longer works, 409 when the time she moves to has filled.
 * Counted against the link allowance (not the forms'), so tokens cannot be guessed at speed.
 */
export const POST = visitLinkRoute(tokenSchema, confirmByLink, 'Your appointment is confirmed.')
