/**
 * A local SMTP server for the tests: accepts every message on SMTP_SINK_PORT, parses it and keeps
 * it in memory, and shows what it holds as JSON on SMTP_SINK_HTTP_PORT (`GET /messages`,
 * `DELETE /messages`). Nothing leaves this machine; no authentication, no TLS.
 *
 * A test can make it misbehave for the messages to some recipients (`POST /trouble
 * {match, after, mode}`; `DELETE /trouble` ends it): once `after` messages to an address
 * containing `match` were accepted, later ones are refused with a 451 (`fail`), or never answered
 * (`stall`: the sender hangs inside its send, like a mail server gone silent). A stalled or
 * refused message is never delivered; ending the trouble refuses the stalled ones.
 */
import { createServer } from 'node:http'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** @typedef {{ from: string, to: string[], subject: string, text: string, html: string, headers: Record<string, string>, attachments: { filename: string, contentType: string, size: number, content: string }[], at: number }} Mail */

export function createSmtpSink() {
  /** @type {Mail[]} */
  const messages = []
  /** @type {{ match: string, after: number, mode: 'fail' | 'stall', accepted: number } | null} */
  let trouble = null
  /** @type {((error: Error) => void)[]} */
  let stalled = []
  const refusal = () => Object.assign(new Error('Mailbox temporarily unavailable (test trouble)'), { responseCode: 451 })
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const rcpt = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
          if (trouble && rcpt.some((address) => address.includes(trouble.match))) {
            if (trouble.accepted >= trouble.after) {
              if (trouble.mode === 'fail') return callback(refusal())
              stalled.push(callback)
              return
            }
            trouble.accepted++
          }
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
    if (req.url === '/trouble' && req.method === 'POST') {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        const { match, after = 0, mode = 'fail' } = JSON.parse(body || '{}')
        trouble = { match: String(match).toLowerCase(), after: Number(after), mode, accepted: 0 }
        res.writeHead(204)
        res.end()
      })
      return
    }
    if (req.url === '/trouble' && req.method === 'DELETE') {
      trouble = null
      for (const callback of stalled) {
        try {
          callback(refusal())
        } catch {
          // the sender is gone (killed): nothing to answer
        }
      }
      stalled = []
      res.writeHead(204)
      return res.end()
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
