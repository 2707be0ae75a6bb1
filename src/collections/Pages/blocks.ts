import type { Block, Field } from 'payload'

import { options } from '@/lib/options'
import { PAGE_LINK, validateUrl } from '@/lib/safe-url'

const tokenHint =
  'You may write {womenServed}, {foundedYear}, {city}, {state}, {contactEmail}, {farmStandHours} or {foundationName}: the site fills them in from Site settings.'

const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  {
    name: 'href',
    type: 'text',
    required: true,
    validate: validateUrl(PAGE_LINK),
    admin: { description: `A path such as /donate, a full address (https://…), mailto: or tel:. ${tokenHint}` },
  },
  {
    name: 'style',
    type: 'select',
    defaultValue: 'primary',
    options: ['primary', 'secondary', 'outline', 'link'],
  },
  { name: 'newTab', type: 'checkbox', defaultValue: false, admin: { description: 'Open in a new tab (for other websites).' } },
]

export const buttonsField: Field = { name: 'buttons', type: 'array', fields: linkFields }

const imageFields: Field[] = [
  {
    name: 'picture',
    type: 'upload',
    relationTo: 'media',
    admin: {
      description: 'Choose a picture from the media library or upload a new one. Its alt text (edited in Media) describes it.',
    },
  },
  // Pictures used to be typed paths under /images/. Kept hidden so nothing is lost: the seed and
  // the issue-18 data migration turn each into a Media document and clear it; the site shows a
  // path only while no picture is chosen.
  { name: 'image', type: 'text', admin: { hidden: true } },
  { name: 'imageAlt', type: 'text', admin: { hidden: true } },
]

const paragraphsField: Field = {
  name: 'body',
  type: 'textarea',
  admin: { description: `Paragraphs, separated by an empty line. ${tokenHint}` },
}

/** The rows a block is made of: a block without any would show an empty section. */
function rowsField(name: string, fields: Field[]): Field {
  return { name, type: 'array', required: true, minRows: 1, fields }
}

export const HeroBlock: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'badge', type: 'text', admin: { description: 'Small label above the heading.' } },
    { name: 'heading', type: 'text', required: true, admin: { description: 'The page’s main heading (one per page).' } },
    { name: 'meta', type: 'text', admin: { description: 'A short line under the heading, e.g. a date.' } },
    paragraphsField,
    ...imageFields,
    buttonsField,
  ],
}

export const SectionBlock: Block = {
  slug: 'section',
  labels: { singular: 'Section', plural: 'Sections' },
  fields: [
    { name: 'anchor', type: 'text', admin: { description: 'Optional id so other links can jump here (#anchor).' } },
    { name: 'heading', type: 'text' },
    paragraphsField,
    ...imageFields,
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'plain',
      options: ['plain', 'soft', 'sage'],
      admin: { description: 'Background color of the section.' },
    },
    { name: 'listHeading', type: 'text' },
    { name: 'list', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    {
      name: 'cards',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'badge', type: 'text', admin: { description: 'e.g. Coming Soon' } },
        { name: 'text', type: 'textarea' },
        { name: 'itemsHeading', type: 'text' },
        { name: 'items', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
        { name: 'linkLabel', type: 'text' },
        { name: 'linkHref', type: 'text', validate: validateUrl(PAGE_LINK) },
      ],
    },
    buttonsField,
  ],
}

export const StatsBlock: Block = {
  slug: 'stats',
  labels: { singular: 'Statistics', plural: 'Statistics' },
  fields: [
    { name: 'heading', type: 'text' },
    paragraphsField,
    rowsField('items', [
      { name: 'value', type: 'text', required: true, admin: { description: tokenHint } },
      { name: 'label', type: 'text', required: true },
      { name: 'text', type: 'text' },
    ]),
  ],
}

export const QuotesBlock: Block = {
  slug: 'quotes',
  labels: { singular: 'Quotes', plural: 'Quotes' },
  fields: [
    { name: 'heading', type: 'text' },
    rowsField('quotes', [
      { name: 'text', type: 'textarea', required: true },
      { name: 'attribution', type: 'text' },
    ]),
  ],
}

/** Pieces whose content lives elsewhere (products, newsletter, site settings). */
export const EmbedBlock: Block = {
  slug: 'embed',
  labels: { singular: 'Embedded feature', plural: 'Embedded features' },
  fields: [
    {
      name: 'feature',
      type: 'select',
      required: true,
      options: options({
        featuredProducts: 'Featured products (first 4)',
        sponsorshipPackages: 'Sponsorship packages',
        newsletter: 'Update sign-up form',
        socialLinks: 'Social media links',
      }),
    },
    { name: 'anchor', type: 'text' },
    { name: 'heading', type: 'text' },
    paragraphsField,
    {
      name: 'source',
      type: 'text',
      admin: {
        description: 'Sign-up source recorded with each subscriber (e.g. gardens).',
        condition: (_, sibling) => sibling?.feature === 'newsletter',
      },
    },
  ],
}

export const pageBlocks: Block[] = [HeroBlock, SectionBlock, StatsBlock, QuotesBlock, EmbedBlock]
