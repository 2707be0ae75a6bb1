'use client'

import { TextInput, useField } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClientComponent } from 'payload'
import * as React from 'react'

import { centsToDecimal, formatDollars, parseCents } from '@/lib/money'

/** What staff type: "12", "12.5", "$1,250.00". Null when it is not an amount. */
function dollarsToCents(text: string): number | null {
  return parseCents(text.replace(/[$,\s]/g, ''))
}

/**
 * A money field stored as integer cents, shown and entered in dollars ("12.00" for 1200), so
 * staff never have to count zeros. Used by every `centsField` of the admin.
 */
export const CentsField: NumberFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, disabled } = useField<number | null>({ path })
  const [text, setText] = React.useState(() => (typeof value === 'number' ? centsToDecimal(value) : ''))

  // A value set from outside (a reset, a reload after save) replaces what is shown.
  const [shownValue, setShownValue] = React.useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    if (dollarsToCents(text) !== value) setText(typeof value === 'number' ? centsToDecimal(value) : '')
  }

  const label = typeof field.label === 'string' ? field.label : undefined
  return (
    <TextInput
      path={path}
      label={label ?? field.name}
      required={field.required}
      readOnly={readOnly || disabled}
      showError={showError}
      description={field.admin?.description ?? 'In dollars, e.g. 12.00.'}
      BeforeInput={<span aria-hidden="true" style={{ alignSelf: 'center', paddingInlineEnd: 6, fontWeight: 600 }}>$</span>}
      htmlAttributes={{ autoComplete: 'off' }}
      placeholder="0.00"
      value={text}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        const next = event.target.value
        setText(next)
        // Not an amount (yet): the field reads as empty, so a required price cannot be saved.
        setValue(next.trim() === '' ? null : dollarsToCents(next))
      }}
    />
  )
}

/** The list column of a money field: $1,234.50 rather than 123450. */
export function CentsCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatDollars(cellData) : ''}</span>
}
