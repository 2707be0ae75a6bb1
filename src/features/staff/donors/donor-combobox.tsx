'use client'

import { type ReactNode, type Ref, useEffect, useId, useState } from 'react'

import { type DonorContact, staffJson } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'

export type DonorChoice = { id: number; name: string; email: string }

/** Gift entry's source: the donor contacts (donor-data roles), by name, with the address. */
async function searchDonorContacts(text: string): Promise<DonorChoice[]> {
  const found = await staffJson<DonorContact[]>(`/api/donor-contacts?search=${encodeURIComponent(text)}&limit=8`)
  return found.map((c) => ({ id: c.id, name: [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email, email: c.email }))
}

/**
 * The donor field of gift entry and of the drop-off page: type a name or an e-mail and the donor
 * contacts that match are offered below (ARIA combobox: ↓/↑ move, Enter takes one, Escape
 * closes; a tap takes one too, each option a 44 px target), so a stack of checks is entered
 * without the mouse. Taking one hands its id, name and address to `onPick`; typing on keeps
 * whatever was typed (a new donor). `search` names where the contacts come from (default: the
 * donor contacts API of the donor-data roles).
 */
export function DonorCombobox({
  value,
  onChange,
  onPick,
  inputRef,
  marked,
  label = 'Donor (name or e-mail)',
  search = searchDonorContacts,
  className = styles.field,
  children,
}: {
  value: string
  onChange: (name: string) => void
  onPick: (donor: DonorChoice) => void
  inputRef?: Ref<HTMLInputElement>
  /** The staff action's marks for this field (issue 47): invalid, described by its message. */
  marked?: { 'aria-invalid'?: true; 'aria-describedby'?: string }
  label?: string
  /** The contacts matching the typed text (at most a handful). */
  search?: (text: string) => Promise<DonorChoice[]>
  /** The field wrapper's class (the page's own field style). */
  className?: string
  /** Beneath the input: the field's message when refused. */
  children?: ReactNode
}) {
  const id = useId()
  const [suggestions, setSuggestions] = useState<DonorChoice[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  useEffect(() => {
    const text = value.trim()
    if (text.length < 2) return
    let current = true
    // A short pause after typing: one request per word typed, not per key.
    const timer = setTimeout(() => {
      search(text)
        .then((found) => {
          if (!current) return
          setSuggestions(found)
          setActive(-1)
        })
        .catch(() => current && setSuggestions([]))
    }, 150)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [value, search])

  const shown = open && value.trim().length >= 2 ? suggestions : []

  function pick(contact: DonorChoice) {
    onPick(contact)
    setOpen(false)
    setActive(-1)
  }

  return (
    <div className={className} style={{ position: 'relative' }}>
      <label htmlFor={`${id}-donor`}>{label}</label>
      <input
        id={`${id}-donor`}
        ref={inputRef}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-list`}
        aria-activedescendant={active >= 0 && shown[active] ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        {...marked}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
          setOpen(true)
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && shown.length > 0) {
            event.preventDefault()
            setActive((index) => (index + 1) % shown.length)
          } else if (event.key === 'ArrowUp' && shown.length > 0) {
            event.preventDefault()
            setActive((index) => (index <= 0 ? shown.length - 1 : index - 1))
          } else if (event.key === 'Enter' && active >= 0 && shown[active]) {
            // Enter takes the suggestion; it does not submit the gift.
            event.preventDefault()
            pick(shown[active])
          } else if (event.key === 'Escape' && shown.length > 0) {
            event.preventDefault()
            setOpen(false)
          }
        }}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Donors found"
        hidden={shown.length === 0}
        style={{
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          zIndex: 5,
          margin: 0,
          padding: 0,
          listStyle: 'none',
          background: 'var(--theme-elevation-0)',
          border: '1px solid var(--theme-elevation-400)',
          borderRadius: 4,
        }}
      >
        {shown.map((contact, index) => (
          <li
            key={contact.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault()
              pick(contact)
            }}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: '0.35rem',
              minHeight: 44,
              padding: '0.4rem 0.6rem',
              cursor: 'pointer',
              background: index === active ? 'var(--theme-elevation-150)' : undefined,
            }}
          >
            {contact.name} <span style={{ opacity: 0.75 }}>· {contact.email}</span>
          </li>
        ))}
      </ul>
      {children}
    </div>
  )
}
