import path from 'node:path'

/**
 * Where uploads live on local disk when S3_BUCKET is unset: MEDIA_DIR, else `media/`, relative to
 * the working directory the server runs in. The Media collection stores files there and
 * `npm run backup` / `npm run restore` read and write the same folder.
 */
export function mediaDir(cwd = process.cwd()) {
  return path.resolve(cwd, process.env.MEDIA_DIR || 'media')
}
