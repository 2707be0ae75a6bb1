import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { nodeVersionProblem, requiredNode } from '../../../scripts/lib/node-version.mjs'

/**
 * Issue 27: the project runs on Node 24 LTS. package.json's engines say so, npm refuses an older
 * Node (.npmrc engine-strict), every script entry point stops an older Node with a clear sentence,
 * and CI puts Node 24 first on PATH when the machine's Node is older.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const tmp = mkdtempSync(path.join(tmpdir(), 'node-runtime-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** A Node older than 24 on this machine (the system's, on Debian 12 machines), if there is one. */
function olderNode(): string | undefined {
  for (const candidate of [process.env.OLD_NODE, '/usr/bin/node', '/usr/local/bin/node']) {
    if (!candidate) continue
    try {
      const version = execFileSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
      if (Number(version.split('.')[0]) < 24) return candidate
    } catch {
      // Not there.
    }
  }
  return undefined
}

describe('Node 24 LTS', () => {
  it('is what package.json engines, .nvmrc, .node-version and the Dockerfile name', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
    expect(requiredNode(pkg.engines.node)).toEqual([24, 0, 0])
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe('24')
    expect(readFileSync(path.join(root, '.node-version'), 'utf8').trim()).toBe('24')
    expect(readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m)
    expect(readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toMatch(/^FROM node:24-bookworm-slim$/m)
    expect(nodeVersionProblem('20.20.2', [24, 0, 0])).toContain('needs Node.js 24 or newer')
    expect(nodeVersionProblem('22.12.0', [24, 0, 0])).toContain('this is Node.js 22.12.0')
    expect(nodeVersionProblem('24.0.0', [24, 0, 0])).toBeNull()
    expect(nodeVersionProblem('26.1.0', [24, 0, 0])).toBeNull()
  })

  it('scripts/run.mjs and scripts/test.mjs refuse Node 20 with a message naming the version needed', () => {
    // Node 20 as the runtime reports it (process.versions), on every machine; and the machine's
    // own older Node where it has one (this proves the check itself loads on Node 20).
    const fake20 = `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.19.0'})`
    const runs: { node: string; args: string[]; version: RegExp }[] = [{ node: process.execPath, args: ['--import', fake20], version: /20\.19\.0/ }]
    const old = olderNode()
    if (old) runs.push({ node: old, args: [], version: /this is Node\.js 2[0-3]\./ })
    for (const { node, args, version } of runs) {
      for (const script of ['scripts/run.mjs', 'scripts/test.mjs']) {
        const result = spawnSync(node, [...args, script, 'dev'], { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } })
        expect(result.status, `${node} ${script}`).toBe(1)
        expect(result.stderr).toContain('This project needs Node.js 24 or newer')
        expect(result.stderr).toMatch(version)
        expect(result.stderr).toContain('.nvmrc')
      }
    }
  }, 60_000)

  it('CI puts Node 24 first on PATH when the machine has an older Node', () => {
    // A machine whose `node` is 20: a stand-in answers the version question with 20 and passes
    // anything else to this Node, so .ci/node.sh must fetch (or find cached) Node 24 itself.
    const bin = path.join(tmp, 'bin')
    execFileSync('mkdir', ['-p', bin])
    writeFileSync(
      path.join(bin, 'node'),
      `#!/bin/sh\nif [ "$1" = "-p" ] && [ "$2" = 'process.versions.node.split(".")[0]' ]; then echo 20; exit 0; fi\nexec "${process.execPath}" "$@"\n`,
    )
    chmodSync(path.join(bin, 'node'), 0o755)
    const npmDir = path.dirname(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim())
    const out = execFileSync(
      'bash',
      ['-c', 'source .ci/node.sh >/dev/null 2>&1 && node --version && node node_modules/.bin/vitest --version && npm exec --no -- tsx -e "console.log(process.version)"'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, PATH: `${bin}:${npmDir}:/usr/bin:/bin` } },
    )
    const lines = out.trim().split('\n')
    expect(lines[0]).toMatch(/^v24\./)
    expect(lines[1]).toContain('node-v24.')
    expect(lines[2]).toMatch(/^v24\./)
  }, 300_000)
})
