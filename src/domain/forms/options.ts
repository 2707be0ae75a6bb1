/**
 * The public forms' choices and messages, without zod: the forms import these, so a page with a
 * form that validates on the server only does not ship the validation library. The rules that
 * use them are in ./schemas.
 */

/** Name of the hidden field people never see; only bots fill it. */
export const HONEYPOT_FIELD = 'website'

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

/**
 * The subject the original intake form used with POST /api/contact (spec §7 note). A message
 * with it is a boutique intake and is stored with the confidential intake requests.
 */
export const INTAKE_CONTACT_SUBJECTS = ['boutique-intake', 'Bloom Boutique Intake Form Submission'] as const

export const MISSING_INFORMATION = { title: 'Missing Information', description: 'Please fill in all required fields.' }
export const CHOOSE_SUBJECT_MESSAGE = 'Please choose a subject.'

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

export const PRIVACY_CONSENT_MESSAGE = 'Privacy Consent Required: Please confirm you understand our privacy policy.'
export const INTAKE_FAILURE_MESSAGE = 'Submission Error: Unable to submit form. Please try again or contact us directly.'

// Feedback (content of /feedback is ours; spec §2.1 leaves it open) ---------------------------

export const FEEDBACK_EMPTY_MESSAGE = 'Please tell us what helped or what did not.'
