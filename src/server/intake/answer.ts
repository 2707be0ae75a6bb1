import type { Payload } from 'payload'

import { visitDay, visitTime, visitZone } from '@/domain/boutique/format'
import { TAKEN_MESSAGE } from '@/domain/boutique/hours'
import type { Slot } from '@/domain/boutique/slots'
import type { IntakeData } from '@/domain/forms/schemas'
import { ApiError } from '@/lib/http'

import type { Booked } from '../boutique/booking'
import type { Submission } from '../public-form'
import { submitIntake } from './submit'

const RECEIVED = "Application Received! We'll contact you within 24-48 hours to schedule your visit."

export type IntakeAnswer = {
  message: string
  appointment?: { start: string; end: string; timeZone: string; confirm: 'email' | 'staff' }
}

/** The time she chose was taken a moment before: 409, with the nearest open times. */
export class TimeTaken extends ApiError {
  constructor(readonly nearest: Slot[]) {
    super(409, TAKEN_MESSAGE)
  }
}

/**
 * What she reads after choosing a time. Built only from what she sent and the settings, so a
 * second booking by the same person reads exactly like a first.
 */
function heldMessage(booked: Booked) {
  const when = `${visitDay(booked.slot.start, booked.timeZone)}, ${visitTime(booked.slot.start, booked.timeZone)} (${visitZone(booked.slot.start, booked.timeZone)})`
  if (booked.confirm === 'email') {
    const minutes = booked.confirmWithinMinutes
    const within = minutes % 60 === 0 ? (minutes === 60 ? '1 hour' : `${minutes / 60} hours`) : `${minutes} minutes`
    return `We are holding ${when} for you. Open the link we sent to confirm it within ${within}.`
  }
  return `We are holding ${when} for you. We will confirm it with you the way you asked.`
}

/**
 * What an intake submission is answered, through either door (POST /api/intake, or the form sent
 * without script): a real one is stored (and its time held when she chose one); a bot hears the
 * same "received" as anyone who did not choose a time. A time just taken throws TimeTaken.
 */
export async function answerIntake(payload: Payload, submission: Submission<IntakeData>): Promise<IntakeAnswer> {
  const booked = submission.bot ? null : await submitIntake(payload, submission.data)
  if (booked && 'taken' in booked) throw new TimeTaken(booked.nearest)
  if (booked) return { message: heldMessage(booked), appointment: { ...booked.slot, timeZone: booked.timeZone, confirm: booked.confirm } }
  return { message: RECEIVED }
}
