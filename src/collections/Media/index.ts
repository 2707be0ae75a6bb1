import type { CollectionConfig } from 'payload'

import { anyone, hiddenUnless, managedBy } from '@/access'
import { mediaDir } from '@/lib/media-dir'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { hidden: hiddenUnless('content'), group: 'Content' },
  access: managedBy('content', anyone),
  fields: [{ name: 'alt', type: 'text', required: true }],
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'card', width: 640, height: 480, position: 'centre' },
      { name: 'hero', width: 1600 },
    ],
    adminThumbnail: 'card',
  },
}
