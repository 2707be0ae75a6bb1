import { frequencyWord, type DonationType } from './amounts'

/**
 * The donation flow's messages (spec §4, §8), without zod: the form imports them on first load
 * and fetches the validation rules (./schema) only when the donor starts filling it in.
 */
export const INVALID_AMOUNT = { title: 'Invalid Amount', description: 'Please select or enter a valid donation amount.' }
export const MISSING_INFORMATION = { title: 'Missing Information', description: 'Please fill in all required fields.' }
export const DONATION_FAILED = 'Failed to process donation request.'
export const MAX_AMOUNT_MESSAGE = 'For gifts above $100,000 please contact us directly.'
export const AMOUNT_DECIMALS_MESSAGE = 'Please enter an amount with at most 2 decimals.'

export function thankYouMessage(type: DonationType) {
  return type === 'one_time'
    ? 'Your donation has been processed successfully.'
    : `Your ${frequencyWord(type)} donation has been set up successfully.`
}
