import type { CollectionConfig } from 'payload'

import { anyone, hiddenUnless, managedBy } from '@/access'

import { pageBlocks } from './blocks'
import { revalidatePage, revalidatePageAfterDelete } from './hooks/revalidatePage'

/**
 * The information pages of spec §2.3 and §2.9. Each document is one route; its sections are
 * blocks staff can edit, reorder, add and remove without a deploy.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    hidden: hiddenUnless('content'),
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'updatedAt'],
    description: 'Text, cards, lists, pictures and links of the information pages. Changes show on the site at once.',
  },
  access: managedBy('content', anyone),
  hooks: { afterChange: [revalidatePage], afterDelete: [revalidatePageAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'Browser tab and search-result title.' } },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The address of the page, e.g. /services. Only pages the site has a route for are shown.' },
    },
    { name: 'description', type: 'textarea', required: true, admin: { description: 'Search-result and link-preview text.' } },
    { name: 'ogImage', type: 'text', admin: { description: 'Link-preview picture path under /images/.' } },
    { name: 'sections', type: 'blocks', blocks: pageBlocks },
  ],
}
