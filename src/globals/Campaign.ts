import { centsField } from '@/fields/cents'
import { options } from '@/lib/options'
import { revalidateCampaign } from '@/lib/revalidate'

import { contentGlobal } from './content-global'

/** The fundraising campaign shown on /donate (spec §9): dates, matching fund and goal, in cents. */
export const Campaign = contentGlobal(revalidateCampaign, {
  slug: 'campaign',
  label: 'Campaign',
  admin: { group: 'Giving circles' },
  fields: [
    { name: 'isActive', type: 'checkbox', defaultValue: true, admin: { description: 'Show the banner on /donate.' } },
    { name: 'title', type: 'text', required: true, defaultValue: 'Matching Gift Campaign' },
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
      admin: { description: 'What /donate shows once the campaign is over. Before the start date the banner says when it starts.' },
    },
    centsField({
      name: 'matchingFundCents',
      label: 'Matching fund',
      required: true,
      defaultValue: 250000,
      admin: { description: 'In dollars, e.g. 2500.00.' },
    }),
    centsField({
      name: 'goalCents',
      label: 'Goal',
      required: true,
      min: 1,
      defaultValue: 250000,
      admin: { description: 'In dollars. The progress bar counts gifts in the campaign window toward it.' },
    }),
  ],
})
