import { uniqueEmail } from './api'
import { markedName } from './markers'

/**
 * A fresh client address per call. The test server trusts X-Forwarded-For (TRUST_PROXY=true),
 * so each test file counts against its own rate-limit key and never against the suite's shared one.
 */
export function uniqueAddress() {
  const part = () => Math.floor(Math.random() * 250) + 1
  return `10.${part()}.${part()}.${part()}`
}

/** Who writes: the name and e-mail address every public form asks for (marked as personal data). */
function writer(firstName: string, lastName: string, label: string) {
  return { firstName: markedName(firstName), lastName: markedName(lastName), email: uniqueEmail(label) }
}

/** The spec's message for each of the name and e-mail fields when left empty, the same on every form. */
const WRITER_REQUIRED = { firstName: 'First name is required', lastName: 'Last name is required', email: 'Please enter a valid email address' }

/** The spec's message for each required field of the contact form left empty. */
export const CONTACT_REQUIRED = { ...WRITER_REQUIRED, subject: 'Please choose a subject.', message: 'Message is required' }

/** The spec's message for each required field of the drive inquiry left empty. */
export const DRIVE_REQUIRED = { ...WRITER_REQUIRED, driveType: 'Please select a drive type', location: 'Location is required', deliveryMethod: 'Please select a delivery method' }

export function validContact(overrides: Record<string, unknown> = {}) {
  return {
    ...writer('Rosa', 'Parks', 'contact'),
    subject: 'volunteer',
    message: markedName('I would love to help sort donations on Saturdays.'),
    ...overrides,
  }
}

export function validDrive(overrides: Record<string, unknown> = {}) {
  return {
    ...writer('Dana', 'Host', 'drive'),
    phone: '',
    organizationName: 'Grace Church',
    driveType: 'clothing',
    location: 'Hohenwald, about 20 minutes away',
    expectedItems: markedName('Coats and shoes'),
    deliveryMethod: 'self_deliver',
    timeframe: 'March',
    assistanceNeeded: true,
    additionalInfo: '',
    ...overrides,
  }
}

/** A phone number no other call gave (ten random digits). */
export function uniquePhone() {
  const digits = Array.from({ length: 10 }, () => Math.floor(Math.random() * 10)).join('')
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

export function validIntake(overrides: Record<string, unknown> = {}) {
  return {
    firstName: markedName('Maya'),
    lastName: '',
    email: uniqueEmail('intake'),
    // One person, one upcoming visit (issue 41): each booking here is someone else.
    phone: uniquePhone(),
    preferredContact: 'text',
    clothingSizes: { topSize: 'M', bottomSize: '10', shoeSize: '8', undergarments: '36C' },
    specificNeeds: markedName('Interview outfit'),
    appointmentPreference: 'weekday-evening',
    referralSource: markedName('Shelter caseworker'),
    additionalInfo: '',
    privacyConsent: true,
    ...overrides,
  }
}

export function validFeedback(overrides: Record<string, unknown> = {}) {
  return { helped: markedName('The staff were kind and patient.'), notHelped: '', email: '', ...overrides }
}
