import { execFile, spawn } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

/**
 * pg_dump and pg_restore for `npm run backup` / `npm run restore`. They come from the machine
 * (PATH, or PG_BIN_DIR for a folder such as /usr/lib/postgresql/17/bin or Homebrew's keg-only
 * postgresql@17), and must be at least the database server's major version: an older pg_dump
 * refuses a newer server, and an older pg_restore cannot read what a newer pg_dump wrote.
 */
export class ToolError extends Error {}

const run = promisify(execFile)

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql'

export function toolPath(name: PgTool) {
  return process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, name) : name
}

/** "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)" → { version: "15.20", major: 15 }. */
export function parseToolVersion(output: string) {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(output)
  if (!match) return null
  return { version: match[2] === undefined ? match[1] : `${match[1]}.${match[2]}`, major: Number(match[1]) }
}

function installAdvice(major: number) {
  return (
    `Install the PostgreSQL ${major} client tools (Debian/Ubuntu: \`apt-get install postgresql-client-${major}\`, ` +
    `from apt.postgresql.org where your release does not carry ${major}; macOS: \`brew install postgresql@${major}\`) ` +
    `and put them first on PATH, or set PG_BIN_DIR to their bin folder (e.g. /usr/lib/postgresql/${major}/bin).`
  )
}

/**
 * The tool's path and version, once it is known to be at least `neededMajor`; otherwise a
 * ToolError saying which version is needed and what to install.
 */
export async function requireTool(name: PgTool, neededMajor: number, purpose: string) {
  const file = toolPath(name)
  let output: string
  try {
    output = (await run(file, ['--version'])).stdout
  } catch {
    throw new ToolError(`${name} was not found (${process.env.PG_BIN_DIR ? `PG_BIN_DIR=${process.env.PG_BIN_DIR}` : 'not on PATH'}): ${purpose} needs ${name} ${neededMajor} or newer. ${installAdvice(neededMajor)}`)
  }
  const found = parseToolVersion(output)
  if (!found) throw new ToolError(`${file} --version did not say which PostgreSQL it belongs to: ${purpose} needs ${name} ${neededMajor} or newer. ${installAdvice(neededMajor)}`)
  if (found.major < neededMajor) {
    throw new ToolError(`${name} ${found.version} is too old: ${purpose} needs ${name} ${neededMajor} or newer. ${installAdvice(neededMajor)}`)
  }
  return { file, ...found }
}

/** The server's major version (server_version_num 150020 → 15) and its full version. */
export async function serverVersion(client: pg.Client) {
  const { rows } = await client.query<{ num: string; version: string }>(`SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version`)
  return { major: Math.floor(Number(rows[0].num) / 10000), version: rows[0].version.split(' ')[0] }
}

/**
 * Runs a PostgreSQL tool against `url` with the password in PGPASSWORD rather than on the command
 * line (where any user of the machine could read it in the process list). Rejects with the
 * tool's own error output, which names objects, never row values. Without `url` the tool works
 * on files alone (pg_restore writing a dump out as SQL).
 */
export function runTool(file: string, args: string[], url?: string) {
  const parsed = url ? new URL(url) : null
  const password = parsed ? decodeURIComponent(parsed.password) : ''
  if (parsed) parsed.password = ''
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, parsed ? [...args, `--dbname=${parsed.toString()}`] : args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new ToolError(`${path.basename(file)} failed (exit ${code}): ${errors.trim()}`))))
  })
}
