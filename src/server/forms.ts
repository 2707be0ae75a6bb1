import type { Payload } from 'payload'

import {
  INTAKE_CONTACT_SUBJECTS,
  type ContactData,
  type ContactSubject,
  type DriveInquiryData,
  type FeedbackData,
} from '@/domain/forms/schemas'
import { notifyStaff } from '@/email/staff'

import { submitContactIntake } from './intake/submit'

/** Stores a contact message, or — with the boutique-intake subject (spec §7 note) — an intake request. */
export async function submitContact(payload: Payload, data: ContactData) {
  if ((INTAKE_CONTACT_SUBJECTS as readonly string[]).includes(data.subject)) return submitContactIntake(payload, data)
  await payload.create({
    collection: 'contact-messages',
    data: { ...data, subject: data.subject as ContactSubject, status: 'new' },
    depth: 0,
  })
  await notifyStaff(payload, 'contact-message')
}

export async function submitDriveInquiry(payload: Payload, data: DriveInquiryData) {
  await payload.create({ collection: 'drive-inquiries', data: { ...data, status: 'new' }, depth: 0 })
  await notifyStaff(payload, 'drive-inquiry')
}

export async function submitFeedback(payload: Payload, data: FeedbackData) {
  await payload.create({ collection: 'feedback', data, depth: 0 })
}
