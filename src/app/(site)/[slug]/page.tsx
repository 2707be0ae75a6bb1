import { notFound } from 'next/navigation'

/**
 * Root-level slugs that no page claims. The giving-circle pages (/friends-of-…, /…-circle)
 * resolve here from CMS data; anything else is the 404 page.
 */
export default function SlugPage() {
  notFound()
}
