import PDFDocument from 'pdfkit'

import { type ReceiptData, receiptLines, receiptStatement } from '@/features/donations/receipt'

/**
 * The receipt as a one-page PDF (pdfkit, its built-in Helvetica: no font file is fetched). The
 * same lines and statement as the e-mail, so the two can never say different things.
 */
export function receiptPdf(receipt: ReceiptData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 64, info: { Title: `Receipt ${receipt.number}`, Author: receipt.legalName } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)

    doc.font('Helvetica-Bold').fontSize(18).text(receipt.legalName)
    doc.moveDown(0.3).font('Helvetica').fontSize(12).fillColor('#444444')
    doc.text(receipt.status === 'void' ? `Receipt ${receipt.number} — VOID` : `Donation receipt ${receipt.number}`)
    doc.moveDown(1.2).fillColor('#000000')
    for (const line of receiptLines(receipt)) {
      doc.font('Helvetica-Bold').text(`${line.label}: `, { continued: true }).font('Helvetica').text(line.value)
      doc.moveDown(0.2)
    }
    doc.moveDown(1).text(
      receipt.status === 'void' ? 'This receipt is void: the gift was refunded. Please keep it with the receipt that replaces it, if any.' : receiptStatement(receipt),
    )
    doc.moveDown(1).fontSize(10).fillColor('#444444').text('Please keep this receipt for your tax records. Thank you for your gift.')
    doc.end()
  })
}
