import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [{ name: 'alt', type: 'text', required: true }],
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'card', width: 640, height: 480, position: 'centre' },
      { name: 'hero', width: 1600 },
    ],
    adminThumbnail: 'card',
  },
}
