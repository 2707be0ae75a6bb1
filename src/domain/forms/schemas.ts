import { z } from 'zod'

import { emailField, optionalText, requiredText, VALID_EMAIL_MESSAGE } from '@/lib/validation'

import {
  APPOINTMENT_PREFERENCES,
  CHOOSE_SUBJECT_MESSAGE,
  CONTACT_SUBJECTS,
  type ContactSubject,
  DELIVERY_METHODS,
  DRIVE_TYPES,
  FEEDBACK_EMPTY_MESSAGE,
  INTAKE_CONTACT_SUBJECTS,
  PREFERRED_CONTACTS,
  PRIVACY_CONSENT_MESSAGE,
  TOP_SIZES,
} from './options'

/**
 * The public forms' rules, written once: each route handler parses its body with these, and the
 * forms that check fields one by one before sending (drive inquiry, feedback) use the same rules,
 * so a visitor and a script read the same message.
 */

export * from './options'

/** A select whose empty choice means "not given": '' and undefined both become undefined. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(values, { error: message }).optional())
}

// Contact (spec §3.11, §5.3) ---------------------------------------------------------------

const contactSubjectValues = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]]

export const contactSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField(),
  subject: z.union([z.enum(contactSubjectValues), z.enum(INTAKE_CONTACT_SUBJECTS)], { error: CHOOSE_SUBJECT_MESSAGE }),
  message: requiredText('Message is required', 5000),
})
export type ContactInput = z.input<typeof contactSchema>
export type ContactData = z.output<typeof contactSchema>

// Drive inquiry (spec §3.9, §5.4) ----------------------------------------------------------

type DriveType = (typeof DRIVE_TYPES)[number]['value']
type DeliveryMethod = (typeof DELIVERY_METHODS)[number]['value']

export const DRIVE_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: VALID_EMAIL_MESSAGE,
  driveType: 'Please select a drive type',
  location: 'Location is required',
  deliveryMethod: 'Please select a delivery method',
} as const

export const driveInquirySchema = z.object({
  firstName: requiredText(DRIVE_MESSAGES.firstName, 100),
  lastName: requiredText(DRIVE_MESSAGES.lastName, 100),
  email: emailField(DRIVE_MESSAGES.email),
  phone: optionalText(40),
  organizationName: optionalText(200),
  driveType: z.enum(DRIVE_TYPES.map((d) => d.value) as [DriveType, ...DriveType[]], { error: DRIVE_MESSAGES.driveType }),
  location: requiredText(DRIVE_MESSAGES.location, 200),
  expectedItems: optionalText(2000),
  deliveryMethod: z.enum(DELIVERY_METHODS.map((d) => d.value) as [DeliveryMethod, ...DeliveryMethod[]], {
    error: DRIVE_MESSAGES.deliveryMethod,
  }),
  timeframe: optionalText(200),
  assistanceNeeded: z.boolean({ error: 'Please answer yes or no.' }).optional().default(false),
  additionalInfo: optionalText(5000),
})
export type DriveInquiryInput = z.input<typeof driveInquirySchema>
export type DriveInquiryData = z.output<typeof driveInquirySchema>

// Boutique intake (spec §3.10, §5.5) -------------------------------------------------------

type PreferredContact = (typeof PREFERRED_CONTACTS)[number]['value']
type AppointmentPreference = (typeof APPOINTMENT_PREFERENCES)[number]['value']

export const intakeSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: optionalText(100),
  // Issue 41: an e-mail address is asked for only when she wants to be reached by e-mail (below).
  email: z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), emailField().optional()),
  phone: requiredText('Phone number is required', 40).regex(/^[0-9+().\s-]*$/, 'Please enter a valid phone number'),
  preferredContact: optionalChoice(
    PREFERRED_CONTACTS.map((p) => p.value) as [PreferredContact, ...PreferredContact[]],
    'Please choose email, phone or text.',
  ),
  clothingSizes: z
    .object({
      topSize: optionalChoice(TOP_SIZES, 'Please choose a top size from the list.'),
      bottomSize: optionalText(40),
      shoeSize: optionalText(40),
      undergarments: optionalText(200),
    })
    .optional()
    .default({ topSize: undefined, bottomSize: undefined, shoeSize: undefined, undergarments: undefined }),
  specificNeeds: optionalText(3000),
  appointmentPreference: optionalChoice(
    APPOINTMENT_PREFERENCES.map((a) => a.value) as [AppointmentPreference, ...AppointmentPreference[]],
    'Please choose an appointment time from the list.',
  ),
  currentSituation: optionalText(3000),
  referralSource: optionalText(200),
  additionalInfo: optionalText(3000),
  privacyConsent: z.literal(true, { error: PRIVACY_CONSENT_MESSAGE }),
  /** A time she chose on the form (issue 31): one of GET /api/boutique/slots' starts, ISO with offset. */
  appointmentStart: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.iso.datetime({ offset: true, error: 'Please choose one of the times offered.' }).optional(),
  ),
}).superRefine((data, context) => {
  if (data.preferredContact === 'email' && !data.email) context.addIssue({ code: 'custom', path: ['email'], message: VALID_EMAIL_MESSAGE })
})
export type IntakeInput = z.input<typeof intakeSchema>
export type IntakeData = z.output<typeof intakeSchema>

// Feedback (content of /feedback is ours; spec §2.1 leaves it open) ---------------------------

export const feedbackSchema = z
  .object({
    helped: optionalText(3000),
    notHelped: optionalText(3000),
    email: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      emailField().optional(),
    ),
  })
  .superRefine((value, context) => {
    if (!value.helped && !value.notHelped) {
      context.addIssue({ code: 'custom', path: ['helped'], message: FEEDBACK_EMPTY_MESSAGE })
    }
  })
export type FeedbackInput = z.input<typeof feedbackSchema>
export type FeedbackData = z.output<typeof feedbackSchema>
