import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** Replaces (or appends) the section of a Markdown file that starts with `heading`, up to the next `## `. */
export function writeSection(file, heading, section) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n'
  const start = current.indexOf(heading)
  if (start < 0) return writeFileSync(file, `${current.trimEnd()}\n\n${section}`)
  let next = current.indexOf('\n## ', start + 1)
  if (next < 0) next = current.length
  writeFileSync(file, `${current.slice(0, start)}${section}${current.slice(next + 1)}`)
}
