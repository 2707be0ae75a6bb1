import {
  STATEMENT_IN_KIND_NOTE,
  type StatementData,
  statementClosing,
  statementInKindRows,
  statementLines,
  statementRows,
} from '@/domain/donor-portal/statement'

import { foundationPdf } from './pdf-frame'

/**
 * The year-end statement as a PDF, in the receipt's frame (src/server/pdf.ts): the heading
 * lines, a row per gift (date, amount, refunded, net), the closing statement. Content streams are left uncompressed: a statement is a few kilobytes either way,
 * and its text stays searchable by any tool (the tests read the totals back out of it).
 */
export function statementPdf(statement: StatementData): Promise<Buffer> {
  return foundationPdf(
    {
      title: `Giving statement ${statement.year}`,
      legalName: statement.legalName,
      subtitle: statement.partial ? `Giving statement ${statement.year} (so far)` : `Year-end giving statement ${statement.year}`,
      lines: statementLines(statement),
      compress: false,
    },
    (doc) => {
      // The gifts, one row each, in four columns.
      const columns = [
        { title: 'Date', x: 64, width: 170 },
        { title: 'Amount', x: 240, width: 90 },
        { title: 'Refunded', x: 335, width: 90 },
        { title: 'Net', x: 430, width: 118 },
      ]
      const row = (cells: string[], bold = false) => {
        if (doc.y > doc.page.height - 120) doc.addPage()
        const y = doc.y
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica')
        cells.forEach((cell, i) => doc.text(cell, columns[i].x, y, { width: columns[i].width, lineBreak: false }))
        doc.x = 64
        doc.moveDown(0.4)
      }
      doc.moveDown(1)
      row(columns.map((c) => c.title), true)
      for (const gift of statementRows(statement)) row([gift.date, gift.amount, gift.refunded, gift.net])

      // Gifts in kind, apart and without a value (issue 46).
      const inKind = statementInKindRows(statement)
      if (inKind.length > 0) {
        doc.moveDown(1).font('Helvetica-Bold').text('Gifts in kind', 64, doc.y)
        doc.font('Helvetica')
        for (const line of inKind) doc.text(line, 64, doc.y, { width: doc.page.width - 128 })
        doc.moveDown(0.3).text(STATEMENT_IN_KIND_NOTE, 64, doc.y, { width: doc.page.width - 128 })
      }

      doc.moveDown(1).font('Helvetica').text(statementClosing(statement), 64, doc.y, { width: doc.page.width - 128 })
      doc.moveDown(1).fontSize(10).fillColor('#444444').text('Please keep this statement for your tax records. Thank you for your gifts.')
    },
  )
}
