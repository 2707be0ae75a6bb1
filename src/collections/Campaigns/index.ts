import type { CollectionConfig, Field } from 'payload'

import { canAccess, canAccessField, hasRole, hiddenUnless } from '@/access'
import { CAMPAIGN_SLUG } from '@/domain/campaigns/campaigns'
import { centsField } from '@/fields/cents'
import { options } from '@/lib/options'
import { revalidateCampaigns } from '@/lib/revalidate'

import { pageBlocks } from '../Pages/blocks'
import { oneFeatured } from './hooks/oneFeatured'

/** Editors write a campaign's content; its goal is money, set by the treasurer (admins do both). */
const goalAccess = { update: canAccessField('donorData'), create: canAccessField('donorData') }
const GOAL_FIELDS = new Set(['goalCents', 'goalDonors'])

/** Every field but the goal is content: a treasurer opening a campaign changes its goal only. */
function contentOnly(field: Field): Field {
  if ('name' in field && GOAL_FIELDS.has(field.name)) return field
  const access = 'access' in field ? field.access : undefined
  return { ...field, access: { ...access, update: canAccessField('content') } } as Field
}

/**
 * The fundraising appeals (issue 49): each has a page at /campaigns/{slug} built from the page
 * blocks, dates, a goal in dollars and/or donors, and a donor wall. The one marked featured is the
 * /donate banner of spec §9. Its totals are never stored here: they come from the ledger.
 */
export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  admin: {
    hidden: ({ user }) => hiddenUnless('content')({ user }) && hiddenUnless('donorData')({ user }),
    group: 'Giving circles',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'startDate', 'endDate', 'published', 'featured'],
    description: 'Wall comments wait for a decision in Foundation Administration → Campaign comments (treasurer, admin).',
  },
  access: {
    // The public reads published campaigns; staff who edit them read all.
    read: ({ req }) => (hasRole(req.user, 'content') || hasRole(req.user, 'donorData') ? true : { published: { equals: true } }),
    create: canAccess('content'),
    update: (args) => Boolean(canAccess('content')(args)) || Boolean(canAccess('donorData')(args)),
    delete: canAccess('content'),
  },
  hooks: { beforeChange: [oneFeatured], afterChange: [revalidateCampaigns], afterDelete: [revalidateCampaigns] },
  fields: ([
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && CAMPAIGN_SLUG.test(value) ? true : 'Lowercase letters, digits and dashes, e.g. winter-coats.',
      admin: { description: 'The page address: /campaigns/{slug}.' },
    },
    { name: 'published', type: 'checkbox', defaultValue: false, index: true, admin: { description: 'Show the page (and, if featured, the /donate banner).' } },
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true, admin: { description: 'The campaign shown on /donate; marking one unmarks the others.' } },
    { name: 'description', type: 'textarea' },
    { name: 'startDate', type: 'date', required: true },
    { name: 'endDate', type: 'date', required: true, admin: { description: 'Gifts through the end of this day count.' } },
    {
      name: 'afterEnd',
      type: 'select',
      required: true,
      defaultValue: 'hide',
      label: 'After the end date',
      options: options({ hide: 'Hide the banner', final: 'Show the final total' }),
      admin: { description: 'What /donate shows once the featured campaign is over.' },
    },
    centsField({ name: 'matchingFundCents', label: 'Matching fund', admin: { description: 'In dollars; empty when nobody matches.' } }),
    centsField({ name: 'goalCents', label: 'Goal', min: 1, access: goalAccess, admin: { description: 'In dollars (treasurer or admin).' } }),
    { name: 'goalDonors', type: 'number', min: 1, access: goalAccess, admin: { description: 'A goal in donors (treasurer or admin).' } },
    { name: 'designation', type: 'text', admin: { description: 'The fund gifts to this campaign go to, if any.' } },
    {
      name: 'revealAtPercent',
      type: 'number',
      min: 0,
      max: 100,
      defaultValue: 10,
      admin: { description: 'Below this share of the goal the page shows the donor count, not a bar.' },
    },
    { name: 'wall', type: 'select', required: true, defaultValue: 'off', options: options({ off: 'Off', names: 'Names', names_and_comments: 'Names and comments' }) },
    { name: 'wallAmounts', type: 'checkbox', defaultValue: false, admin: { description: 'Show each gift’s amount on the wall.' } },
    { name: 'sections', type: 'blocks', blocks: pageBlocks },
  ] as Field[]).map(contentOnly),
}
