'use server'

/**
 * The public forms sent without script (JavaScript off, as Tor Browser's "Safest" level has it):
 * React renders each form as a POST of itself to its page (`useActionState` with one of these
 * actions), and Next answers with the page drawn again from the action's state — the same
 * confirmation or the same messages, her answers kept on a refusal, and never a field in the
 * address. With script the forms post JSON to their API routes as before; each action does
 * exactly what its route does (same checks, limits, honeypot and storage), through the same
 * functions.
 */
import { CONTACT_SUCCESS, FEEDBACK_THANKS, MISSING_INFORMATION } from '@/domain/forms/options'
import { contactSchema, feedbackSchema, intakeSchema } from '@/domain/forms/schemas'
import {
  CONTACT_FIELDS,
  contactIncomplete,
  FEEDBACK_FIELDS,
  intakeBody,
  newsletterBody,
  pickFields,
  submittedFields,
} from '@/domain/forms/submitted'
import { NEWSLETTER_WELCOME, newsletterSchema } from '@/domain/newsletter/schema'
import type { FormActionState } from '@/lib/post-json'

import { submitContact, submitFeedback } from './forms'
import { answerIntake, type IntakeAnswer } from './intake/answer'
import { subscribe } from './newsletter'
import { answerForm, checkSubmission } from './public-form'

type Thanks = { message: string }

export async function contactAction(_previous: FormActionState<Thanks>, data: FormData): Promise<FormActionState<Thanks>> {
  const fields = submittedFields(data)
  // The form's own rule before any other (spec §5.3): one message for any empty field.
  if (contactIncomplete(fields)) return { kind: 'error', status: 400, message: MISSING_INFORMATION.description, fields }
  return answerForm('contact', fields, async (payload, headers) => {
    const submission = await checkSubmission(payload, 'contact', contactSchema, pickFields(fields, CONTACT_FIELDS), headers)
    if (!submission.bot) await submitContact(payload, submission.data)
    return { message: CONTACT_SUCCESS }
  })
}

export async function newsletterAction(_previous: FormActionState<Thanks>, data: FormData): Promise<FormActionState<Thanks>> {
  const fields = submittedFields(data)
  return answerForm('newsletter', fields, async (payload, headers) => {
    const submission = await checkSubmission(payload, 'newsletter', newsletterSchema, newsletterBody(fields), headers)
    if (!submission.bot) await subscribe(payload, submission.data)
    return { message: NEWSLETTER_WELCOME }
  })
}

export async function feedbackAction(_previous: FormActionState<Thanks>, data: FormData): Promise<FormActionState<Thanks>> {
  const fields = submittedFields(data)
  return answerForm('feedback', fields, async (payload, headers) => {
    const submission = await checkSubmission(payload, 'feedback', feedbackSchema, pickFields(fields, FEEDBACK_FIELDS), headers)
    if (!submission.bot) await submitFeedback(payload, submission.data)
    return { message: FEEDBACK_THANKS }
  })
}

type IntakeThanks = IntakeAnswer & { preferredContact?: string }

export async function intakeAction(_previous: FormActionState<IntakeThanks>, data: FormData): Promise<FormActionState<IntakeThanks>> {
  const fields = submittedFields(data)
  return answerForm('intake', fields, async (payload, headers) => {
    const answer = await answerIntake(payload, await checkSubmission(payload, 'intake', intakeSchema, intakeBody(fields), headers))
    // The confirmation says how she will hear from us; her other answers are not sent back.
    return { ...answer, preferredContact: fields.preferredContact }
  })
}
