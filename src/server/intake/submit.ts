import type { Payload } from 'payload'

import type { ContactData, IntakeData } from '@/domain/forms/schemas'
import { notifyStaff } from '@/email/staff'

import { bookIntake, type Booked, type Taken } from '../boutique/booking'
import { findJob, runJobIfDue } from '../jobs'

/**
 * A boutique intake request from the intake form: with the time she chose, held for her or staff
 * to confirm (src/server/boutique/booking.ts); without, New for staff to reach her.
 */
export async function submitIntake(payload: Payload, data: IntakeData): Promise<Booked | Taken | null> {
  if (data.appointmentStart) {
    const booked = await bookIntake(payload, data, data.appointmentStart)
    if ('taken' in booked) return booked
    // Past the hour's limit staff were told once; a notice per booking would bury them.
    if (booked.notifyStaff) await afterIntake(payload)
    else await runJobIfDue(payload, findJob('intake-purge'))
    return booked
  }
  const { appointmentStart: _none, ...answers } = data
  await payload.create({
    collection: 'intake-requests',
    data: { ...answers, status: 'new', source: 'intake-form' },
    depth: 0,
  })
  await afterIntake(payload)
  return null
}

/** The contact form with the boutique-intake subject (spec §7 note) stores an intake request. */
export async function submitContactIntake(payload: Payload, data: ContactData) {
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
