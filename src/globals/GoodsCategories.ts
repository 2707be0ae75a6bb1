import type { GlobalConfig } from 'payload'

import { canAccess, hiddenUnless } from '@/access'
import { GOODS_CATEGORIES, GOODS_CATEGORY_LABELS } from '@/domain/goods/goods'

/**
 * The labels of the goods categories (issue 46), renamed by an admin ("Coats" → "Coats &
 * jackets"). The categories themselves are fixed: drop-offs, drives and visits count in them, and
 * the JSON routes name them by value. An empty label falls back to the default.
 */
export const GoodsCategories: GlobalConfig = {
  slug: 'goods-categories',
  label: 'Goods categories',
  admin: { hidden: hiddenUnless('accounts'), group: 'Goods', description: 'How the drop-off page, drive totals and thank-you e-mails name each category.' },
  access: { read: canAccess('goods'), update: canAccess('accounts') },
  fields: GOODS_CATEGORIES.map((value) => ({
    name: value,
    type: 'text' as const,
    admin: { placeholder: GOODS_CATEGORY_LABELS[value] },
  })),
}
