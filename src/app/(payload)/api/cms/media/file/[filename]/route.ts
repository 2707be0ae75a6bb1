import { serveMediaFile } from '@/server/media-file'

/**
 * Media files, ahead of Payload's catch-all REST route (a more specific route wins): the site's
 * largest paints are these pictures, and Payload's route costs a full API request (and, on S3, a
 * database read) for a public file. See src/server/media-file.ts.
 */
export async function GET(request: Request, { params }: { params: Promise<{ filename: string }> }) {
  return serveMediaFile(request, (await params).filename)
}
