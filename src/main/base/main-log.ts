import type { DeskLog } from './desk-log'

/**
 * The log for code that is handed no logger (the event buses, the HTTP transport's guard, a few catch-alls): it
 * writes to the log of the core that runs now (createCore installs it, stop removes it), else to the console.
 * Several cores in one process (tests) each install theirs; the newest one still running gets the lines.
 */
export interface MainLog {
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

const installed: DeskLog[] = []

export const mainLog: MainLog = {
  warn(message, detail) {
    const log = installed.at(-1)
    if (log === undefined) console.warn(message, detail ?? '')
    else log.warn(message, detail)
  },
  error(message, detail) {
    const log = installed.at(-1)
    if (log === undefined) console.error(message, detail ?? '')
    else log.error(message, detail)
  },
}

/** Makes `log` the one mainLog writes to, until the returned function is called. */
export function installMainLog(log: DeskLog): () => void {
  installed.push(log)
  return () => {
    const at = installed.lastIndexOf(log)
    if (at >= 0) installed.splice(at, 1)
  }
}
