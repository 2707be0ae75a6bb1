import { NextResponse } from 'next/server'

import { driveInquirySchema } from '@/domain/forms/schemas'
import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { submitDriveInquiry } from '@/server/forms'
import { readSubmission } from '@/server/public-form'

const DRIVE_SUCCESS = "Thank you! We'll be in touch within 48 hours."

export const POST = route(async (request) => {
  const payload = await getPayload()
  const submission = await readSubmission(request, payload, 'drive-inquiry', driveInquirySchema)
  if (!submission.bot) await submitDriveInquiry(payload, submission.data)
  return NextResponse.json({ message: DRIVE_SUCCESS }, { status: 201 })
})
