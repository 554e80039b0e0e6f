import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox } from '../../support/sandbox/start'
import { MAX_RESPONSE_BYTES } from '../../../src/main/api/http/send'
import type { SandboxServer } from '@agency-desk/sandbox'
import { sandboxApi } from '../api/sandbox-client'
import { BOOKING_WORLD, testCore, type TestCore } from './fixtures'

/**
 * Answers no service should send, made by a proxy in front of the sandbox for the booking detail only: a body cut
 * off, HTML, a 200 carrying an error, 50 MB, a slow trickle. Each is a typed error of the client (never a crash or
 * a hang past its timeout), and the agent keeps reading the cache's last good copy.
 */

type Mode = 'pass' | 'truncated' | 'html' | 'errorIn200' | 'huge' | 'trickle'
let mode: Mode = 'pass'
let sandbox: SandboxServer
let proxy: Server
let proxyUrl = ''
let desk: TestCore

const MANGLED = /^\/api\/v1\/bookings\/[^/]+$/

function forward(req: IncomingMessage, res: ServerResponse): void {
  const target = new URL(sandbox.url)
  const upstream = request(
    { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  req.pipe(upstream)
}

function mangle(res: ServerResponse): void {
  // Marked as a fault, like the sandbox's own malformed answers: the OpenAPI check of every answer skips it.
  res.setHeader('X-Sandbox-Fault', mode)
  switch (mode) {
    case 'truncated':
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '5000' })
      res.write('{"id":"B12","state":"conf')
      setTimeout(() => res.socket?.destroy(), 20)
      return
    case 'html':
      res.writeHead(200, { 'Content-Type': 'text/html' })
      res.end('<!doctype html><title>Sign in</title><form>Please sign in</form>')
      return
    case 'errorIn200':
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } }))
      return
    case 'huge': {
      // 50 MB of a JSON array, chunked (no Content-Length): the client must stop counting at its limit.
      res.writeHead(200, { 'Content-Type': 'application/json' })
      const chunk = Buffer.from('1,'.repeat(512 * 1024))
      let sent = 0
      const pump = (): void => {
        while (sent < 50 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
        if (!res.destroyed) res.end('1]')
      }
      res.write('[')
      pump()
      return
    }
    case 'trickle': {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 200)
      res.on('close', () => clearInterval(timer))
      return
    }
    default:
      throw new Error(`not a mangling mode: ${mode}`)
  }
}

beforeAll(async () => {
  sandbox = await startTestSandbox(BOOKING_WORLD)
  proxy = createServer((req, res) => {
    if (mode !== 'pass' && req.method === 'GET' && MANGLED.test(req.url?.split('?')[0] ?? '')) mangle(res)
    else forward(req, res)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  desk = testCore({ ...sandbox, url: proxyUrl })
  await desk.call('connectivity.check', undefined)
}, 60_000)

afterAll(async () => {
  mode = 'pass'
  await desk.core.stop()
  proxy.closeAllConnections()
  await new Promise((resolve) => proxy.close(resolve))
  await sandbox.close()
})

describe('hostile answers', () => {
  it('are typed errors, and the booking page keeps the last good copy', async () => {
    const list = await desk.call('bookings.list', {
      refresh: true,
      kind: 'hotel',
      states: ['confirmed'],
      limit: 1,
    })
    const bookingId = list.bookings[0]?.id ?? ''
    const good = await desk.call('bookings.get', { bookingId })
    expect(good.source).toBe('service')

    const expected: Record<Exclude<Mode, 'pass' | 'trickle'>, { code: string; message: RegExp }> = {
      truncated: { code: 'NETWORK', message: /cannot be reached/ },
      html: { code: 'INVALID_RESPONSE', message: /not JSON/ },
      errorIn200: { code: 'INVALID_RESPONSE', message: /unexpected answer/ },
      huge: {
        code: 'INVALID_RESPONSE',
        message: new RegExp(`larger than ${MAX_RESPONSE_BYTES / 1048576} MB`),
      },
    }
    for (const [name, error] of Object.entries(expected)) {
      mode = name as Mode
      const failure = await desk.core.api.bookings.getV1(bookingId).then(
        () => null,
        (thrown: unknown) => thrown,
      )
      expect(failure, name).toMatchObject(error)
      const shown = await desk.call('bookings.get', { bookingId })
      expect(shown.source, name).toBe('cache')
      expect(shown.asOf, name).toBe(good.asOf)
      expect(shown.v1, name).toEqual(good.v1)
    }
    mode = 'pass'
    expect((await desk.call('bookings.get', { bookingId })).source).toBe('service')
  }, 120_000)

  it('a body that trickles in is a TIMEOUT of the client, not a wait without end', async () => {
    const list = await desk.call('bookings.list', { limit: 1 })
    const bookingId = list.bookings[0]?.id ?? ''
    const client = sandboxApi({ ...sandbox, url: proxyUrl }, { timeouts: { readMs: 600, writeMs: 600 } })
    mode = 'trickle'
    try {
      const failure = await client.client.bookings.getV1(bookingId).then(
        () => null,
        (thrown: unknown) => thrown,
      )
      expect(failure).toMatchObject({ code: 'TIMEOUT', message: /did not answer within/ })
    } finally {
      mode = 'pass'
    }
  }, 60_000)
})
