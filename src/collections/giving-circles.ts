import type { CollectionConfig } from 'payload'

import { anyone, hiddenUnless, managedBy } from '@/access'
import { revalidateDonorPages } from '@/lib/revalidate'

/**
 * What the giving circles' collections (the levels and the donor roster) share: content staff
 * edit them in the admin's Giving circles group, everyone reads them, they are listed by `order`,
 * and a change refreshes /donors-circle and the level pages.
 */
export function givingCircleCollection({ admin, ...config }: Omit<CollectionConfig, 'access' | 'defaultSort' | 'hooks'>): CollectionConfig {
  return {
    ...config,
    admin: { hidden: hiddenUnless('content'), group: 'Giving circles', useAsTitle: 'name', ...admin },
    access: managedBy('content', anyone),
    defaultSort: 'order',
    hooks: { afterChange: [revalidateDonorPages], afterDelete: [revalidateDonorPages] },
  }
}
