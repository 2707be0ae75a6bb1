import { z } from 'zod'

import { emailField, optionalText, requiredText, VALID_EMAIL_MESSAGE } from '@/lib/validation'

/**
 * The public forms' rules, written once: each form validates with these before sending and its
 * route handler parses the same body with them, so a visitor and a script read the same message.
 */

export { HONEYPOT_FIELD } from './honeypot-field'

/** A select whose empty choice means "not given": '' and undefined both become undefined. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(values, { error: message }).optional())
}

export function labelOf<T extends string>(options: readonly { value: T; label: string }[], value: T | null | undefined) {
  return options.find((option) => option.value === value)?.label ?? value ?? ''
}

// Contact (spec §3.11, §5.3) ---------------------------------------------------------------

export const CONTACT_SUBJECTS = [
  { value: 'support', label: 'Support Services' },
  { value: 'bloom-boutique', label: 'Bloom Boutique' },
  { value: 'volunteer', label: 'Volunteering' },
  { value: 'donation', label: 'Donations' },
  { value: 'products', label: 'Products & Orders' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Other' },
] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value']
const contactSubjectValues = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]]

/**
 * The subject the original intake form used with POST /api/contact (spec §7 note). A message
 * with it is a boutique intake and is stored with the confidential intake requests.
 */
export const INTAKE_CONTACT_SUBJECTS = ['boutique-intake', 'Bloom Boutique Intake Form Submission'] as const

export const MISSING_INFORMATION = { title: 'Missing Information', description: 'Please fill in all required fields.' }
export const CHOOSE_SUBJECT_MESSAGE = 'Please choose a subject.'

export const contactSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField(),
  subject: z.union([z.enum(contactSubjectValues), z.enum(INTAKE_CONTACT_SUBJECTS)], { error: CHOOSE_SUBJECT_MESSAGE }),
  message: requiredText('Message is required', 5000),
})
export type ContactInput = z.input<typeof contactSchema>
export type ContactData = z.output<typeof contactSchema>

export const CONTACT_SUCCESS = "Thank you for contacting us. We'll get back to you within 24 hours."

// Drive inquiry (spec §3.9, §5.4) ----------------------------------------------------------

export const DRIVE_TYPES = [
  { value: 'clothing', label: 'Clothing Drive' },
  { value: 'care_items', label: 'Care Items Drive' },
  { value: 'both', label: 'Both Clothing & Care Items' },
] as const
export const DELIVERY_METHODS = [
  { value: 'self_deliver', label: 'We will deliver the items' },
  { value: 'pickup_needed', label: 'We need the items picked up' },
  { value: 'shipping', label: 'We will ship the items' },
  { value: 'discuss', label: "Let's discuss" },
] as const
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

export const PREFERRED_CONTACTS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone call' },
  { value: 'text', label: 'Text message' },
] as const
export const TOP_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const
export const APPOINTMENT_PREFERENCES = [
  { value: 'weekday-morning', label: 'Weekday morning' },
  { value: 'weekday-afternoon', label: 'Weekday afternoon' },
  { value: 'weekday-evening', label: 'Weekday evening' },
  { value: 'weekend', label: 'Weekend' },
  { value: 'flexible', label: "I'm flexible" },
] as const
type PreferredContact = (typeof PREFERRED_CONTACTS)[number]['value']
type AppointmentPreference = (typeof APPOINTMENT_PREFERENCES)[number]['value']

export const PRIVACY_CONSENT_MESSAGE = 'Privacy Consent Required: Please confirm you understand our privacy policy.'
export const INTAKE_FAILURE_MESSAGE = 'Submission Error: Unable to submit form. Please try again or contact us directly.'

export const intakeSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: optionalText(100),
  email: emailField(),
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
})
export type IntakeInput = z.input<typeof intakeSchema>
export type IntakeData = z.output<typeof intakeSchema>

// Feedback (content of /feedback is ours; spec §2.1 leaves it open) ---------------------------

export const FEEDBACK_EMPTY_MESSAGE = 'Please tell us what helped or what did not.'

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
