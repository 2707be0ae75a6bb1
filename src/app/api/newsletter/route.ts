import { NEWSLETTER_WELCOME, newsletterSchema } from '@/domain/newsletter/schema'
import { subscribe } from '@/server/newsletter'
import { formPost } from '@/server/public-form'

// The same answer for a new and a known address: the form must not tell a stranger who is subscribed.
export const POST = formPost('newsletter', newsletterSchema, subscribe, { message: NEWSLETTER_WELCOME, status: 201 })
