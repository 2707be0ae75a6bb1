import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

/**
 * The backup file is a plain POSIX tar archive (ustar: 512-byte headers, each file padded to 512
 * bytes, two zero blocks at the end), written and read here with nothing but Node's own modules,
 * so any `tar -tvf` / `tar -xf` can list or unpack a backup by hand. It is not compressed: the
 * database dump (pg_dump -Fc) is compressed already, and so are the images.
 * Limits of the format kept here: regular files only, names up to 255 bytes (split at a "/"
 * into ustar's prefix and name), sizes up to 8 GiB each.
 */
const BLOCK = 512
const MAX_SIZE = 8 ** 11 - 1

export type TarSource = { name: string; file: string } | { name: string; content: Buffer }
export type TarEntry = { name: string; size: number; offset: number; mtime: Date }

function octal(value: number, width: number) {
  return value.toString(8).padStart(width - 1, '0') + '\0'
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name }
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i)
    const base = name.slice(i + 1)
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base }
  }
  throw new Error(`A file name is too long for the backup archive (255 bytes at most): ${name}`)
}

function header(name: string, size: number, mtime: Date) {
  if (size > MAX_SIZE) throw new Error(`${name} is larger than the 8 GiB a backup archive entry can hold`)
  const block = Buffer.alloc(BLOCK)
  const { prefix, base } = splitName(name)
  block.write(base, 0, 100, 'utf8')
  block.write(octal(0o600, 8), 100, 'ascii')
  block.write(octal(0, 8), 108, 'ascii')
  block.write(octal(0, 8), 116, 'ascii')
  block.write(octal(size, 12), 124, 'ascii')
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii')
  block.write('        ', 148, 'ascii')
  block.write('0', 156, 'ascii')
  block.write('ustar\0', 257, 'ascii')
  block.write('00', 263, 'ascii')
  block.write(prefix, 345, 155, 'utf8')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii')
  return block
}

/** Writes `sources` (in order) as a tar archive to `file`. */
export async function writeTar(file: string, sources: TarSource[]) {
  const out = createWriteStream(file, { mode: 0o600 })
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain')
  }
  try {
    for (const source of sources) {
      if ('content' in source) {
        await write(header(source.name, source.content.length, new Date()))
        await write(source.content)
        await write(Buffer.alloc((BLOCK - (source.content.length % BLOCK)) % BLOCK))
      } else {
        const info = await stat(source.file)
        await write(header(source.name, info.size, info.mtime))
        await pipeline(createReadStream(source.file), out, { end: false })
        await write(Buffer.alloc((BLOCK - (info.size % BLOCK)) % BLOCK))
      }
    }
    await write(Buffer.alloc(BLOCK * 2))
  } finally {
    out.end()
    await once(out, 'close')
  }
}

function text(block: Buffer, start: number, length: number) {
  const raw = block.subarray(start, start + length)
  const end = raw.indexOf(0)
  return raw.subarray(0, end < 0 ? length : end).toString('utf8')
}

/** Lists the regular files of a tar archive: names, sizes and where their bytes start. */
export async function readTarIndex(file: string): Promise<TarEntry[]> {
  const handle = await open(file, 'r')
  const entries: TarEntry[] = []
  try {
    const { size: total } = await handle.stat()
    const block = Buffer.alloc(BLOCK)
    let position = 0
    while (position + BLOCK <= total) {
      await handle.read(block, 0, BLOCK, position)
      if (block.every((byte) => byte === 0)) return entries
      let sum = 0
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]
      if (parseInt(text(block, 148, 8).trim(), 8) !== sum) throw new Error('not a backup archive (a tar header failed its checksum)')
      const size = parseInt(text(block, 124, 12).trim() || '0', 8)
      const prefix = text(block, 345, 155)
      const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100)
      const type = text(block, 156, 1)
      const mtime = new Date(parseInt(text(block, 136, 12).trim() || '0', 8) * 1000)
      if (type === '0' || type === '') entries.push({ name, size, offset: position + BLOCK, mtime })
      position += BLOCK + Math.ceil(size / BLOCK) * BLOCK
    }
    throw new Error('the backup archive is cut short (no end-of-archive marker)')
  } finally {
    await handle.close()
  }
}

/** Copies one entry's bytes to `target` (its folders are created). */
export async function extractEntry(file: string, entry: TarEntry, target: string) {
  await mkdir(path.dirname(target), { recursive: true })
  if (entry.size === 0) return writeFile(target, '', { mode: 0o644 })
  await pipeline(createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 }), createWriteStream(target, { mode: 0o644 }))
}

/** One entry's bytes in memory (for the small manifest). */
export async function readEntry(file: string, entry: TarEntry): Promise<Buffer> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(entry.size)
    await handle.read(buffer, 0, entry.size, entry.offset)
    return buffer
  } finally {
    await handle.close()
  }
}
