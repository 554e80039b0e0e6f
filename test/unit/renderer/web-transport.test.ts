import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWebTransport } from '../../../src/renderer/src/bridge/web-transport'

type Handler = (event: { data?: unknown; code?: number }) => void

/** A WebSocket that the test drives: it opens, receives and closes when the test says. */
class FakeSocket {
  static made: FakeSocket[] = []
  readonly handlers = new Map<string, Handler[]>()
  closedWith: number | null = null
  constructor(readonly url: string) {
    FakeSocket.made.push(this)
  }
  addEventListener(type: string, handler: Handler): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler])
  }
  close(code = 1000): void {
    this.closedWith = code
  }
  /** Calls the transport's handlers directly, so that an exception in them reaches the test. */
  emit(type: string, event: { data?: unknown; code?: number } = {}): void {
    for (const handler of this.handlers.get(type) ?? []) handler(event)
  }
  receive(data: string): void {
    this.emit('message', { data })
  }
}

const live = (): FakeSocket[] => FakeSocket.made.filter((socket) => socket.closedWith === null)

beforeEach(() => {
  FakeSocket.made = []
  vi.useFakeTimers()
  vi.stubGlobal('WebSocket', FakeSocket)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('web transport events', () => {
  it('ignores a message that is not JSON or not an event, and delivers the next ones', () => {
    const transport = createWebTransport('http://127.0.0.1:5000', 'token-1')
    const received: unknown[] = []
    transport.on('settings.changed', (payload) => received.push(payload))
    const [socket] = FakeSocket.made
    expect(socket?.url).toBe('ws://127.0.0.1:5000/events?token=token-1')
    for (const junk of ['<html>502 Bad Gateway</html>', '', 'null', '42', '{"payload":1}', '{"event":7}']) {
      expect(() => socket?.receive(junk)).not.toThrow()
    }
    socket?.receive(JSON.stringify({ event: 'settings.changed', payload: { locale: 'fr' } }))
    expect(received).toEqual([{ locale: 'fr' }])
  })

  it('closes its socket when the last listener leaves, and opens one for the next listener', () => {
    const transport = createWebTransport('http://127.0.0.1:5000', 'token-1')
    const offFirst = transport.on('settings.changed', () => undefined)
    const offSecond = transport.on('sync.progress', () => undefined)
    expect(FakeSocket.made).toHaveLength(1)
    offFirst()
    expect(live()).toHaveLength(1)
    offSecond()
    expect(live()).toHaveLength(0)
    expect(FakeSocket.made[0]?.closedWith).toBe(1000)
    // The browser reports the close later; nobody listens, so no reconnection follows.
    FakeSocket.made[0]?.emit('close', { code: 1000 })
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.made).toHaveLength(1)
    transport.on('settings.changed', () => undefined)
    expect(live()).toHaveLength(1)
    expect(FakeSocket.made).toHaveLength(2)
  })

  it('reconnects a dropped socket once while someone listens, never twice at a time', () => {
    const transport = createWebTransport('http://127.0.0.1:5000', 'token-1')
    transport.on('settings.changed', () => undefined)
    FakeSocket.made[0]?.emit('close', { code: 1006 })
    // A listener added while the reconnection waits joins it instead of opening a socket of its own.
    transport.on('sync.progress', () => undefined)
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.made).toHaveLength(2)
  })
})

describe('web transport files', () => {
  it('hands a file to /uploads, and a backup to the backup route', async () => {
    const posted: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        posted.push(url)
        return { status: 200, json: async () => ({ ok: true, data: { uploadId: 'x'.repeat(24) } }) }
      }),
    )
    const transport = createWebTransport('http://127.0.0.1:5173', 'token')
    const file = new Blob([new Uint8Array([1])]) as File
    await transport.file(file)
    await transport.file(file, 'document')
    await transport.file(file, 'backup')
    expect(posted).toEqual([
      'http://127.0.0.1:5173/uploads',
      'http://127.0.0.1:5173/uploads',
      'http://127.0.0.1:5173/uploads/backup',
    ])
  })
})
