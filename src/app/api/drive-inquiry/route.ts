import { driveInquirySchema } from '@/domain/forms/schemas'
import { submitDriveInquiry } from '@/server/forms'
import { formPost } from '@/server/public-form'

const DRIVE_SUCCESS = "Thank you! We'll be in touch within 48 hours."

export const POST = formPost('drive-inquiry', driveInquirySchema, submitDriveInquiry, { message: DRIVE_SUCCESS, status: 201 })
