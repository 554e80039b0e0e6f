import { describe, expect, it } from 'vitest'
import { readAtMost } from '../../../src/main/base/read-at-most'

/** A stream of the given chunks that records whether it was cancelled and how many chunks were pulled. */
function chunked(chunks: Uint8Array[]) {
  const seen = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[seen.pulled]
      seen.pulled += 1
      if (next === undefined) controller.close()
      else controller.enqueue(next)
    },
    cancel() {
      seen.cancelled = true
    },
  })
  return { stream, seen }
}

describe('readAtMost', () => {
  it('joins every chunk when the total is within the limit, the limit itself included', async () => {
    const { stream } = chunked([Uint8Array.of(1, 2), Uint8Array.of(3), Uint8Array.of(4, 5)])
    const bytes = await readAtMost(stream, 5)
    expect(Array.from(bytes ?? [])).toEqual([1, 2, 3, 4, 5])
  })

  it('gives a buffer of its own, not a view into a chunk', async () => {
    const chunk = new Uint8Array(new ArrayBuffer(64), 8, 4).fill(7)
    const bytes = await readAtMost(chunked([chunk]).stream, 10)
    expect(bytes?.buffer.byteLength).toBe(4)
    expect(bytes?.byteOffset).toBe(0)
  })

  it('stops at the first chunk past the limit, cancels the stream and reads no further', async () => {
    const { stream, seen } = chunked([new Uint8Array(3), new Uint8Array(3), new Uint8Array(3)])
    expect(await readAtMost(stream, 5)).toBeNull()
    expect(seen.cancelled).toBe(true)
    expect(seen.pulled).toBeLessThan(3)
  })

  it('reads no body as empty bytes', async () => {
    expect((await readAtMost(null, 10))?.byteLength).toBe(0)
  })
})
