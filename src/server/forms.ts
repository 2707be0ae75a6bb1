import type { Payload } from 'payload'

import {
  INTAKE_CONTACT_SUBJECTS,
  type ContactData,
  type ContactSubject,
  type DriveInquiryData,
  type FeedbackData,
  type IntakeData,
} from '@/domain/forms/schemas'

import { findJob, runJobIfDue } from './jobs'
import { notifyStaff } from '@/email/staff'

/** Stores a contact message, or — with the boutique-intake subject (spec §7 note) — an intake request. */
export async function submitContact(payload: Payload, data: ContactData) {
  if ((INTAKE_CONTACT_SUBJECTS as readonly string[]).includes(data.subject)) {
    await payload.create({
      collection: 'intake-requests',
      data: {
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        phone: lineValue(data.message, 'phone'),
        notes: data.message,
        privacyConsent: /consent[^\n]*:\s*(yes|true|agreed|confirmed|i understand)/i.test(data.message),
        source: 'contact-form',
        status: 'new',
      },
      depth: 0,
    })
    await afterIntake(payload)
    return
  }
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

export async function submitIntake(payload: Payload, data: IntakeData) {
  await payload.create({
    collection: 'intake-requests',
    data: { ...data, status: 'new', source: 'intake-form' },
    depth: 0,
  })
  await afterIntake(payload)
}

export async function submitFeedback(payload: Payload, data: FeedbackData) {
  await payload.create({ collection: 'feedback', data, depth: 0 })
}

async function afterIntake(payload: Payload) {
  await notifyStaff(payload, 'intake-request')
  // Claimed like the scheduled run: at most once a period across instances.
  await runJobIfDue(payload, findJob('intake-purge'))
}

/** `Phone: 555…` from a message block, the one answer the contact-form intake has a field for. */
function lineValue(message: string, label: string) {
  const match = new RegExp(`^\\s*${label}\\s*:\\s*(.+)$`, 'im').exec(message)
  return match?.[1]?.trim().slice(0, 40) || undefined
}
