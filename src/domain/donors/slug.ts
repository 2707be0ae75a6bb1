/**
 * The address of a giving-circle page, derived from its name (spec §2.12): lower case, spaces to
 * hyphens, a possessive 's merged into its word ("Founder's Circle" → "founders-circle").
 * Anything else that is not a letter or digit is dropped so the result is always a clean path.
 */
export function levelSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s\b/g, 's')
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
