import { jsonError } from '@/lib/http'

/** Unknown API paths answer JSON, like every other API answer, instead of the HTML 404 page. */
function notFound() {
  return jsonError(404, 'Not found.')
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
