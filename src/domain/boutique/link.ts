import { z } from 'zod'

/** The body of her link's buttons: the token from the page's address. */
export const tokenSchema = z.object({ token: z.string({ error: 'The link is incomplete.' }).regex(/^[\w-]{20,200}$/, 'The link is incomplete.') })
