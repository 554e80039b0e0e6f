import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { addDocument } from '@agency-desk/sandbox/testing'
import { decodeId } from '../../../src/shared/domain/ids'
import { sandboxBookings, BOOKING_WORLD, testCore, type TestCore } from './fixtures'

/**
 * Documents whose names come from elsewhere (a supplier, a colleague, the agent's own disk): a name with `../`, an
 * absolute path, a reserved device name, 300 characters, control characters; a file whose name says PDF but is
 * not. What the desk writes stays inside its data folder under a name any system takes; what it uploads is
 * checked by content and size, and a refusal changes nothing.
 */

const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
const HOSTILE_NAMES = [
  '../../../../../../tmp/escaped.pdf',
  '/etc/passwd',
  'C:\\Windows\\System32\\drivers\\etc\\hosts.pdf',
  'CON.pdf',
  'nul',
  `${'é'.repeat(300)}.pdf`,
  'invoice\u0000\u202e.fdp.exe',
  '..',
]

const server = sandboxForFile(BOOKING_WORLD)
let desk: TestCore
let bookingId = ''

beforeAll(async () => {
  desk = testCore(server())
  await desk.call('connectivity.check', undefined)
  bookingId = sandboxBookings(server(), 'confirmed')[0] ?? ''
  const numericId = decodeId('booking', bookingId) ?? 0
  for (const fileName of HOSTILE_NAMES) {
    addDocument(server().sandbox.ctx.db, numericId, {
      fileName,
      fileType: 'application/pdf',
      content: PDF,
      uploadedAt: new Date().toISOString(),
    })
  }
}, 60_000)

afterAll(async () => {
  await desk.core.stop()
})

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

describe('hostile file names', () => {
  it('from the service: saved inside the data folder under safe names, offered under safe names', async () => {
    const { documents } = await desk.call('bookings.documents', { bookingId })
    const hostile = documents.filter((document) => HOSTILE_NAMES.includes(document.fileName))
    expect(hostile).toHaveLength(HOSTILE_NAMES.length)
    for (const document of hostile) {
      const saved = await desk.call('bookings.downloadDocument', { bookingId, documentId: document.id })
      const fromFolder = relative(resolve(desk.folder), resolve(saved.path))
      expect(fromFolder.startsWith('..'), document.fileName).toBe(false)
      expect(fromFolder.startsWith('documents'), document.fileName).toBe(true)
      expect(existsSync(saved.path)).toBe(true)

      const handed = await desk.call('bookings.saveDocument', { bookingId, documentId: document.id })
      expect(handed.outcome).toBe('download')
      if (handed.outcome !== 'download') continue
      // eslint-disable-next-line no-control-regex -- control characters are what the name must not keep.
      expect(handed.fileName, document.fileName).not.toMatch(/[\\/\u0000-\u001f\u202e]|^\.|^(con|nul)(\.|$)/i)
      expect([...handed.fileName].length, document.fileName).toBeLessThanOrEqual(150)
    }
    expect(existsSync('/tmp/escaped.pdf')).toBe(false)
    for (const path of filesUnder(desk.folder)) {
      expect(relative(desk.folder, path).startsWith('..')).toBe(false)
    }
  })

  it('to the service: a misleading type, an empty file or one over 5 MB is refused before sending', async () => {
    const before = (await desk.call('bookings.documents', { bookingId })).documents.length
    const sent = desk.requests.length
    const cases = [
      { fileName: 'voucher.pdf', bytes: new TextEncoder().encode('MZ\u0090\u0000 not a pdf at all') },
      { fileName: 'photo.png', bytes: new TextEncoder().encode('<svg onload="alert(1)"></svg>') },
      { fileName: 'big.pdf', bytes: new Uint8Array(5 * 1024 * 1024 + 1).fill(0x25) },
    ]
    for (const { fileName, bytes } of cases) {
      const error = await desk.fail('bookings.uploadDocument', {
        bookingId,
        fileName,
        file: desk.core.files.acceptBytes(bytes),
      })
      expect(error.code, fileName).toBe('INVALID_INPUT')
      expect(error.message, fileName).toMatch(/PDF, PNG|at most 5 MB|too|longer|must/)
    }
    expect(desk.requests.slice(sent).filter((request) => request.startsWith('PUT'))).toEqual([])
    expect((await desk.call('bookings.documents', { bookingId })).documents).toHaveLength(before)

    const accepted = await desk.call('bookings.uploadDocument', {
      bookingId,
      fileName: '../../../etc/AUX.pdf',
      file: desk.core.files.acceptBytes(PDF),
    })
    expect(accepted.fileName).toBe('_AUX.pdf')
  })
})
