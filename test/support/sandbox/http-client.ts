/**
 * A minimal HTTP client for the sandbox, used by the unit, integration and bench code that talks to it:
 * real HTTP, an API key by default, JSON in and out, never throwing on an error status.
 */
export const DEMO_KEYS = {
  to1: 'sandbox-to-key-1',
  to2: 'sandbox-to-key-2',
  dmc1: 'sandbox-dmc-key-1',
  dmc2: 'sandbox-dmc-key-2',
} as const

export interface CallOptions {
  method?: string
  /** API key; default the first tour operator's; null = no key. */
  key?: string | null
  /** A value to send as JSON, or a string sent as is. */
  body?: unknown
  headers?: Record<string, string>
}

export interface CallResult {
  status: number
  headers: Headers
  /** Parsed JSON body, or null when the body is empty or not JSON. */
  json: unknown
  text: string
}

export function sandboxClient(baseUrl: string) {
  return async function call(path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.key !== null) headers['X-API-Key'] ??= options.key ?? DEMO_KEYS.to1
    let body: string | undefined
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
      headers['Content-Type'] ??= 'application/json'
    }
    const response = await fetch(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers, body })
    const text = await response.text()
    let json: unknown
    try {
      json = text === '' ? null : JSON.parse(text)
    } catch {
      json = null
    }
    return { status: response.status, headers: response.headers, json, text }
  }
}
