import { notFound } from 'next/navigation'

/** Any deeper unknown path is the 404 page, inside the site's own layout. */
export default function UnknownPage() {
  notFound()
}
