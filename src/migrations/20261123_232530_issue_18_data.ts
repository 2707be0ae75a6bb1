import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { linkPagePictures } from '../seed/page-pictures'

/**
 * Data, after the schema migration that added `picture` to the page blocks: every typed picture
 * path of an existing page becomes a Media document chosen as that block's picture (the path is
 * cleared). Idempotent, and a no-op on an empty database (the seed does the same for new pages).
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await linkPagePictures(payload, req)
}

/** The pictures stay in the media library; nothing to undo. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
