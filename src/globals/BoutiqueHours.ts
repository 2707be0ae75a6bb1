import type { GlobalConfig } from 'payload'

import { canAccess, hiddenUnless } from '@/access'
import { clockMinutes, HOURS_DEFAULTS, isCalendarDate, WEEKDAYS } from '@/domain/boutique/hours'

const clockOk = (value: unknown) => (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : 'Times are HH:MM, e.g. 10:00.')

/**
 * The boutique's open times (issue 31), set by the intake coordinator: the slots a woman may book
 * on the intake form come from here. Changing them never cancels a booked visit (the JSON door,
 * PUT /api/boutique/hours, lists the visits that fall outside the new hours).
 */
export const BoutiqueHours: GlobalConfig = {
  slug: 'boutique-hours',
  label: 'Boutique hours',
  admin: {
    hidden: hiddenUnless('intake'),
    group: 'Confidential',
    description: "Open times for boutique visits, on the foundation's clock (the time zone in Site settings).",
  },
  access: { read: canAccess('intake'), update: canAccess('intake') },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'visitMinutes', label: 'Visit length (minutes)', type: 'number', required: true, min: 15, max: 480, defaultValue: HOURS_DEFAULTS.visitMinutes },
        { name: 'capacity', label: 'Women per time', type: 'number', required: true, min: 1, max: 50, defaultValue: HOURS_DEFAULTS.capacity },
        { name: 'horizonDays', label: 'Bookable days ahead', type: 'number', required: true, min: 1, max: 90, defaultValue: HOURS_DEFAULTS.horizonDays },
        { name: 'noticeHours', label: 'Minimum notice (hours)', type: 'number', required: true, min: 0, max: 336, defaultValue: HOURS_DEFAULTS.noticeHours },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'confirmWithinMinutes',
          label: 'She confirms within (minutes)',
          type: 'number',
          required: true,
          min: 10,
          max: 10080,
          defaultValue: HOURS_DEFAULTS.confirmWithinMinutes,
          admin: { description: 'A time booked by e-mail is held this long for her to open the confirm link; then it is free again.' },
        },
        {
          name: 'onlineBookingsPerHour',
          label: 'Online bookings per hour',
          type: 'number',
          required: true,
          min: 1,
          max: 1000,
          defaultValue: HOURS_DEFAULTS.onlineBookingsPerHour,
          admin: { description: 'More than this in an hour e-mails intake staff once, and later bookings that hour wait for staff to confirm them.' },
        },
      ],
    },
    {
      name: 'weekly',
      label: 'Weekly hours',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'weekday', type: 'select', required: true, options: WEEKDAYS.map((label, day) => ({ label, value: String(day) })) },
            { name: 'start', type: 'text', required: true, validate: clockOk, admin: { placeholder: '10:00' } },
            {
              name: 'end',
              type: 'text',
              required: true,
              admin: { placeholder: '12:00' },
              validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
                const ok = clockOk(value)
                if (ok !== true) return ok
                return typeof siblingData.start === 'string' && clockMinutes(String(value)) <= clockMinutes(siblingData.start) ? 'Each range ends after it starts.' : true
              },
            },
          ],
        },
      ],
    },
    {
      name: 'directions',
      type: 'textarea',
      maxLength: 2000,
      admin: {
        description: 'Shown only on her appointment page, when she asks for directions: the address and how to get in. Name no service ("the side door", not "the boutique").',
      },
    },
    {
      name: 'closedDates',
      label: 'Closed dates',
      type: 'array',
      admin: { description: 'Holidays, the coordinator\'s leave: no visit can be booked on these days.' },
      fields: [{ name: 'date', type: 'text', required: true, validate: (value: unknown) => (typeof value === 'string' && isCalendarDate(value) ? true : 'Dates are YYYY-MM-DD.'), admin: { placeholder: '2026-12-25' } }],
    },
  ],
}
