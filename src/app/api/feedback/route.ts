import { NextResponse } from 'next/server'

import { feedbackSchema } from '@/domain/forms/schemas'
import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { submitFeedback } from '@/server/forms'
import { readSubmission, withNoStore } from '@/server/public-form'

const FEEDBACK_THANKS = 'Thank you for your feedback. It helps us do better.'

// Feedback may speak of a visitor's own experience of our services: treated like a private message.
export const POST = withNoStore(
  route(
    async (request) => {
      const payload = await getPayload()
      const submission = await readSubmission(request, payload, 'feedback', feedbackSchema)
      if (!submission.bot) await submitFeedback(payload, submission.data)
      return NextResponse.json({ message: FEEDBACK_THANKS }, { status: 201 })
    },
    { confidential: true },
  ),
)
