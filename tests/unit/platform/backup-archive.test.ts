import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { parseToolVersion } from '../../../scripts/lib/pg-tools'
import { extractEntry, readTarIndex, writeTar } from '../../../scripts/lib/tar'

const dir = mkdtempSync(path.join(tmpdir(), 'backup-archive-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the backup archive', () => {
  it('is a tar file any tar can list and unpack, and reads back byte for byte', async () => {
    const big = Buffer.alloc(70_000)
    for (let i = 0; i < big.length; i++) big[i] = (i * 7919) % 251
    writeFileSync(path.join(dir, 'big.bin'), big)
    writeFileSync(path.join(dir, 'empty.txt'), '')
    const long = `media/${'nested-folder/'.repeat(9)}${'a-long-image-name-'.repeat(4)}.png`
    const file = path.join(dir, 'backup.tar')
    await writeTar(file, [
      { name: 'backup.json', content: Buffer.from('{"format":"x"}\n') },
      { name: 'database.pgdump', file: path.join(dir, 'big.bin') },
      { name: 'media/empty.txt', file: path.join(dir, 'empty.txt') },
      { name: long, content: Buffer.from('png bytes') },
    ])

    const listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')
    expect(listed).toEqual(['backup.json', 'database.pgdump', 'media/empty.txt', long])
    expect(execFileSync('tar', ['-xOf', file, 'database.pgdump']).equals(big)).toBe(true)

    const entries = await readTarIndex(file)
    expect(entries.map((e) => [e.name, e.size])).toEqual([['backup.json', 15], ['database.pgdump', 70_000], ['media/empty.txt', 0], [long, 9]])
    await extractEntry(file, entries[1], path.join(dir, 'out', 'dump'))
    await extractEntry(file, entries[2], path.join(dir, 'out', 'empty'))
    expect(readFileSync(path.join(dir, 'out', 'dump')).equals(big)).toBe(true)
    expect(readFileSync(path.join(dir, 'out', 'empty'))).toHaveLength(0)
  })

  it('refuses a file that is not an archive, or one cut short', async () => {
    const junk = path.join(dir, 'junk.tar')
    writeFileSync(junk, Buffer.alloc(2048, 0x41))
    await expect(readTarIndex(junk)).rejects.toThrow('checksum')
    const whole = path.join(dir, 'whole.tar')
    await writeTar(whole, [{ name: 'backup.json', content: Buffer.from('{}') }])
    const cut = path.join(dir, 'cut.tar')
    writeFileSync(cut, readFileSync(whole).subarray(0, 1024))
    await expect(readTarIndex(cut)).rejects.toThrow('cut short')
  })

  it('reads the PostgreSQL version of pg_dump and pg_restore as their distributions print it', () => {
    expect(parseToolVersion('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toEqual({ version: '15.20', major: 15 })
    expect(parseToolVersion('pg_restore (PostgreSQL) 17.6 (Homebrew)\n')).toEqual({ version: '17.6', major: 17 })
    expect(parseToolVersion('pg_dump (PostgreSQL) 18beta1\n')).toEqual({ version: '18', major: 18 })
    expect(parseToolVersion('something else')).toBeNull()
  })
})
