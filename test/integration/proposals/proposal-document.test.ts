import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import {
  proposalDocumentsHandlers,
  type ProposalDocumentsContext,
} from '../../../src/main/core/proposal-documents.handlers'
import { createDownloadLinks } from '../../../src/main/core/download-links'
import { createNodePlatform } from '../../../src/main/platform/node/platform'
import type { Platform } from '../../../src/main/platform/types'
import { DeskError } from '../../../src/shared/ipc/errors'
import type { Proposal } from '../../../src/shared/domain/proposals'
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/ipc/settings'
import { formatMoney } from '../../../src/shared/domain/money'
import { NET_AMOUNTS, sampleProposal } from '../../unit/proposals/document/proposal-fixture'
import { parseEml } from '../../unit/proposals/document/eml'
import { fileSandbox } from '../core/fixtures'

/**
 * The proposal's PDF made by the renderer vouchers use (headless Chromium) and read back with poppler's pdftotext:
 * every script of the demo world prints, the totals are there and no net figure is; the e-mail draft carries that
 * PDF. Page 1 is kept as a PNG for a person to look at.
 */

const hasPoppler = spawnSync('pdftotext', ['-v']).error === undefined
const SCREENSHOT = join('test-results', 'screenshots', 'proposal-document.png')

/** A 120x48 PNG of the agency's colours, made here (no image file in the repository). */
function logoPng(): Buffer {
  const width = 120
  const height = 48
  const rows: Buffer[] = []
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x += 1) {
      const band = y > 30 && y < 38
      const [r, g, b] = band ? [255, 212, 59] : x < 48 ? [8, 127, 91] : [18, 184, 134]
      row.set([r, g, b], 1 + x * 3)
    }
    rows.push(row)
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  locale: 'en',
  timeZone: 'Europe/Lisbon',
  agency: {
    name: 'Voyages Øresund',
    address: '1 Rua Nova, 1100-001 Lisboa',
    phone: '+351 21 000 0000',
    email: 'desk@voyages.example',
    agentName: 'Ana',
  },
}

const platforms: Platform[] = []
afterAll(async () => {
  for (const platform of platforms) await platform.pdf.close?.()
})

/** The handlers over a real Node platform (Chromium, files), a store holding `proposals` and a chosen host. */
function documentsDesk(proposals: Proposal[], host: 'web' | 'electron' = 'web', opens = true) {
  const folder = mkdtempSync(join(tmpdir(), 'desk-proposal-doc-'))
  const node = createNodePlatform(folder)
  const opened: string[] = []
  const platform: Platform = {
    ...node,
    files: {
      ...node.files,
      open: async (path) => {
        opened.push(path)
        return opens
      },
    },
  }
  platforms.push(platform)
  const downloads = createDownloadLinks()
  const ctx: ProposalDocumentsContext = {
    platform,
    app: { name: 'Agency Desk', version: '0', host },
    downloads,
    proposals: {
      get: (id) => {
        const found = proposals.find((proposal) => proposal.id === id)
        if (found === undefined) throw new DeskError('NOT_FOUND', `No proposal ${id}.`)
        return found
      },
    },
    settings: { get: () => SETTINGS },
    vouchers: { logo: async () => `data:image/png;base64,${logoPng().toString('base64')}` },
  }
  const take = (url: string) => {
    const file = downloads.take(url.split('/').pop() ?? '')
    if (file === null) throw new Error('no download')
    return file
  }
  return { handlers: proposalDocumentsHandlers(ctx), take, opened, folder }
}

/** Page 1 of a PDF as a PNG, for a person to look at (poppler's pdftoppm). */
function savePageOne(bytes: Uint8Array, png: string): void {
  if (spawnSync('pdftoppm', ['-v']).error !== undefined) return
  mkdirSync(join('test-results', 'screenshots'), { recursive: true })
  const pdf = join(mkdtempSync(join(tmpdir(), 'proposal-png-')), 'proposal.pdf')
  writeFileSync(pdf, bytes)
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '110',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    png.replace(/\.png$/, ''),
  ])
  expect(readFileSync(png).subarray(1, 4).toString('ascii')).toBe('PNG')
}

function pdfToText(bytes: Uint8Array): string {
  const folder = mkdtempSync(join(tmpdir(), 'proposal-pdf-'))
  const file = join(folder, 'proposal.pdf')
  writeFileSync(file, bytes)
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
}

describe('the proposal document', () => {
  it.skipIf(!hasPoppler)(
    'prints every script, the totals and the validity, and no net figure (read back with pdftotext)',
    async () => {
      const proposal = sampleProposal()
      const { handlers, take } = documentsDesk([proposal])
      const handed = await handlers['proposals.document']({ id: proposal.id })
      expect(handed).toMatchObject({
        outcome: 'download',
        fileName: 'proposal-łódź-and-kyoto-in-march.pdf',
        source: 'cache',
      })
      if (handed.outcome !== 'download') throw new Error('not a download')
      const { bytes } = take(handed.url)
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
      const text = pdfToText(bytes)
      const flat = text.replace(/\s+/g, ' ')

      expect(text).toContain('王')
      expect(text).toContain('Ελένη')
      expect(text).toContain('Łódź')
      expect(flat).toContain('Ryokan 王宮')
      expect(flat).toContain('Voyages Øresund')
      for (const total of [
        formatMoney(593.6, 'EUR', 'en-GB'),
        formatMoney(84_500, 'JPY', 'en-GB'),
        formatMoney(74.2, 'EUR', 'en-GB'),
        formatMoney(86.1, 'EUR', 'en-GB'),
      ])
        expect(flat).toContain(total)
      expect(flat).toContain('valid until 14 February 2027')
      expect(flat).toContain('GMT+9')
      for (const { amount, currency } of NET_AMOUNTS) {
        expect(flat).not.toContain(formatMoney(amount, currency, 'en-GB'))
        expect(flat).not.toContain(currency === 'JPY' ? '70,310' : amount.toFixed(2))
      }
      for (const supplier of ['Bedbank Alpha', 'Channel Gamma', 'Tours Omega'])
        expect(flat).not.toContain(supplier)

      // Page 1 as a person sees it (the three options side by side).
      savePageOne(bytes, SCREENSHOT)
    },
    90_000,
  )

  it.skipIf(!hasPoppler)(
    'prints the suppliers when the proposal shows them, options one after the other',
    async () => {
      const proposal = sampleProposal({ showSuppliers: true })
      const { handlers, take } = documentsDesk([proposal])
      const handed = await handlers['proposals.document']({ id: proposal.id, layout: 'sequential' })
      if (handed.outcome !== 'download') throw new Error('not a download')
      const { bytes } = take(handed.url)
      const flat = pdfToText(bytes).replace(/\s+/g, ' ')
      savePageOne(bytes, SCREENSHOT.replace(/\.png$/, '-sequential.png'))
      expect(flat).toContain('Supplied by Bedbank Alpha')
      expect(flat).toContain('Supplied by Tours Omega')
    },
    90_000,
  )

  it('refuses an unknown proposal and renders nothing', async () => {
    const { handlers } = documentsDesk([])
    await expect(
      handlers['proposals.document']({ id: '7d1c5c8a-1111-4222-8333-444455556666' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })
})

describe('the proposal e-mail draft', () => {
  it('downloads in the web host: an .eml to the customer with the PDF attached', async () => {
    const proposal = sampleProposal()
    const { handlers, take } = documentsDesk([proposal])
    const drafted = await handlers['proposals.emailDraft']({ id: proposal.id })
    expect(drafted).toMatchObject({ outcome: 'download', fileName: 'proposal-łódź-and-kyoto-in-march.eml' })
    if (drafted.outcome !== 'download') throw new Error('not a download')
    const message = parseEml(take(drafted.url).bytes)
    expect(message.headers.get('to')).toBe('Ελένη Wang 王 <eleni.wang@example.com>')
    expect(message.headers.get('subject')).toBe('Łódź and Kyoto in March')
    const attachment = message.parts.find((part) =>
      part.headers.get('content-type')?.startsWith('application/pdf'),
    )
    expect(attachment?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    if (hasPoppler) expect(pdfToText(attachment?.content ?? new Uint8Array())).toContain('Ελένη')
  }, 90_000)

  it("opens with the system's mail program in the desktop app, and says where it is when none opens it", async () => {
    const proposal = sampleProposal()
    const desktop = documentsDesk([proposal], 'electron')
    expect(await desktop.handlers['proposals.emailDraft']({ id: proposal.id })).toEqual({
      outcome: 'opened',
      fileName: 'proposal-łódź-and-kyoto-in-march.eml',
    })
    expect(desktop.opened).toEqual([join(desktop.folder, 'proposal-drafts', `${proposal.id}.eml`)])
    expect(parseEml(readFileSync(desktop.opened[0] ?? '')).headers.get('x-unsent')).toBe('1')

    const none = documentsDesk([proposal], 'electron', false)
    await expect(none.handlers['proposals.emailDraft']({ id: proposal.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { path: join(none.folder, 'proposal-drafts', `${proposal.id}.eml`) },
    })
  }, 90_000)
})

describe('the core', () => {
  const sandbox = fileSandbox()
  it('serves proposals.document and proposals.emailDraft itself (not the placeholder): unknown is NOT_FOUND', async () => {
    const app = sandbox.desk()
    const id = '7d1c5c8a-1111-4222-8333-444455556666'
    expect(await app.fail('proposals.document', { id })).toMatchObject({ code: 'NOT_FOUND' })
    expect(await app.fail('proposals.emailDraft', { id })).toMatchObject({ code: 'NOT_FOUND' })
  })
})
