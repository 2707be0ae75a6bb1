import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import Busboy from 'busboy'
import { parse } from 'csv-parse'
import { parse as parseSync } from 'csv-parse/sync'
import type { Pool, PoolClient } from 'pg'

import { MAX_IMPORT_BYTES } from '@/domain/imports/fields'
import { ApiError } from '@/lib/http'

/**
 * The uploaded file, from the request to PostgreSQL and back as records (issue 44). It is never
 * whole in memory: the multipart body is streamed (busboy) into 1 MB pieces in `import_chunks`,
 * where any instance can read it, and read back piece by piece through a streaming decoder and
 * csv-parse (the maintained streaming parser of the CSV project: quotes, embedded line breaks,
 * a byte-order mark, ragged rows). The encoding needs no extra package: a file that is not valid
 * UTF-8 throughout is Windows-1252, as Excel writes it, which Node's TextDecoder reads.
 */

const CHUNK_BYTES = 1024 * 1024
const SNIFF_BYTES = 64 * 1024

export type Upload = {
  fields: Record<string, string>
  bytes: number
  encoding: 'utf-8' | 'windows-1252'
  delimiter: ',' | ';' | '\t'
  headers: string[]
}

export const TOO_LARGE_MESSAGE = 'The file is larger than 50 MB: split it and import the parts one after the other.'

/**
 * Streams the multipart body of POST /api/imports into `import_chunks` of `importId` (in the
 * caller's transaction) and answers its fields and what its first row says. Throws ApiError (400,
 * 413, 415) for a request that is not an upload of one CSV file within the limit.
 */
export async function receiveUpload(request: Request, client: PoolClient, importId: number): Promise<Upload> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(type)) throw new ApiError(415, 'Send the file as multipart/form-data, in a field named "file".')
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_IMPORT_BYTES + 64 * 1024) throw new ApiError(413, TOO_LARGE_MESSAGE)
  if (!request.body) throw new ApiError(400, 'Choose a CSV file to import.', { file: 'Choose a CSV file to import.' })

  let busboy: Busboy.Busboy
  try {
    busboy = Busboy({ headers: { 'content-type': type }, limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 10, fieldSize: 64 * 1024 } })
  } catch {
    throw new ApiError(400, 'The upload could not be read as multipart/form-data.')
  }
  const fields: Record<string, string> = {}
  let bytes = 0
  let sawFile = false
  let tooLarge = false
  let utf8 = true
  const validator = new TextDecoder('utf-8', { fatal: true })
  const sniff: Buffer[] = []
  let sniffed = 0

  const done = new Promise<void>((resolve, reject) => {
    let fileWork: Promise<void> = Promise.resolve()
    busboy.on('field', (name, value) => {
      fields[name] = value
    })
    busboy.on('file', (name, stream) => {
      if (name !== 'file' || sawFile) {
        stream.resume()
        return
      }
      sawFile = true
      stream.on('limit', () => {
        tooLarge = true
      })
      fileWork = (async () => {
        let pending: Buffer[] = []
        let pendingBytes = 0
        let seq = 0
        const flush = async () => {
          if (pendingBytes === 0) return
          await client.query('INSERT INTO import_chunks (import_id, seq, data) VALUES ($1, $2, $3)', [importId, seq++, Buffer.concat(pending)])
          pending = []
          pendingBytes = 0
        }
        for await (const piece of stream as AsyncIterable<Buffer>) {
          bytes += piece.length
          if (tooLarge) continue
          if (utf8) {
            try {
              validator.decode(piece, { stream: true })
            } catch {
              utf8 = false
            }
          }
          if (sniffed < SNIFF_BYTES) {
            sniff.push(piece)
            sniffed += piece.length
          }
          pending.push(piece)
          pendingBytes += piece.length
          if (pendingBytes >= CHUNK_BYTES) await flush()
        }
        if (!tooLarge) await flush()
        if (utf8) {
          try {
            validator.decode()
          } catch {
            utf8 = false
          }
        }
      })()
    })
    busboy.on('close', () => {
      fileWork.then(resolve, reject)
    })
    busboy.on('error', () => reject(new ApiError(400, 'The upload could not be read as multipart/form-data.')))
  })
  Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>)
    .on('error', () => busboy.destroy())
    .pipe(busboy)
  await done
  if (tooLarge) throw new ApiError(413, TOO_LARGE_MESSAGE)
  if (!sawFile) throw new ApiError(400, 'Choose a CSV file to import.', { file: 'Choose a CSV file to import.' })
  if (bytes === 0) throw new ApiError(400, 'The file is empty.', { file: 'The file is empty.' })

  const encoding = utf8 ? 'utf-8' : 'windows-1252'
  const text = new TextDecoder(encoding).decode(Buffer.concat(sniff)).replace(/^\uFEFF/, '')
  if (/\u0000/.test(text)) throw new ApiError(400, 'This is not a CSV file: save the sheet as CSV and upload that.', { file: 'Not a CSV file.' })
  const delimiter = detectDelimiter(text)
  const headers = headerRow(text, delimiter)
  return { fields, bytes, encoding, delimiter, headers }
}

/** The separator the first line uses most, outside quotes: comma, semicolon or tab. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 }
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1
  }
  const best = (Object.entries(counts) as Array<[',' | ';' | '\t', number]>).sort((a, b) => b[1] - a[1])[0]
  return best[1] > 0 ? best[0] : ','
}

function headerRow(text: string, delimiter: string): string[] {
  let first: string[] | undefined
  try {
    ;[first] = parseSync(text, { delimiter, to_line: 1, relax_quotes: true, relax_column_count: true, skip_empty_lines: true }) as string[][]
  } catch {
    first = undefined
  }
  const headers = (first ?? []).map((header) => header.trim())
  if (headers.length === 0 || headers.every((header) => header === '')) {
    throw new ApiError(400, 'The first row of the file must name its columns.', { file: 'The first row of the file must name its columns.' })
  }
  // Two columns of one name (or none) get a number, so a mapping names exactly one.
  const seen = new Map<string, number>()
  return headers.map((header, index) => {
    const base = header || `Column ${index + 1}`
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base} (${count})`
  })
}

/** The file of an import, piece by piece from `import_chunks`. */
async function* chunksOf(pool: Pool, importId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq += 1) {
    const { rows } = await pool.query<{ data: Buffer }>('SELECT data FROM import_chunks WHERE import_id = $1 AND seq = $2', [importId, seq])
    if (!rows[0]) return
    yield rows[0].data
  }
}

/** The data rows of an import's file with their row number as a spreadsheet shows it (the header is row 1). */
export async function* recordsOf(
  pool: Pool,
  importId: number,
  file: { encoding: string; delimiter: string },
): AsyncGenerator<{ row: number; cells: string[] }> {
  const decoder = new TextDecoder(file.encoding)
  const text = Readable.from(
    (async function* () {
      for await (const chunk of chunksOf(pool, importId)) yield decoder.decode(chunk, { stream: true })
      const rest = decoder.decode()
      if (rest) yield rest
    })(),
  )
  // A record past 1 MB is a broken quote swallowing the file, not a row: the dry run stops on it.
  const parser = text.pipe(
    parse({ delimiter: file.delimiter, bom: true, relax_quotes: true, relax_column_count: true, skip_empty_lines: true, trim: false, max_record_size: 1024 * 1024 }),
  )
  let index = 0
  for await (const cells of parser as AsyncIterable<string[]>) {
    index += 1
    if (index === 1) continue
    if (cells.every((cell) => cell.trim() === '')) continue
    yield { row: index, cells }
  }
}
