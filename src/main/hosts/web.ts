import { serve, upgradeWebSocket, type HttpBindings } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { relative } from 'node:path'
import { WebSocketServer } from 'ws'
import { CONTENT_SECURITY_POLICY } from '../../shared/ipc/security'
import { ipcFailure } from '../../shared/ipc/errors'
import { MAX_BACKUP_FILE_BYTES, MAX_HANDED_FILE_BYTES, type FilePurpose } from '../../shared/ipc/files'
import type { Core } from '../core/create-core'
import { readAtMost } from '../base/read-at-most'

/**
 * The web host: the same core served over HTTP on loopback, one POST per channel (`/ipc/<channel>`, body
 * `{ input }`, answer the dispatch envelope) and push events over a WebSocket (`/events`). It is how the whole app
 * runs in a browser, for tests and where the Electron binary cannot be installed.
 *
 * Every call carries the per-run token (header `Authorization: Bearer <token>`; the WebSocket passes it as the
 * `token` query parameter, since browsers cannot set headers there). The page learns the token from the URL
 * fragment the host prints, which never reaches a server log. Requests whose Host is not this loopback address
 * are refused, which stops a web page elsewhere from reaching the host through DNS rebinding.
 *
 * A file the agent chose (the logo, an image, a document) is not sent inside a call: the page POSTs its bytes to
 * `/uploads` (same token, same origin rule), gets an upload id, and the channel takes that id (core/file-intake.ts).
 * A backup to restore, far larger than any document, goes to `/uploads/backup`: read as it streams in, up to
 * MAX_BACKUP_FILE_BYTES, and taken by the backup channels only.
 */
export interface WebHostOptions {
  core: Pick<Core, 'dispatch' | 'events' | 'downloads' | 'files'>
  /** The built renderer (out/renderer); absent = API only (integration tests). */
  rendererDir?: string
  host?: string
  port?: number
  /** Fixed token for tests; a random one per run otherwise. */
  token?: string
  /** The bound of `/uploads/backup`; MAX_BACKUP_FILE_BYTES unless a test sets a smaller one. */
  maxBackupBytes?: number
}

export interface WebHost {
  /** Base URL, e.g. http://127.0.0.1:5173 */
  url: string
  /** What to open in a browser: the base URL with the token in its fragment. */
  appUrl: string
  token: string
  port: number
  close(): Promise<void>
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1'])
// Files go to /uploads, never inside a call: the largest input (60 program days of text) is far below this.
const MAX_BODY_BYTES = 1024 * 1024

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK_HOSTS.has(host)) {
    throw new Error(
      `The web host binds to loopback (127.0.0.1 or ::1) only; refusing ${JSON.stringify(host)}.`,
    )
  }
  const token = options.token ?? randomBytes(24).toString('base64url')
  let port = options.port ?? 0
  const allowedHosts = () => new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
  /** No Origin (a program, not a page) or this host's own http origin; any other page is refused. */
  const isOwnOrigin = (origin: string | undefined): boolean =>
    origin === undefined ||
    (origin.startsWith('http://') && allowedHosts().has(origin.slice('http://'.length)))

  const app = new Hono<{ Bindings: HttpBindings }>()
  app.use('*', async (c, next) => {
    if (!allowedHosts().has(c.req.header('host') ?? '')) return c.text('Unknown host', 421)
    await next()
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
  })

  /** The token and the origin every call and upload must carry; the refusal to answer, or null. */
  const refusal = (c: Context<{ Bindings: HttpBindings }>): Response | null => {
    if (!hasToken(c.req.header('authorization'), token)) {
      return c.json({ ok: false, error: ipcFailure('UNAUTHORIZED', 'Missing or wrong web host token.') }, 401)
    }
    if (!isOwnOrigin(c.req.header('origin'))) {
      return c.json({ ok: false, error: ipcFailure('UNAUTHORIZED', 'Cross-origin calls are refused.') }, 403)
    }
    return null
  }

  app.post('/ipc/:channel', async (c) => {
    const refused = refusal(c)
    if (refused !== null) return refused
    const body = await readJsonBody(c)
    if (!body.ok) return c.json({ ok: false, error: ipcFailure('INVALID_INPUT', body.message) }, 400)
    return c.json(await options.core.dispatch(c.req.param('channel'), body.input))
  })

  // A file's bytes as the body; the answer is the FileRef a channel then takes. What the file is (its type by its
  // first bytes, the channel's own limit) is checked when the channel takes it, as for a path in Electron.
  const upload =
    (limit: number, purpose: FilePurpose) =>
    async (c: Context<{ Bindings: HttpBindings }>): Promise<Response> => {
      const refused = refusal(c)
      if (refused !== null) return refused
      const tooLarge = () =>
        c.json(
          {
            ok: false,
            error: ipcFailure(
              'INVALID_INPUT',
              `${purpose === 'backup' ? 'A backup file' : 'A file'} can be at most ${megabytes(limit)}. Nothing was sent.`,
              { field: 'file' },
            ),
          },
          413,
        )
      if (Number(c.req.header('content-length') ?? 0) > limit) return tooLarge()
      // Read as it comes, never past the bound: a body without a length (chunked) cannot take more either.
      const bytes = await readAtMost(c.req.raw.body, limit)
      if (bytes === null) return tooLarge()
      if (bytes.byteLength === 0) {
        return c.json(
          { ok: false, error: ipcFailure('INVALID_INPUT', 'The file is empty.', { field: 'file' }) },
          400,
        )
      }
      return c.json({ ok: true, data: options.core.files.acceptBytes(bytes, purpose) })
    }
  app.post('/uploads', upload(MAX_HANDED_FILE_BYTES, 'document'))
  app.post('/uploads/backup', upload(options.maxBackupBytes ?? MAX_BACKUP_FILE_BYTES, 'backup'))

  // A page of another origin may open a WebSocket anywhere (browsers apply no CORS to it): its Origin header is
  // the only sign, so the upgrade is refused before any token is even looked at.
  app.get('/events', async (c, next) => {
    if (!isOwnOrigin(c.req.header('origin'))) return c.text('Cross-origin sockets are refused.', 403)
    await next()
  })
  app.get(
    '/events',
    upgradeWebSocket((c) => {
      const authorized = hasToken(`Bearer ${c.req.query('token') ?? ''}`, token)
      let unsubscribe: (() => void) | null = null
      return {
        onOpen(_event, socket) {
          if (!authorized) {
            socket.close(4401, 'Missing or wrong web host token')
            return
          }
          unsubscribe = options.core.events.subscribe((event, payload) => {
            socket.send(JSON.stringify({ event, payload }))
          })
        },
        onClose() {
          unsubscribe?.()
        },
      }
    }),
  )

  // A document offered as a browser download (bookings.saveDocument): the id is unguessable, single-use and short
  // lived (core/download-links.ts), which is what lets a plain link, without the token header, fetch it.
  app.get('/downloads/:id', (c) => {
    const file = options.core.downloads.take(c.req.param('id'))
    if (file === null) return c.text('This download is no longer available. Save the document again.', 404)
    c.header('Content-Type', 'application/octet-stream')
    c.header('Content-Disposition', attachment(file.fileName))
    c.header('Cache-Control', 'no-store')
    return c.body(Buffer.from(file.bytes))
  })

  if (options.rendererDir !== undefined) {
    const root = relative(process.cwd(), options.rendererDir) || '.'
    app.use('/*', serveStatic({ root }))
    // Client-side routes (hash routing keeps these rare) fall back to the app.
    app.get('*', serveStatic({ root, path: 'index.html' }))
  }

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      {
        fetch: app.fetch,
        hostname: host,
        port,
        websocket: { server: new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 }) },
      },
      (info: AddressInfo) => {
        port = info.port
        resolve(started)
      },
    )
    started.once('error', reject)
  })

  const url = `http://${host === '::1' ? '[::1]' : host}:${port}`
  return {
    url,
    appUrl: `${url}/#token=${token}`,
    token,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const megabytes = (bytes: number): string => `${Math.floor(bytes / 1024 / 1024)} MB`

function hasToken(authorization: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`)
  const given = Buffer.from(authorization ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

async function readJsonBody(
  c: Context<{ Bindings: HttpBindings }>,
): Promise<{ ok: true; input: unknown } | { ok: false; message: string }> {
  const text = await c.req.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    return { ok: false, message: 'The request body is too large.' }
  if (text.trim() === '') return { ok: true, input: undefined }
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, message: 'The body must be a JSON object { "input": ... }.' }
    }
    return { ok: true, input: (parsed as { input?: unknown }).input }
  } catch {
    return { ok: false, message: 'The body is not valid JSON.' }
  }
}

/** Content-Disposition for a download: an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
