import { ipcFailure, type DeskBridge } from '../../../shared/ipc'
import { createDeskClient, type DeskClient } from './client'
import { createWebTransport, takeWebToken } from './web-transport'

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
  return { transport: createWebTransport(window.location.origin, token), problem: null }
}

const picked = pickTransport()

/** True in a browser through the web host; false inside the Electron app. */
export const isWebHost: boolean = window.desk === undefined

/** Why the app cannot talk to main at all (shown instead of the shell), or null. */
export const bridgeProblem: string | null = picked.problem

const unavailable: DeskBridge = {
  invoke: async () => ({ ok: false, error: ipcFailure('UNAUTHORIZED', bridgeProblem ?? '') }),
  on: () => () => undefined,
}

export const bridge: DeskClient = createDeskClient(picked.transport ?? unavailable)
