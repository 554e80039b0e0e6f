import { crc32, deflateSync } from 'node:zlib'

/**
 * A tiny PNG encoder for the sandbox's placeholder images: a 96x64 RGB gradient whose colours are derived from a
 * number, so each image looks different but is always the same bytes for the same number.
 */
const WIDTH = 96
const HEIGHT = 64

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

const cache = new Map<number, Buffer>()

export function placeholderPng(seed: number): Buffer {
  const cached = cache.get(seed)
  if (cached !== undefined) return cached
  // Two hues from the seed (golden-ratio steps spread consecutive ids apart).
  const hue = (seed * 0.618033988749895) % 1
  const [r1, g1, b1] = hsl(hue, 0.55, 0.55)
  const [r2, g2, b2] = hsl((hue + 0.15) % 1, 0.6, 0.3)
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT)
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * (WIDTH * 3 + 1)
    raw[row] = 0 // filter: none
    for (let x = 0; x < WIDTH; x += 1) {
      const t = (x / WIDTH + y / HEIGHT) / 2
      const offset = row + 1 + x * 3
      raw[offset] = Math.round(r1 + (r2 - r1) * t)
      raw[offset + 1] = Math.round(g1 + (g2 - g1) * t)
      raw[offset + 2] = Math.round(b1 + (b2 - b1) * t)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(WIDTH, 0)
  header.writeUInt32BE(HEIGHT, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
  if (cache.size > 5000) cache.clear()
  cache.set(seed, png)
  return png
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h * 12) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)]
}
