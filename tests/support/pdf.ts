import { constants, inflateSync } from 'node:zlib'

/**
 * The text a PDF of ours shows, one piece per text operation (statements and packing slips are
 * written without stream compression; pdfkit writes each run of text as hex strings between
 * kerning numbers).
 */
export function pdfPieces(pdf: Buffer): string[] {
  const source = pdf.toString('latin1')
  return [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)].map((op) =>
    [...op[1].matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''),
  )
}

/** All the PDF's text, its pieces joined by new lines (for "contains" checks). */
export function pdfText(pdf: Buffer): string {
  return pdfPieces(pdf).join('\n')
}

/**
 * The text of a PDF written with compressed streams (receipts): each Flate stream inflated, then
 * read as `pdfText` reads an uncompressed one.
 */
export function compressedPdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const pieces: string[] = []
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length
    const end = source.indexOf('endstream', start)
    if (end === -1) continue
    try {
      pieces.push(inflateSync(pdf.subarray(start, end), { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1'))
    } catch {
      // Not a Flate stream (an image, a font): no text in it for us.
    }
  }
  return pdfText(Buffer.from(pieces.join('\n'), 'latin1'))
}
