import { NextResponse } from 'next/server'

import { CONTACT_SUCCESS, contactSchema } from '@/domain/forms/schemas'
import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { submitContact } from '@/server/forms'
import { readSubmission, withNoStore } from '@/server/public-form'

// Confidential: a support message or an intake sent this way can describe a woman's situation.
export const POST = withNoStore(
  route(
    async (request) => {
      const payload = await getPayload()
      const submission = await readSubmission(request, payload, 'contact', contactSchema)
      if (!submission.bot) await submitContact(payload, submission.data)
      return NextResponse.json({ message: CONTACT_SUCCESS }, { status: 201 })
    },
    { confidential: true },
  ),
)
