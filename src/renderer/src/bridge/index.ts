import { ipcFailure, type DeskBridge, type FileRef } from '../../../shared/ipc'
import { createDeskClient, type DeskClient } from './client'
import { createWebTransport, forgetWebToken, takeWebToken, watchWebToken } from './web-transport'

export { BridgeError, type DeskClient } from './client'

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a browser. */
    desk?: DeskBridge
  }
}

/** The one client of the app: the preload's IPC inside Electron, the web host in a browser. */
function pickTransport(): { transport: DeskBridge; problem: null } | { transport: null; problem: string } {
  if (window.desk !== undefined) return { transport: window.desk, problem: null }
  const token = takeWebToken(window.location, window.sessionStorage, window.history)
  if (token === null) {
    return {
      transport: null,
      problem:
        "Open Agency Desk with the link that `npm run web` printed: it carries this run's access token.",
    }
  }
  return { transport: createWebTransport(window.location.origin, token, tokenRefused), problem: null }
}

const TOKEN_REFUSED =
  "Agency Desk's web host no longer accepts this tab's access token: it was restarted since the tab was opened. " +
  'Open the link that `npm run web` printed when it last started (it carries the new token), here or in a new tab.'

/** Set once the web host refused the token: every screen would fail, so the app says this instead of them. */
let refusedProblem: string | null = null
const problemListeners = new Set<() => void>()

function tokenRefused(): void {
  // The bare address (or a reload) must not bring the refused token back from the tab's storage.
  forgetWebToken(window.sessionStorage)
  refusedProblem = TOKEN_REFUSED
  problemListeners.forEach((listener) => listener())
}

const picked = pickTransport()
if (window.desk === undefined)
  watchWebToken(window, window.location, window.sessionStorage, window.history, () =>
    window.location.reload(),
  )

/** For useSyncExternalStore: told when the app can no longer talk to main (the token was refused). */
export function subscribeBridgeProblem(listener: () => void): () => void {
  problemListeners.add(listener)
  return () => problemListeners.delete(listener)
}

/** Why the app cannot talk to main now (shown instead of the shell), or null. */
export function currentBridgeProblem(): string | null {
  return picked.problem ?? refusedProblem
}

/** True in a browser through the web host; false inside the Electron app. */
export const isWebHost: boolean = window.desk === undefined

/** Why the app cannot talk to main at all (shown instead of the shell), or null. */
export const bridgeProblem: string | null = picked.problem

const unavailable: DeskBridge = {
  invoke: async () => ({ ok: false, error: ipcFailure('UNAUTHORIZED', bridgeProblem ?? '') }),
  on: () => () => undefined,
  file: async () => ({ ok: false, error: ipcFailure('UNAUTHORIZED', bridgeProblem ?? '') }),
}

export const bridge: DeskClient = createDeskClient(picked.transport ?? unavailable)

/**
 * Hands main a file the agent chose or dropped; the answer goes in the call that takes it (the logo, an image, a
 * document). Not a read: helpers that prepare an upload may use it where they may not hold the client.
 */
export const handOverFile = (file: File): Promise<FileRef> => bridge.file(file)
