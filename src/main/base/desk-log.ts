import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import pino, { type Logger } from 'pino'
import pinoRoll from 'pino-roll'
import { REDACTED, scrubText, scrubValue, sensitiveValues } from './log-scrub'

/**
 * Main's log: one JSON line per entry in `logs/desk.N.log` of the data folder, rotated by size (pino-roll, a
 * SonicBoom stream in this thread: no transport worker, so the same code runs in Electron's main and under plain
 * Node in the web host and tests). Every entry is scrubbed before pino sees it (log-scrub.ts), and pino's own
 * redact paths cover the fixed places a credential sits, so what support gets from "Copy diagnostics" is safe to
 * paste anywhere.
 */

export interface DeskLog {
  info(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
  /** The last `count` lines written (already scrubbed), oldest first, across a rotation. */
  tail(count: number): Promise<string[]>
  /** Waits until every line logged so far is in the file. */
  flush(): Promise<void>
  /** Flushes and closes the file; later entries go to the console only. */
  close(): Promise<void>
}

export interface DeskLogOptions {
  /** The folder of the log files (`logs` in the data folder). */
  folder: string
  /** The secret values main knows right now (saved API keys, tokens): scrubbed from every entry's text. */
  secrets: () => readonly string[]
  /** One file's size before the next one starts, in MB (default 5), and how many old files are kept (default 4). */
  sizeMb?: number
  keepFiles?: number
}

const BASE_NAME = 'desk'
const EXTENSION = '.log'
/** pino-roll's file names: desk.1.log, desk.2.log, ... */
const LOG_FILE = /^desk\.(\d+)\.log$/

// Belt and braces for the shapes that carry credentials at fixed places; scrubValue already replaces them by key.
const REDACT_PATHS = [
  'detail.apiKey',
  'detail.token',
  'detail.password',
  'detail.headers.authorization',
  'detail.headers["x-api-key"]',
  'detail.*.headers.authorization',
  'detail.*.headers["x-api-key"]',
  'detail.input.customer',
  'detail.input.request.customer',
  'detail.input.request.rooms[*].travelers',
]

export function createDeskLog(options: DeskLogOptions): DeskLog {
  // Lines logged before the file is open (pino-roll opens it asynchronously) wait here, in order.
  const pending: string[] = []
  let stream: {
    write(line: string): unknown
    end(): void
    once(event: string, cb: () => void): unknown
  } | null = null
  let closed = false
  const opening = pinoRoll({
    file: join(options.folder, BASE_NAME),
    extension: EXTENSION,
    size: `${options.sizeMb ?? 5}m`,
    limit: { count: options.keepFiles ?? 4 },
    mkdir: true,
    // Synchronous writes: entries are rare (failures, starts), and a line is on disk before the call returns, so a
    // crash right after it, the diagnostics and the tests all see it.
    sync: true,
  })
    .then((opened) => {
      stream = opened
      for (const line of pending.splice(0)) opened.write(line)
      return opened
    })
    .catch((error: unknown) => {
      console.error('[log] the log file could not be opened; logging to the console only', error)
      return null
    })

  const logger: Logger = pino(
    {
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    {
      write(line: string) {
        if (closed) return
        if (stream !== null) stream.write(line)
        else pending.push(line)
      },
    },
  )

  const entry = (level: 'info' | 'warn' | 'error', message: string, detail: unknown): void => {
    let known: string[]
    try {
      known = [...options.secrets(), ...sensitiveValues(detail)]
    } catch {
      // A secret store that cannot be read right now: the key-based scrub and the shapes still apply.
      known = sensitiveValues(detail)
    }
    const text = scrubText(message, known)
    if (detail === undefined) logger[level](text)
    else logger[level]({ detail: scrubValue(detail, known) }, text)
    if (level !== 'info' && closed) console[level](text)
  }

  return {
    info: (message, detail) => entry('info', message, detail),
    warn: (message, detail) => entry('warn', message, detail),
    error: (message, detail) => entry('error', message, detail),
    async tail(count) {
      await opening
      return tailLines(options.folder, count)
    },
    async flush() {
      await opening
    },
    async close() {
      const opened = await opening
      closed = true
      if (opened === null) return
      await new Promise<void>((resolve) => {
        opened.once('close', resolve)
        opened.end()
      })
    },
  }
}

/** The last `count` lines of the newest log files, oldest first. */
export async function tailLines(folder: string, count: number): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(folder)
  } catch {
    return []
  }
  const files = names
    .map((name) => ({ name, n: Number(LOG_FILE.exec(name)?.[1] ?? NaN) }))
    .filter((file) => Number.isFinite(file.n))
    .sort((a, b) => b.n - a.n)
  const lines: string[] = []
  for (const file of files) {
    const text = await readFile(join(folder, file.name), 'utf8').catch(() => '')
    const fileLines = text.split('\n').filter((line) => line.trim() !== '')
    lines.unshift(...fileLines.slice(-(count - lines.length)))
    if (lines.length >= count) break
  }
  return lines
}
