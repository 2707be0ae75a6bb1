import type { Payload } from 'payload'

import type { IntakeData } from '@/domain/forms/schemas'

import type { Submission } from '../public-form'
import { submitIntake } from './submit'

const BOOKED = 'Your visit is booked.'
const RECEIVED = "Application Received! We'll contact you within 24-48 hours to schedule your visit."

export type IntakeAnswer = { message: string; appointment?: { start: string; end: string; timeZone: string } }

/**
 * What an intake submission is answered, through either door (POST /api/intake, or the form sent
 * without script): a real one is stored (and booked when she chose a time); a bot hears the
 * same "received" as anyone who did not choose one.
 */
export async function answerIntake(payload: Payload, submission: Submission<IntakeData>): Promise<IntakeAnswer> {
  const booked = submission.bot ? null : await submitIntake(payload, submission.data)
  if (booked) return { message: BOOKED, appointment: { ...booked.slot, timeZone: booked.timeZone } }
  return { message: RECEIVED }
}
