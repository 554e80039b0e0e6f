import { ipcFailure, type DeskBridge, type IpcResult } from '../../../shared/ipc'

const TOKEN_KEY = 'agency-desk.web-token'

/**
 * The web host's token: given once in the URL fragment (#token=...), then kept for this tab only in
 * sessionStorage, so a reload keeps working and the fragment disappears from the address bar.
 */
export function takeWebToken(location: Location, storage: Storage, history: History): string | null {
  const fromFragment = new URLSearchParams(location.hash.replace(/^#/, '')).get('token')
  if (fromFragment) {
    storage.setItem(TOKEN_KEY, fromFragment)
    history.replaceState(null, '', location.pathname + location.search)
    return fromFragment
  }
  return storage.getItem(TOKEN_KEY)
}

/** Calls as POST /ipc/<channel>; push events over one WebSocket that reconnects with backoff. */
export function createWebTransport(origin: string, token: string): DeskBridge {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  let socket: WebSocket | null = null
  let retryMs = 500

  const connect = (): void => {
    const url = `${origin.replace(/^http/, 'ws')}/events?token=${encodeURIComponent(token)}`
    socket = new WebSocket(url)
    socket.addEventListener('open', () => {
      retryMs = 500
    })
    socket.addEventListener('message', (message) => {
      const { event, payload } = JSON.parse(String(message.data)) as { event: string; payload: unknown }
      for (const listener of listeners.get(event) ?? []) listener(payload)
    })
    socket.addEventListener('close', (closed) => {
      socket = null
      if (closed.code === 4401) return // wrong token: retrying cannot help
      setTimeout(connect, retryMs)
      retryMs = Math.min(retryMs * 2, 10_000)
    })
  }

  return {
    async invoke(name, input) {
      let response: Response
      try {
        response = await fetch(`${origin}/ipc/${encodeURIComponent(name)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ input }),
        })
      } catch {
        return {
          ok: false,
          error: ipcFailure(
            'OFFLINE',
            'Agency Desk cannot reach its web host. Is `npm run web` still running?',
          ),
        }
      }
      return (await response.json()) as IpcResult<unknown>
    },
    on(event, listener) {
      if (socket === null) connect()
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => set.delete(listener)
    },
  }
}
