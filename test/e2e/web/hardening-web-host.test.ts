import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './fixtures'

/**
 * A page of another origin, in the same browser, that even knows this run's token: it can neither call the web
 * host nor open its event socket. (Another loopback port is another origin, like any site the agent visits.)
 */

let attacker: Server
let attackerUrl = ''

test.beforeAll(async () => {
  attacker = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' })
    response.end('<!doctype html><title>Another site</title><p>Another site</p>')
  })
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`
})

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve))
})

test('a page of another origin cannot call the web host or open its socket, even with the token', async ({
  page,
  webHost,
}) => {
  const token = new URL(webHost.appUrl).hash.replace('#token=', '')
  const localeBefore = await localeOf(webHost.baseUrl, token)
  expect(localeBefore).not.toBe('de')
  await page.goto(attackerUrl)
  const attempts = await page.evaluate(
    async ({ base, token }) => {
      const call = await fetch(`${base}/ipc/settings.update`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ input: { locale: 'de' } }),
      }).then(
        (response) => `answered ${response.status}`,
        (error: Error) => `blocked: ${error.name}`,
      )
      // A "simple" request needs no preflight: the browser sends it, so the host itself must refuse it.
      const simple = await fetch(`${base}/ipc/settings.update`, {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ input: { locale: 'de' } }),
      }).then(
        (response) => `sent (${response.type})`,
        (error: Error) => `blocked: ${error.name}`,
      )
      const socket = await new Promise<string>((resolve) => {
        const ws = new WebSocket(`${base.replace('http', 'ws')}/events?token=${token}`)
        ws.onopen = () => resolve('opened')
        ws.onerror = () => resolve('refused')
        setTimeout(() => resolve('no answer'), 5_000)
      })
      return { call, simple, socket }
    },
    { base: webHost.baseUrl, token },
  )
  expect(attempts.call).toBe('blocked: TypeError')
  expect(attempts.socket).toBe('refused')
  expect(attempts.simple).toBe('sent (opaque)')

  // Nothing changed: the settings read as before the attempts.
  expect(await localeOf(webHost.baseUrl, token)).toBe(localeBefore)
})

async function localeOf(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/ipc/settings.get`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  })
  const locale = ((await response.json()) as { data: { locale: string } }).data.locale
  expect(locale).toMatch(/^[a-z]{2}/)
  return locale
}
