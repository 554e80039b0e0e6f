import type { Context } from 'hono'

/**
 * Sets a header on an answer a handler already made. Hono's `c.header` then rebuilds the answer as a standard
 * Response whose body is a stream, which costs a 64 KB search answer its direct write (the node server copies
 * the stream chunk by chunk): the answer's own headers take the value in place instead. Headers that cannot
 * change in place (a Response from elsewhere, immutable) go through `c.header`.
 */
export function setFinalHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}
