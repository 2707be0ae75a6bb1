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
