import { centsField } from '@/fields/cents'
import { LEVEL_COLORS, LEVEL_ICONS, levelSlugProblem } from '@/domain/donors/levels'

import { givingCircleCollection } from '../giving-circles'

const listOfText = (name: string, label: string) => ({
  name,
  label,
  type: 'array' as const,
  fields: [{ name: 'text', type: 'text' as const, required: true }],
})

/**
 * The giving circles of /donors-circle and their level pages (spec §2.12, §9). The page address
 * is derived from the name, so renaming a level moves its page.
 */
export const DonorLevels = givingCircleCollection({
  slug: 'donor-levels',
  labels: { singular: 'Donor level', plural: 'Donor levels' },
  admin: {
    defaultColumns: ['name', 'range', 'order'],
    description: 'The page of a level lives at its name in lower case with hyphens, e.g. "Bloom Circle" → /bloom-circle.',
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: string | null | undefined) => (value ? (levelSlugProblem(value) ?? true) : 'A level needs a name.'),
    },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { description: 'Lowest first.' } },
    { name: 'range', type: 'text', required: true, admin: { description: 'Shown as written, e.g. "$200 - $499".' } },
    { name: 'icon', type: 'select', required: true, defaultValue: 'heart', options: [...LEVEL_ICONS] },
    { name: 'color', type: 'select', required: true, defaultValue: 'rose', options: [...LEVEL_COLORS] },
    { name: 'description', type: 'textarea', required: true },
    listOfText('benefits', 'Recognition and benefits'),
    {
      name: 'perkDescription',
      type: 'text',
      admin: {
        description:
          'Anything of value a donor receives for a gift made on this page (e.g. "a garden tote bag"), as the receipt states it. Leave empty when members receive only recognition.',
      },
    },
    centsField({
      name: 'perkValueCents',
      label: 'Fair-market value of the perk',
      defaultValue: 0,
      admin: { description: 'The good-faith estimate the receipt states; the deductible amount is the gift less this.' },
    }),
    { name: 'impact', type: 'text', required: true, admin: { description: 'One line on the level card.' } },
    { name: 'impactDescription', type: 'textarea', required: true, admin: { description: 'Intro of the level page.' } },
    listOfText('impactList', 'What the gift provides'),
    { name: 'founderQuote', type: 'textarea' },
    {
      name: 'explanation',
      type: 'textarea',
      admin: { description: 'Optional box above the donation form on the level page.' },
    },
    {
      name: 'showPhoto',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show the garden illustration on the level page.' },
    },
  ],
})
