import { CONTACT_SUCCESS, contactSchema } from '@/domain/forms/schemas'
import { submitContact } from '@/server/forms'
import { formPost } from '@/server/public-form'

// Confidential: a support message or an intake sent this way can describe a woman's situation.
export const POST = formPost('contact', contactSchema, submitContact, { message: CONTACT_SUCCESS, status: 201 }, { confidential: true })
