/** The query parameter that names a media file's version (see src/server/media-file.ts). */
export const MEDIA_VERSION_PARAM = 'v'

/**
 * A media file's address with its document's last change as `?v=`: the file route answers such
 * an address as immutable, so a browser keeps the picture for a year and a replaced file (which
 * changes the document) gets a new address. Without a usable date the address is left as it is
 * and is revalidated on each use.
 */
export function versionedMediaUrl(url: string, updatedAt: string | null | undefined): string {
  const at = updatedAt ? Date.parse(updatedAt) : NaN
  if (!Number.isFinite(at) || url.includes('?')) return url
  return `${url}?${MEDIA_VERSION_PARAM}=${at.toString(36)}`
}
