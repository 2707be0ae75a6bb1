'use client'

import type * as React from 'react'

import { SelectField, TextField } from '@/features/forms/fields'
import type { FieldErrors } from '@/features/forms/submit'
import { type PickupDetails, pickupWhere } from '@/domain/shop/pickup'
import { US_STATE_OPTIONS } from '@/domain/shop/us-states'

export type Address = { name: string; line1: string; line2: string; city: string; state: string; postalCode: string; phone: string }
export const EMPTY_ADDRESS: Address = { name: '', line1: '', line2: '', city: '', state: '', postalCode: '', phone: '' }

/** A US address for the lines that ship (issue 16), checked with the same rules as the server. */
export function ShippingFields({
  address,
  errors,
  disabled,
  onChange,
  onEdit,
}: {
  address: Address
  errors: FieldErrors
  disabled: boolean
  onChange: React.Dispatch<React.SetStateAction<Address>>
  onEdit: (name: keyof Address) => void
}) {
  const bind = (name: keyof Address) => ({
    idPrefix: 'shipping',
    name,
    error: errors[name],
    value: address[name],
    disabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      onChange((current) => ({ ...current, [name]: event.target.value }))
      onEdit(name)
    },
  })
  return (
    <fieldset className="space-y-4 border-t border-line pt-4" data-testid="shipping-address">
      <legend className="text-lg font-semibold">Shipping Address</legend>
      <TextField {...bind('name')} label="Full name" autoComplete="shipping name" />
      <TextField {...bind('line1')} label="Address line 1" autoComplete="shipping address-line1" />
      <TextField {...bind('line2')} label="Address line 2" optional autoComplete="shipping address-line2" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...bind('city')} label="City" autoComplete="shipping address-level2" />
        <SelectField {...bind('state')} label="State" placeholder="Choose…" options={US_STATE_OPTIONS} autoComplete="shipping address-level1" />
        <TextField {...bind('postalCode')} label="ZIP code" inputMode="numeric" autoComplete="shipping postal-code" />
      </div>
      <TextField {...bind('phone')} label="Phone" optional type="tel" autoComplete="shipping tel" hint="Only for the carrier, if they need to reach you." />
    </fieldset>
  )
}

/** Where and when pickup-only goods are collected; no address is needed for them. */
export function PickupNotice({ pickup, mixed }: { pickup: PickupDetails; mixed: boolean }) {
  return (
    <section aria-labelledby="pickup-heading" className="rounded-card border border-sage bg-sage-soft p-4" data-testid="pickup-notice">
      <h3 id="pickup-heading" className="font-semibold">
        Local Pickup
      </h3>
      <p className="mt-1 text-sm">
        {mixed ? 'Eggs and plant starts in this order are not shipped: ' : 'Nothing in this order is shipped: '}
        collect them at {pickupWhere(pickup)}. Farm stand hours: {pickup.hours}.
      </p>
      <p className="mt-1 text-sm">{pickup.instructions}</p>
    </section>
  )
}
