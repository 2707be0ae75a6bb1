import { z } from 'zod'

import { cancelByToken } from '@/server/boutique/booking'
import { visitLinkRoute } from '@/server/boutique/link-route'

const bodySchema = z.object({ token: z.string({ error: 'The link is incomplete.' }).min(20, 'The link is incomplete.').max(200) })

/**
 * Her cancel link (the page /visit/cancel posts the token from the link's fragment, which never
 * reaches a server log): 200 once, 410 when the visit was already cancelled, 404 for a token
 * nobody was given. Counted like a form so tokens cannot be guessed at speed.
 */
export const POST = visitLinkRoute(bodySchema, cancelByToken, 'Your visit is cancelled. The time is free for someone else.')
