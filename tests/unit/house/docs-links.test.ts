import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The README and the guides in docs/ link to each other and into the code: every relative link
 * must name a file that exists, and every #anchor a heading of that file (GitHub's slugs), so a
 * renamed heading or a moved file is caught here rather than by a reader.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)]

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line)
    if (!heading) continue
    const base = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    slugs.add(count ? `${base}-${count}` : base)
  }
  return slugs
}

/** Markdown links outside code: [text](target). */
function links(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1])
}

describe('documentation links', () => {
  it('the slugs follow GitHub', () => {
    expect([...headingSlugs('## The public address (`SITE_URL`)\n## Staff roles\n## Staff roles')]).toEqual([
      'the-public-address-site_url',
      'staff-roles',
      'staff-roles-1',
    ])
  })

  for (const document of documents) {
    it(`${document}: every relative link and anchor resolves`, () => {
      const text = readFileSync(path.join(root, document), 'utf8')
      const broken: string[] = []
      for (const target of links(text)) {
        if (/^[a-z]+:/i.test(target)) continue // https:, mailto:
        const [file, anchor] = target.split('#')
        const resolved = file ? path.resolve(path.dirname(path.join(root, document)), decodeURI(file)) : path.join(root, document)
        if (!existsSync(resolved)) {
          broken.push(`${target} (no such file)`)
          continue
        }
        if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
          if (!headingSlugs(readFileSync(resolved, 'utf8')).has(anchor)) broken.push(`${target} (no such heading)`)
        }
      }
      expect(broken).toEqual([])
    })
  }

  it('speaks to readers, not to the tracker: no issue numbers', () => {
    const mentions = documents.flatMap((document) =>
      readFileSync(path.join(root, document), 'utf8')
        .split('\n')
        .filter((line) => /issue[ -]?\d+/i.test(line))
        .map((line) => `${document}: ${line.trim()}`),
    )
    expect(mentions).toEqual([])
  })
})
