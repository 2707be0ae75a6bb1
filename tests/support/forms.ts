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

export function validContact(overrides: Record<string, unknown> = {}) {
  return {
    firstName: markedName('Rosa'),
    lastName: markedName('Parks'),
    email: uniqueEmail('contact'),
    subject: 'volunteer',
    message: markedName('I would love to help sort donations on Saturdays.'),
    ...overrides,
  }
}

export function validDrive(overrides: Record<string, unknown> = {}) {
  return {
    firstName: markedName('Dana'),
    lastName: markedName('Host'),
    email: uniqueEmail('drive'),
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
