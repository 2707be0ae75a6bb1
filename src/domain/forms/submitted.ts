import { HONEYPOT_FIELD } from './options'

/** A form's answers as the browser sends them: each named field's text, a ticked box as 'on'. */
export type SubmittedFields = Record<string, string>

/**
 * The answers in a submitted form, read the same way in the browser (`new FormData(form)` when
 * she presses the button) and on the server (the form posted without script): what the fields
 * hold then, whatever React's state says — text typed before the page hydrated included. React's
 * own fields for a server action (`$ACTION_…`) and files are left out; a repeated name keeps its
 * first value.
 */
export function submittedFields(data: FormData): SubmittedFields {
  const fields: SubmittedFields = {}
  for (const [name, value] of data) {
    if (name.startsWith('$') || typeof value !== 'string' || name in fields) continue
    fields[name] = value
  }
  return fields
}

/** Only the named fields (missing ones as ''), with the honeypot's: the body of a form's JSON post. */
export function pickFields<K extends string>(fields: SubmittedFields, names: readonly K[]): Record<K | typeof HONEYPOT_FIELD, string> {
  const picked = Object.fromEntries([...names, HONEYPOT_FIELD].map((name) => [name, fields[name] ?? ''])) as Record<K | typeof HONEYPOT_FIELD, string>
  return picked
}

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const
export const FEEDBACK_FIELDS = ['helped', 'notHelped', 'email'] as const

/** The contact form asks for every field (spec §5.3): one "Missing Information" for any left empty. */
export function contactIncomplete(fields: SubmittedFields): boolean {
  return CONTACT_FIELDS.some((name) => !(fields[name] ?? '').trim())
}

/** The newsletter's body: the address as typed, trimmed, and the form's source. */
export function newsletterBody(fields: SubmittedFields) {
  return { email: (fields.email ?? '').trim(), source: fields.source ?? '', [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? '' }
}

/** The intake form's "None of these work — contact me" (the time picker's value for it). */
export const INTAKE_NO_TIME = 'none'

const SIZE_FIELDS = ['topSize', 'bottomSize', 'shoeSize', 'undergarments'] as const

/**
 * The intake's JSON body from its fields: every field as sent (whatever the booking step puts in
 * the form travels with the rest; the schema keeps what it knows), the sizes nested as
 * clothingSizes, the consent box as a boolean, and a chosen time in place of the vague
 * preference ("contact me" sends the preference only).
 */
export function intakeBody(fields: SubmittedFields) {
  const { privacyConsent, appointmentStart = '', appointmentPreference = '', ...rest } = fields
  const sizes = Object.fromEntries(SIZE_FIELDS.map((name) => [name, rest[name] ?? '']))
  for (const name of SIZE_FIELDS) delete rest[name]
  const timeChosen = appointmentStart !== '' && appointmentStart !== INTAKE_NO_TIME
  return {
    ...rest,
    appointmentStart: timeChosen ? appointmentStart : '',
    appointmentPreference: timeChosen ? '' : appointmentPreference,
    clothingSizes: sizes,
    privacyConsent: privacyConsent !== undefined && privacyConsent !== '',
  }
}
