import { describe, expect, it } from 'vitest'
import { encodeId } from '../../../../src/shared/domain/ids'
import { syncAttachments, type Attachment } from '../../src/inventory/attachments-sync'
import { decodeImageDataUri, sniffImageType, structureProblem } from '../../src/inventory/image-data'
import { sampleGif, sampleJpeg, samplePng, sampleWebp, toDataUri } from '../../src/inventory/sample-images'

const SAMPLES = [
  ['image/png', samplePng()],
  ['image/jpeg', sampleJpeg()],
  ['image/gif', sampleGif()],
  ['image/webp', sampleWebp()],
] as const

describe('decodeImageDataUri', () => {
  it('accepts the four formats by content, whatever the declared type', () => {
    for (const [type, bytes] of SAMPLES) {
      const decoded = decodeImageDataUri(toDataUri(bytes, 'application/octet-stream'))
      expect(decoded).toEqual({ ok: true, mediaType: type, data: bytes })
    }
    // Whitespace inside the base64 (line-wrapped encoders) is fine.
    const wrapped = `data:image/png;base64,${samplePng()
      .toString('base64')
      .replace(/(.{76})/g, '$1\n')}`
    expect(decodeImageDataUri(wrapped).ok).toBe(true)
  })

  it('refuses every truncation of every format (422 INVALID_IMAGE)', () => {
    for (const [type, bytes] of SAMPLES) {
      for (const cut of [1, 2, 5, Math.floor(bytes.length / 2)]) {
        const decoded = decodeImageDataUri(toDataUri(bytes.subarray(0, bytes.length - cut), type))
        expect(decoded.ok ? 'accepted' : decoded.error.code, `${type} minus ${cut}`).toMatch(
          /INVALID_IMAGE|UNSUPPORTED_IMAGE_TYPE/,
        )
      }
      expect(structureProblem(bytes, type)).toBeNull()
    }
  })

  it('explains each refusal with a status and a code', () => {
    const code = (value: string, max?: number) => {
      const decoded = decodeImageDataUri(value, max)
      return decoded.ok ? 'ok' : `${decoded.error.status} ${decoded.error.code}`
    }
    expect(code('https://cdn.example.com/a.png')).toBe('400 REMOTE_IMAGE_NOT_ALLOWED')
    expect(code('HTTP://cdn.example.com/a.png')).toBe('400 REMOTE_IMAGE_NOT_ALLOWED')
    expect(code('//cdn.example.com/a.png')).toBe('400 REMOTE_IMAGE_NOT_ALLOWED')
    expect(code('file:///etc/passwd')).toBe('400 REMOTE_IMAGE_NOT_ALLOWED')
    expect(code('iVBORw0KGgo=')).toBe('400 INVALID_IMAGE_DATA')
    expect(code('data:image/png,plain')).toBe('400 INVALID_IMAGE_DATA')
    expect(code('data:image/png;base64,')).toBe('400 INVALID_IMAGE_DATA')
    expect(code('data:image/png;base64,%%%')).toBe('400 INVALID_IMAGE_DATA')
    expect(code(toDataUri(Buffer.from('GIF but not really'), 'image/gif'))).toBe('415 UNSUPPORTED_IMAGE_TYPE')
    expect(code(toDataUri(samplePng(), 'image/png'), 100)).toBe('413 IMAGE_TOO_LARGE')
  })

  it('sniffs magic numbers only', () => {
    expect(sniffImageType(Buffer.from('RIFF....WAVE', 'latin1'))).toBeNull()
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffImageType(Buffer.from('GIF87a', 'latin1'))).toBe('image/gif')
  })
})

describe('syncAttachments (v1 collection rules)', () => {
  const existing: Attachment[] = [
    { id: 1, displayName: 'Facade', kind: 'primary', mediaType: 'image/png', data: samplePng(1) },
    { id: 2, displayName: 'Pool', kind: 'secondary', mediaType: 'image/png', data: samplePng(2) },
    { id: 3, displayName: 'Room', kind: 'secondary', mediaType: 'image/png', data: samplePng(3) },
  ]
  let next = 100
  const nextId = () => (next += 1)

  it('leaves the collection untouched when the field is omitted', () => {
    const result = syncAttachments(existing, undefined, { mode: 'update', nextId })
    expect(result).toMatchObject({ ok: true, collection: existing, created: [], deleted: [] })
  })

  it('deletes everything for []', () => {
    const result = syncAttachments(existing, [], { mode: 'update', nextId })
    expect(result).toMatchObject({ ok: true, collection: [], deleted: [1, 2, 3] })
  })

  it('creates entries without id, updates metadata of entries with id, deletes absent ids, skips external URLs', () => {
    const result = syncAttachments(
      existing,
      [
        {
          id: encodeId('image', 2),
          displayName: 'Rooftop pool',
          kind: 'SECONDARY',
          imageUrl: toDataUri(sampleGif(), 'image/gif'),
        },
        { id: 1 },
        { displayName: 'Bar', imageUrl: toDataUri(sampleJpeg(), 'image/jpeg') },
        { displayName: 'Remote', imageUrl: 'https://example.com/x.jpg' },
      ],
      { mode: 'update', nextId },
    )
    if (!result.ok) throw new Error(result.error.message)
    expect(result.deleted).toEqual([3])
    expect(result.updated).toEqual([2, 1])
    expect(result.skipped).toEqual([{ index: 3, reason: 'external_url' }])
    expect(result.collection.map((image) => [image.displayName, image.kind, image.mediaType])).toEqual([
      ['Facade', 'primary', 'image/png'],
      ['Rooftop pool', 'secondary', 'image/png'],
      ['Bar', 'secondary', 'image/jpeg'],
    ])
    // The file of an updated image never changes.
    expect(result.collection[1]?.data.equals(samplePng(2))).toBe(true)
    expect(result.created).toHaveLength(1)
  })

  it('keeps one main picture: a new primary takes over', () => {
    const result = syncAttachments(
      existing,
      [
        { id: 1 },
        { displayName: 'New facade', kind: 'primary', imageUrl: toDataUri(sampleWebp(), 'image/webp') },
      ],
      { mode: 'update', nextId },
    )
    if (!result.ok) throw new Error(result.error.message)
    expect(result.collection.map((image) => image.kind)).toEqual(['secondary', 'primary'])
  })

  it('refuses the whole sync for an invalid entry: bad kind, unknown id, non-image, id in a create', () => {
    const code = (incoming: Parameters<typeof syncAttachments>[1], mode: 'create' | 'update' = 'update') => {
      const result = syncAttachments(existing, incoming, { mode, nextId })
      return result.ok ? 'ok' : `${result.error.status} ${result.error.code} #${result.error.index}`
    }
    expect(code([{ id: 1, kind: 'banner' }])).toBe('400 INVALID_ATTACHMENT_KIND #0')
    expect(code([{ id: 1 }, { id: 99 }])).toBe('400 UNKNOWN_ATTACHMENT #1')
    expect(code([{ imageUrl: toDataUri(Buffer.from('nope'), 'image/png') }])).toBe(
      '415 UNSUPPORTED_IMAGE_TYPE #0',
    )
    expect(code([{ imageUrl: 'not a data url' }])).toBe('400 INVALID_IMAGE_DATA #0')
    expect(code([{ id: 1 }], 'create')).toBe('400 VALIDATION_ERROR #0')
  })

  it('in a create, adds the new images to what exists', () => {
    const result = syncAttachments(
      [],
      [{ displayName: 'First', imageUrl: toDataUri(samplePng(), 'image/png') }],
      { mode: 'create', nextId },
    )
    if (!result.ok) throw new Error(result.error.message)
    expect(result.collection.map((image) => image.displayName)).toEqual(['First'])
    expect(result.deleted).toEqual([])
  })
})
