import { placeholderPng } from '../platform/png'

/**
 * Tiny, valid images of each accepted format, built byte by byte (no image library in the project): what the
 * inventory tests upload, and what a developer can paste to try the image endpoints. Each is a real file that
 * image viewers open.
 */

/** 1x1 grey baseline JPEG: one 8x8 block, DC 0 and end-of-block, with one-code Huffman tables. */
export function sampleJpeg(): Buffer {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ]
  const oneCodeTable = (tableClass: number) => [tableClass, 1, ...new Array<number>(15).fill(0), 0]
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]),
    ...segment(0xc4, oneCodeTable(0x00)),
    ...segment(0xc4, oneCodeTable(0x10)),
    ...segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    0x3f,
    0xff,
    0xd9,
  ])
}

/** 1x1 GIF89a with a two-colour table. */
export function sampleGif(): Buffer {
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    0x01,
    0x00,
    0x01,
    0x00,
    0x80,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0xff,
    0xff,
    0xff,
    0x2c,
    0x00,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00,
    0x02,
    0x02,
    0x44,
    0x01,
    0x00,
    0x3b,
  ])
}

/** 1x1 lossless WebP. */
export function sampleWebp(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')
}

/** A 96x64 PNG (the sandbox's placeholder gradient). */
export function samplePng(seed = 7): Buffer {
  return placeholderPng(seed)
}

export function toDataUri(data: Buffer, mediaType: string): string {
  return `data:${mediaType};base64,${data.toString('base64')}`
}
