/**
 * Reads back an .eml as a mail program would, far enough for the tests: the unfolded headers with their encoded
 * words (RFC 2047, B and Q) decoded, and the parts of a multipart body with their content decoded (base64,
 * quoted-printable). Written for the messages nodemailer composes, not as a general parser.
 */

export interface ParsedPart {
  headers: Map<string, string>
  /** The decoded content. */
  content: Buffer
}

export interface ParsedMessage {
  headers: Map<string, string>
  parts: ParsedPart[]
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_whole, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('utf8'),
    )
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n')
  const head = end === -1 ? raw : raw.slice(0, end)
  const body = end === -1 ? '' : raw.slice(end + 4)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  return { headers, body }
}

function decodeBody(headers: Map<string, string>, body: string): Buffer {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1')
  }
  return Buffer.from(body, 'utf8')
}

export function parseEml(bytes: Uint8Array): ParsedMessage {
  const raw = Buffer.from(bytes).toString('latin1')
  const { headers, body } = splitHead(raw)
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1]
  if (boundary === undefined) return { headers, parts: [{ headers, content: decodeBody(headers, body) }] }
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => {
      const part = splitHead(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''))
      return { headers: part.headers, content: decodeBody(part.headers, part.body) }
    })
  return { headers, parts }
}
