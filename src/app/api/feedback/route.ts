import { FEEDBACK_THANKS } from '@/domain/forms/options'
import { feedbackSchema } from '@/domain/forms/schemas'
import { submitFeedback } from '@/server/forms'
import { formPost } from '@/server/public-form'

// Feedback may speak of a visitor's own experience of our services: treated like a private message.
export const POST = formPost('feedback', feedbackSchema, submitFeedback, { message: FEEDBACK_THANKS, status: 201 }, { confidential: true })
