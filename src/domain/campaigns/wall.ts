/**
 * The wall's plain rules, without zod: the donation form imports these with the page, and the
 * validation rules load only once the donor starts (see donation-form.tsx).
 */
export const WALL_MODES = ['off', 'names', 'names_and_comments'] as const
export type WallMode = (typeof WALL_MODES)[number]

/** The longest comment a donor may leave on a campaign's wall. */
export const WALL_COMMENT_MAX = 280
export const WALL_NAME_MAX = 60

/** The default display name: first name and last initial ("June H."). */
export function defaultWallName(firstName: string, lastName: string): string {
  const first = firstName.trim()
  const initial = lastName.trim().charAt(0).toUpperCase()
  return initial ? `${first} ${initial}.` : first
}
