import PDFDocument from 'pdfkit'

/**
 * The frame of every PDF the foundation sends (receipts, year-end statements): Letter, pdfkit's
 * built-in Helvetica (no font file fetched), the legal name, a grey title, then the labelled
 * lines; `draw` adds what is particular to the document. Resolves with the file's bytes.
 */
export function foundationPdf(
  { title, legalName, subtitle, lines, compress = true }: { title: string; legalName: string; subtitle: string; lines: { label: string; value: string }[]; compress?: boolean },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 64, compress, info: { Title: title, Author: legalName } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)

    doc.font('Helvetica-Bold').fontSize(18).text(legalName)
    doc.moveDown(0.3).font('Helvetica').fontSize(12).fillColor('#444444')
    doc.text(subtitle)
    doc.moveDown(1.2).fillColor('#000000')
    for (const line of lines) {
      doc.font('Helvetica-Bold').text(`${line.label}: `, { continued: true }).font('Helvetica').text(line.value)
      doc.moveDown(0.2)
    }
    draw(doc)
    doc.end()
  })
}
