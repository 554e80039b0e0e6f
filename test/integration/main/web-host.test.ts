import { mkdtempSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createCore, type Core } from '../../../src/main/core/create-core'
import { startWebHost, type WebHost } from '../../../src/main/hosts/web'
import { createNodePlatform } from '../../../src/main/platform/node/platform'

let core: Core
let host: WebHost

beforeAll(async () => {
  const platform = createNodePlatform(mkdtempSync(join(tmpdir(), 'agency-desk-webhost-')))
  core = createCore({
    platform,
    app: { name: 'Agency Desk', version: '0.0.0-test', host: 'web' },
    sandbox: null,
  })
  host = await startWebHost({ core })
})
afterAll(async () => {
  await host.close()
  await core.stop()
})

const call = (channel: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${host.url}/ipc/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const withToken = { Authorization: `Bearer ${'TOKEN'}` }

describe('web host', () => {
  it('serves a channel to a caller with the token', async () => {
    const response = await call('settings.get', {}, { Authorization: `Bearer ${host.token}` })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ok: true, data: { environment: 'sandbox' } })
  })

  it('refuses a call without the token, or with a wrong one, and changes nothing', async () => {
    const missing = await call('settings.update', { input: { locale: 'fr' } })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } })
    const wrong = await call('settings.update', { input: { locale: 'fr' } }, withToken)
    expect(wrong.status).toBe(401)
    const settings = await call('settings.get', {}, { Authorization: `Bearer ${host.token}` })
    expect(await settings.json()).toMatchObject({ data: { locale: 'en' } })
  })

  it('answers a bad input with the contract error envelope', async () => {
    const response = await call(
      'settings.update',
      { input: { locale: 42 } },
      { Authorization: `Bearer ${host.token}` },
    )
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    const notJson = await fetch(`${host.url}/ipc/settings.get`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${host.token}` },
      body: '{not json',
    })
    expect(notJson.status).toBe(400)
  })

  it('refuses a request whose Host is not its loopback address (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${host.url}/ipc/settings.get`,
        {
          method: 'POST',
          headers: { Host: `evil.example:${host.port}`, Authorization: `Bearer ${host.token}` },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end('{}')
    })
    expect(status).toBe(421)
  })

  it('refuses a cross-origin call even with the token', async () => {
    const response = await call(
      'settings.get',
      {},
      { Authorization: `Bearer ${host.token}`, Origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
  })

  it('refuses to bind anywhere but loopback', async () => {
    for (const address of ['0.0.0.0', '::', '192.168.1.10', 'localhost.evil']) {
      await expect(startWebHost({ core, host: address })).rejects.toThrow(/loopback/)
    }
  })

  it('pushes events over the WebSocket to a client with the token, and closes on one without', async () => {
    const refused = new WebSocket(`${host.url.replace('http', 'ws')}/events?token=wrong`)
    const closeCode = await new Promise<number>((resolve) => refused.on('close', (code) => resolve(code)))
    expect(closeCode).toBe(4401)

    const socket = new WebSocket(`${host.url.replace('http', 'ws')}/events?token=${host.token}`)
    await new Promise((resolve) => socket.on('open', resolve))
    const received = new Promise<{ event: string; payload: { locale: string } }>((resolve) =>
      socket.on('message', (data) => resolve(JSON.parse(String(data)))),
    )
    await call('settings.update', { input: { locale: 'de' } }, { Authorization: `Bearer ${host.token}` })
    expect(await received).toMatchObject({ event: 'settings.changed', payload: { locale: 'de' } })
    socket.close()
  })

  it('refuses a socket opened by a page of another origin, even with the token', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:1', 'null']) {
      const socket = new WebSocket(`${host.url.replace('http', 'ws')}/events?token=${host.token}`, { origin })
      const status = await new Promise<number>((resolve) => {
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
        socket.on('open', () => resolve(101))
      })
      expect(status, origin).toBe(403)
    }
    const own = new WebSocket(`${host.url.replace('http', 'ws')}/events?token=${host.token}`, {
      origin: host.url,
    })
    await new Promise((resolve) => own.on('open', resolve))
    own.close()
  })

  it('gives no CORS permission to another origin (no Access-Control-Allow-Origin, preflight refused)', async () => {
    const preflight = await fetch(`${host.url}/ipc/settings.get`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    })
    expect(preflight.ok).toBe(false)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const answer = await call('settings.get', {}, { Authorization: `Bearer ${host.token}` })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })
})
