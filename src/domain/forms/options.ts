/**
 * The public forms' choices and messages, without zod: the forms import these, so a page with a
 * form that validates on the server only does not ship the validation library. The rules that
 * use them are in ./schemas.
 */

import { options } from '@/lib/options'

/** Name of the hidden field people never see; only bots fill it. */
export const HONEYPOT_FIELD = 'website'

export function labelOf<T extends string>(choices: readonly { value: T; label: string }[], value: T | null | undefined) {
  return choices.find((choice) => choice.value === value)?.label ?? value ?? ''
}

// Contact (spec §3.11, §5.3) ---------------------------------------------------------------

export const CONTACT_SUBJECTS = options({
  support: 'Support Services',
  'bloom-boutique': 'Bloom Boutique',
  volunteer: 'Volunteering',
  donation: 'Donations',
  products: 'Products & Orders',
  partnership: 'Partnership',
  other: 'Other',
})
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value']

/**
 * The subject the original intake form used with POST /api/contact (spec §7 note). A message
 * with it is a boutique intake and is stored with the confidential intake requests.
 */
export const INTAKE_CONTACT_SUBJECTS = ['boutique-intake', 'Bloom Boutique Intake Form Submission'] as const

export const MISSING_INFORMATION = { title: 'Missing Information', description: 'Please fill in all required fields.' }
export const CHOOSE_SUBJECT_MESSAGE = 'Please choose a subject.'

export const CONTACT_SUCCESS = "Thank you for contacting us. We'll get back to you within 24 hours."

// Drive inquiry (spec §3.9, §5.4) ----------------------------------------------------------

export const DRIVE_TYPES = options({ clothing: 'Clothing Drive', care_items: 'Care Items Drive', both: 'Both Clothing & Care Items' })
export const DELIVERY_METHODS = options({
  self_deliver: 'We will deliver the items',
  pickup_needed: 'We need the items picked up',
  shipping: 'We will ship the items',
  discuss: "Let's discuss",
})

// Boutique intake (spec §3.10, §5.5) -------------------------------------------------------

export const PREFERRED_CONTACTS = options({ email: 'Email', phone: 'Phone call', text: 'Text message' })
export const TOP_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const
export const APPOINTMENT_PREFERENCES = options({
  'weekday-morning': 'Weekday morning',
  'weekday-afternoon': 'Weekday afternoon',
  'weekday-evening': 'Weekday evening',
  weekend: 'Weekend',
  flexible: "I'm flexible",
})

export const PRIVACY_CONSENT_MESSAGE = 'Privacy Consent Required: Please confirm you understand our privacy policy.'
export const INTAKE_FAILURE_MESSAGE = 'Submission Error: Unable to submit form. Please try again or contact us directly.'

// Feedback (content of /feedback is ours; spec §2.1 leaves it open) ---------------------------

export const FEEDBACK_THANKS = 'Thank you for your feedback. It helps us do better.'
export const FEEDBACK_EMPTY_MESSAGE = 'Please tell us what helped or what did not.'
