import { readdirSync } from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

import { LAYERS } from '../../../eslint.config.mjs'

const root = path.resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root })

/** Lints `code` as if it were the file at `file` (it need not exist) and returns the layer errors. */
async function layerErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message)
}

describe('layers (README, "Code map")', () => {
  it('fails lint on an import that runs back up a layer', async () => {
    const errors = await layerErrors(
      'src/domain/forms/back-up-probe.ts',
      `import { isBot } from '@/server/abuse'\nimport { NoteForm } from '../../features/staff/parts/note-form'\nexport const probe = [isBot, NoteForm]\n`,
    )
    expect(errors).toHaveLength(2)
    expect(errors[0]).toContain('domain sits below server')
    expect(errors[1]).toContain('domain sits below ui')
  }, 60_000)

  it('fails lint when the data model imports a service', async () => {
    const errors = await layerErrors('src/collections/Users/probe.ts', `import { notifyStaff } from '@/server/inbox/messages'\nexport const probe = notifyStaff\n`)
    expect(errors).toEqual([expect.stringContaining('model sits below server')])
  }, 60_000)

  it('lets an import run down the layers', async () => {
    const errors = await layerErrors(
      'src/server/probe.ts',
      `import { HONEYPOT_FIELD } from '@/domain/forms/schemas'\nimport { runSql } from '@/lib/db'\nimport { sendDonorEmail } from '@/email/donor'\nexport const probe = [HONEYPOT_FIELD, runSql, sendDonorEmail]\n`,
    )
    expect(errors).toEqual([])
  }, 60_000)

  it('places every folder and file of src/ in one layer', () => {
    const placed = LAYERS.flatMap((layer) => layer.paths)
    const entries = readdirSync(path.join(root, 'src'), { withFileTypes: true }).flatMap((entry) =>
      entry.name === 'components'
        ? readdirSync(path.join(root, 'src/components')).map((name) => `src/components/${name}`)
        : [`src/${entry.name}`],
    )
    // Migrations are frozen and checked on their own (tests/integration/operations/migrations.test.ts).
    const unplaced = entries.filter((entry) => entry !== 'src/migrations' && !placed.includes(entry))
    expect(unplaced).toEqual([])
    expect(new Set(placed).size).toBe(placed.length)
  })
})
