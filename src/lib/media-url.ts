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

/**
 * A media file's address as a path on this site. Payload writes its upload URLs with the
 * SITE_URL of the process that read the document, and a cached document (unstable_cache, or a
 * page the build pre-rendered) can outlive that process: a path serves on every address and is
 * what the image optimizer and the CSP's `img-src 'self'` accept. Other addresses are kept.
 */
export function mediaPath(url: string): string {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return parsed.pathname.startsWith('/api/cms/media/file/') ? `${parsed.pathname}${parsed.search}` : url
  } catch {
    return url
  }
}
