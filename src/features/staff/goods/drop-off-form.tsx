'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'

import { type CategoryLabels, estimateCents, GOODS_CATEGORIES, type GoodsCategory } from '@/domain/goods/goods'
import { DonorCombobox, type DonorChoice } from '@/features/staff/donors/donor-combobox'
import { staffJson } from '@/features/staff/parts/api'
import { postJson } from '@/lib/post-json'

import styles from './goods.module.css'

type Line = { key: number; category: GoodsCategory; quantity: string; description: string }
type DonorMode = 'anonymous' | 'contact' | 'named'
type Drive = { id: number; host: string }

/** The door's contact search: name and a masked address only (intake staff log goods too). */
const searchDoorContacts = (text: string) => staffJson<DonorChoice[]>(`/api/in-kind/donors?search=${encodeURIComponent(text)}`)

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())

/**
 * One drop-off at the door: the date, who brought it (a donor contact found by name or e-mail, a
 * name and e-mail, or anonymous), the items by category with a
 * count each, and optionally the weight, the donor's own estimate, a description and the drive.
 * Usable by touch or keyboard alone: every control is a native one, at least 44 px tall; Enter in
 * any field logs the drop-off, and focus returns to the first count for the next bag.
 */
export function DropOffForm({ timeZone, labels, drives }: { timeZone: string; labels: CategoryLabels; drives: Drive[] }) {
  const nextKey = useRef(1)
  const firstQuantity = useRef<HTMLInputElement>(null)
  const blankLine = (key: number): Line => ({ key, category: 'womens_clothing', quantity: '', description: '' })
  const line = () => blankLine(nextKey.current++)
  const [receivedAt, setReceivedAt] = useState(() => todayIn(timeZone))
  const [mode, setMode] = useState<DonorMode>('anonymous')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [search, setSearch] = useState('')
  const [contact, setContact] = useState<DonorChoice | null>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const [lines, setLines] = useState<Line[]>(() => [blankLine(0)])
  const [weight, setWeight] = useState('')
  const [estimate, setEstimate] = useState('')
  const [note, setNote] = useState('')
  const [driveId, setDriveId] = useState('')
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  // Counts the drop-offs logged: focus goes to the new first count once React has drawn it (a
  // frame callback could run before the commit and focus the line being removed).
  const [logged, setLogged] = useState(0)
  useEffect(() => {
    if (logged > 0) firstQuantity.current?.focus()
  }, [logged])

  const change = (key: number, patch: Partial<Line>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (mode === 'contact' && !contact) {
      setNotice({ ok: false, text: 'Choose the donor from the contacts found, or choose Name and e-mail, or Anonymous.' })
      searchRef.current?.focus()
      return
    }
    const cents = mode !== 'anonymous' ? estimateCents(estimate) : undefined
    if (cents === null) {
      setNotice({ ok: false, text: "Enter the donor's estimate in dollars, such as 150.00, or leave it empty." })
      return
    }
    setBusy(true)
    const body = {
      receivedAt,
      ...(mode === 'named' ? { donor: { name, ...(email.trim() ? { email } : {}) } } : {}),
      ...(mode === 'contact' && contact ? { donor: { contactId: contact.id } } : {}),
      items: lines.map((l) => ({ category: l.category, quantity: Number(l.quantity), ...(l.description.trim() ? { description: l.description } : {}) })),
      ...(weight.trim() ? { weightLbs: Number(weight) } : {}),
      ...(cents !== undefined ? { donorEstimateCents: cents } : {}),
      ...(driveId ? { driveId: Number(driveId) } : {}),
      ...(note.trim() ? { note } : {}),
    }
    const result = await postJson<{ id: number; receiptNumber?: string }>('/api/in-kind', body)
    setBusy(false)
    if (result.kind === 'ok') {
      const count = lines.reduce((sum, l) => sum + Number(l.quantity), 0)
      setNotice({
        ok: true,
        text: `Drop-off logged: ${count} ${count === 1 ? 'item' : 'items'}${result.data.receiptNumber ? `, receipt ${result.data.receiptNumber}` : ''}.`,
      })
      setMode('anonymous')
      setName('')
      setEmail('')
      setSearch('')
      setContact(null)
      setLines([line()])
      setWeight('')
      setEstimate('')
      setNote('')
      setLogged((n) => n + 1)
    } else {
      setNotice({
        ok: false,
        text:
          result.kind === 'network'
            ? 'The drop-off could not be sent: check the connection and try again.'
            : (result.message ?? 'The drop-off could not be logged.'),
      })
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Log a drop-off" noValidate>
      <div className={styles.field}>
        <label htmlFor="drop-off-date">Date received</label>
        <input id="drop-off-date" type="date" required value={receivedAt} onChange={(e) => setReceivedAt(e.target.value)} />
      </div>

      <fieldset className={styles.fieldset}>
        <legend>Donor</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input type="radio" name="donor-mode" checked={mode === 'anonymous'} onChange={() => setMode('anonymous')} />
            Anonymous
          </label>
          <label className={styles.choice}>
            <input type="radio" name="donor-mode" checked={mode === 'contact'} onChange={() => setMode('contact')} />
            Find a contact
          </label>
          <label className={styles.choice}>
            <input type="radio" name="donor-mode" checked={mode === 'named'} onChange={() => setMode('named')} />
            Name and e-mail
          </label>
        </div>
        {mode === 'contact' ? (
          contact ? (
            <div className={styles.chosen}>
              <p data-testid="drop-off-contact" aria-live="polite">
                Donor: <strong>{contact.name}</strong> · {contact.email}
              </p>
              <button
                type="button"
                className={styles.buttonSecondary}
                onClick={() => {
                  setContact(null)
                  requestAnimationFrame(() => searchRef.current?.focus())
                }}
              >
                Change donor
              </button>
            </div>
          ) : (
            <DonorCombobox
              label="Search donor contacts (name or e-mail)"
              className={styles.field}
              value={search}
              onChange={setSearch}
              inputRef={searchRef}
              search={searchDoorContacts}
              onPick={(found) => {
                setContact(found)
                setSearch('')
                // The search is gone once a contact is taken: on to the bag's first count.
                requestAnimationFrame(() => firstQuantity.current?.focus())
              }}
            />
          )
        ) : null}
        {mode === 'named' ? (
          <div className={styles.pair}>
            <div className={styles.field}>
              <label htmlFor="drop-off-name">Donor name</label>
              <input id="drop-off-name" autoComplete="off" required value={name} onChange={(e) => setName(e.target.value)} />
            </div>
            <div className={styles.field}>
              <label htmlFor="drop-off-email">E-mail (for the receipt, optional)</label>
              <input id="drop-off-email" type="email" inputMode="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
          </div>
        ) : null}
        {mode !== 'anonymous' ? (
          <div className={styles.field}>
            <label htmlFor="drop-off-estimate">Her own estimate in dollars (optional)</label>
            <input id="drop-off-estimate" inputMode="decimal" value={estimate} onChange={(e) => setEstimate(e.target.value)} />
          </div>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Items</legend>
        {lines.map((l, index) => (
          <div key={l.key} className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={`category-${l.key}`}>Category {index + 1}</label>
              <select id={`category-${l.key}`} value={l.category} onChange={(e) => change(l.key, { category: e.target.value as GoodsCategory })}>
                {GOODS_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {labels[c]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`quantity-${l.key}`}>Count {index + 1}</label>
              <input
                id={`quantity-${l.key}`}
                ref={index === 0 ? firstQuantity : undefined}
                type="number"
                inputMode="numeric"
                min={1}
                max={10000}
                required
                value={l.quantity}
                onChange={(e) => change(l.key, { quantity: e.target.value })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`description-${l.key}`}>Details {index + 1} (optional)</label>
              <input id={`description-${l.key}`} value={l.description} onChange={(e) => change(l.key, { description: e.target.value })} />
            </div>
            <button
              type="button"
              className={styles.buttonSecondary}
              disabled={lines.length === 1}
              onClick={() => setLines((all) => all.filter((other) => other.key !== l.key))}
              aria-label={`Remove line ${index + 1}`}
            >
              Remove
            </button>
          </div>
        ))}
        <div>
          <button type="button" className={styles.buttonSecondary} onClick={() => setLines((all) => [...all, line()])}>
            Add a line
          </button>
        </div>
      </fieldset>

      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor="drop-off-weight">Weight in pounds (optional)</label>
          <input id="drop-off-weight" inputMode="decimal" value={weight} onChange={(e) => setWeight(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="drop-off-drive">Drive</label>
          <select id="drop-off-drive" value={driveId} onChange={(e) => setDriveId(e.target.value)}>
            <option value="">No drive</option>
            {drives.map((drive) => (
              <option key={drive.id} value={String(drive.id)}>
                {drive.host}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="drop-off-note">Description (optional)</label>
        <textarea id="drop-off-note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>

      <div>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Logging…' : 'Log drop-off'}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {notice ? <p className={`${styles.notice} ${notice.ok ? '' : styles.error}`}>{notice.text}</p> : null}
      </div>
    </form>
  )
}
