// The sign-up answers of spec §3.6, without zod: the footer form on every page imports them.
export const NEWSLETTER_WELCOME = "Thank you for signing up! We'll keep you updated."
export const NEWSLETTER_ALREADY = "You're already on our list. Thank you for staying connected!"
