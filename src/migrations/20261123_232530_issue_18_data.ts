import path from 'node:path'

import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Data, after the schema migration that added `picture` to the page blocks: every typed picture
 * path of an existing page becomes a Media document chosen as that block's picture (the path is
 * cleared). Idempotent, and a no-op on an empty database (the seed does the same for new pages).
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await linkPagePictures(payload, req)
}

// A frozen copy of the seed's linkPagePictures as it was when this migration was written.
type Block = { blockType: string; picture?: unknown; image?: string | null; imageAlt?: string | null } & Record<string, unknown>

/** A Media document for one illustration in public/images, found by its file name or created once. */
async function mediaFor(payload: Payload, imagePath: string, alt: string, req?: PayloadRequest): Promise<number | null> {
  const file = path.basename(imagePath)
  const ext = path.extname(file)
  const stem = file.slice(0, file.length - ext.length)
  // Payload names an upload "garden-1.svg" when "garden.svg" is already on disk (a kept media folder).
  const sameFile = new RegExp(`^${stem.replace(/[^a-z0-9]/gi, '\\$&')}(-\\d+)?${ext.replace('.', '\\.')}$`)
  const candidates = await payload.find({ collection: 'media', where: { filename: { like: stem } }, limit: 50, depth: 0, req })
  const existing = candidates.docs.find((doc) => typeof doc.filename === 'string' && sameFile.test(doc.filename))
  if (existing) return existing.id
  const filePath = path.resolve(process.cwd(), 'public', imagePath.replace(/^\/+/, ''))
  // Only our own illustrations: a path outside public/images stays as it is.
  if (!filePath.startsWith(path.resolve(process.cwd(), 'public/images') + path.sep)) return null
  const created = await payload.create({ collection: 'media', data: { alt }, filePath, req })
  return created.id
}

/**
 * Turns every page block's typed picture path (`image`, from before pictures came from the
 * media library) into a Media document set as its `picture`, and clears the path. Idempotent:
 * a block that already has a picture, or no path, is left alone. Used by the seed and by the
 * issue-18 data migration for databases made before.
 */
async function linkPagePictures(payload: Payload, req?: PayloadRequest) {
  const { docs } = await payload.find({ collection: 'pages', depth: 0, limit: 0, pagination: false, req })
  for (const page of docs) {
    const sections = (page.sections ?? []) as Block[]
    let changed = false
    const next: Block[] = []
    for (const block of sections) {
      if (!block.image || block.picture) {
        next.push(block)
        continue
      }
      const alt = block.imageAlt?.trim() || 'Illustration'
      const media = await mediaFor(payload, block.image, alt, req)
      if (media === null) {
        next.push(block)
        continue
      }
      next.push({ ...block, picture: media, image: null, imageAlt: null })
      changed = true
    }
    if (changed) {
      await payload.update({ collection: 'pages', id: page.id, data: { sections: next as never }, depth: 0, req })
    }
  }
}

/** The pictures stay in the media library; nothing to undo. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
