/**
 * A local SMTP server for the tests: accepts every message on SMTP_SINK_PORT, parses it and keeps
 * it in memory, and shows what it holds as JSON on SMTP_SINK_HTTP_PORT (`GET /messages`,
 * `DELETE /messages`). Nothing leaves this machine; no authentication, no TLS.
 */
import { createServer } from 'node:http'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** @typedef {{ from: string, to: string[], subject: string, text: string, html: string, headers: Record<string, string>, attachments: { filename: string, contentType: string, size: number, content: string }[], at: number }} Mail */

export function createSmtpSink() {
  /** @type {Mail[]} */
  const messages = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers = {}
          for (const [key, value] of parsed.headers) headers[key] = typeof value === 'string' ? value : JSON.stringify(value)
          messages.push({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
              content: a.content.toString('base64'),
            })),
            at: Date.now(),
          })
          callback()
        })
        .catch((error) => callback(error))
    },
  })
  const http = createServer((req, res) => {
    if (req.url === '/messages' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ messages }))
    }
    if (req.url === '/messages' && req.method === 'DELETE') {
      messages.length = 0
      res.writeHead(204)
      return res.end()
    }
    res.writeHead(404)
    res.end()
  })
  return { smtp, http, messages }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const smtpPort = Number(process.env.SMTP_SINK_PORT || 12112)
  const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT || 12113)
  const { smtp, http } = createSmtpSink()
  smtp.listen(smtpPort, '127.0.0.1', () => console.log(`[smtp-sink] SMTP on ${smtpPort}`))
  http.listen(httpPort, '127.0.0.1', () => console.log(`[smtp-sink] messages at http://127.0.0.1:${httpPort}/messages`))
}
