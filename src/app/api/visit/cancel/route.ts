import { tokenSchema } from '@/domain/boutique/link'
import { cancelByLink } from '@/server/boutique/booking'
import { visitLinkRoute } from '@/server/boutique/link-route'

/** Her link's Cancel button (issue 41): the time is free again; the link then answers 410. */
export const POST = visitLinkRoute(tokenSchema, cancelByLink, 'Your appointment is cancelled. The time is free for someone else.')
