/** A select's options, one per choice: its value (also its key) and the label shown. */
export function Options({ choices }: { choices: readonly { value: string | number; label: string }[] }) {
  return choices.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ))
}
