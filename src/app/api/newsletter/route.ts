import { NextResponse } from 'next/server'

import { NEWSLETTER_WELCOME, newsletterSchema } from '@/domain/newsletter/schema'
import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { subscribe } from '@/server/newsletter'
import { readSubmission } from '@/server/public-form'

export const POST = route(async (request) => {
  const payload = await getPayload()
  const submission = await readSubmission(request, payload, 'newsletter', newsletterSchema)
  if (submission.bot) return NextResponse.json({ message: NEWSLETTER_WELCOME }, { status: 201 })
  await subscribe(payload, submission.data)
  // The same answer for a new and a known address: the form must not tell a stranger who is subscribed.
  return NextResponse.json({ message: NEWSLETTER_WELCOME }, { status: 201 })
})
