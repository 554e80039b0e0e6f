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

/**
 * A new link pasted into the same tab changes only the fragment, so the page would not reload and would keep the
 * old token: a token in a changed fragment is taken and the page starts again with it (once: taking it clears
 * the fragment).
 */
export function watchWebToken(
  target: Pick<EventTarget, 'addEventListener'>,
  location: Location,
  storage: Storage,
  history: History,
  reload: () => void,
): void {
  const tokenPasted = (): void => {
    if (!new URLSearchParams(location.hash.replace(/^#/, '')).has('token')) return
    takeWebToken(location, storage, history)
    reload()
  }
  // popstate comes first, before the hash router (registered later) turns the unknown fragment into a route.
  target.addEventListener('popstate', tokenPasted)
  target.addEventListener('hashchange', tokenPasted)
}

export function forgetWebToken(storage: Storage): void {
  storage.removeItem(TOKEN_KEY)
}

/**
 * Calls as POST /ipc/<channel>; push events over one WebSocket, open while someone listens, that reconnects
 * with backoff. `onRefused` is told once when the host refuses the token (a restarted host has a new one): no call can succeed after that.
 */
export function createWebTransport(origin: string, token: string, onRefused?: () => void): DeskBridge {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  let socket: WebSocket | null = null
  let reconnect: ReturnType<typeof setTimeout> | null = null
  let retryMs = 500
  let refused = false
  const tokenRefused = (): void => {
    if (refused) return
    refused = true
    onRefused?.()
  }

  const connect = (): void => {
    const url = `${origin.replace(/^http/, 'ws')}/events?token=${encodeURIComponent(token)}`
    const opened = new WebSocket(url)
    socket = opened
    opened.addEventListener('open', () => {
      retryMs = 500
    })
    opened.addEventListener('message', (message) => {
      const pushed = readPushedEvent(message.data)
      if (pushed === null) return
      for (const listener of listeners.get(pushed.event) ?? []) listener(pushed.payload)
    })
    opened.addEventListener('close', (closed) => {
      // A socket closed because nobody listens any more may report it after a new one opened.
      if (socket !== opened) return
      socket = null
      if (closed.code === 4401) {
        tokenRefused() // wrong token: retrying cannot help
        return
      }
      if (listeners.size === 0) return
      reconnect = setTimeout(() => {
        reconnect = null
        connect()
      }, retryMs)
      retryMs = Math.min(retryMs * 2, 10_000)
    })
  }

  const disconnect = (): void => {
    if (reconnect !== null) clearTimeout(reconnect)
    reconnect = null
    const open = socket
    socket = null
    open?.close(1000, 'No listener left')
  }

  /** One POST to the host; its envelope, or why the host could not be asked. */
  const post = async (path: string, contentType: string, body: BodyInit): Promise<IpcResult<unknown>> => {
    let response: Response
    try {
      response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Authorization: `Bearer ${token}` },
        body,
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
    if (response.status === 401) tokenRefused()
    return (await response.json()) as IpcResult<unknown>
  }

  return {
    invoke: (name, input) =>
      post(`/ipc/${encodeURIComponent(name)}`, 'application/json', JSON.stringify({ input })),
    // The file's bytes to /uploads; the call that takes the file names it by the id the host answers.
    // A backup goes to its own route: a larger bound, and a file only the backup channels take.
    file: (file, purpose) =>
      post(purpose === 'backup' ? '/uploads/backup' : '/uploads', 'application/octet-stream', file),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      if (socket === null && reconnect === null) connect()
      return () => {
        set.delete(listener)
        if (set.size === 0 && listeners.get(event) === set) listeners.delete(event)
        if (listeners.size === 0) disconnect()
      }
    },
  }
}

/** A pushed event as the web host sends it; anything else (a proxy's page, a truncated frame) is ignored. */
function readPushedEvent(data: unknown): { event: string; payload: unknown } | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(String(data))
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null || !('event' in parsed)) return null
  if (typeof parsed.event !== 'string') return null
  return { event: parsed.event, payload: 'payload' in parsed ? parsed.payload : undefined }
}
