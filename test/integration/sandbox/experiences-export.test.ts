import { inflateRawSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ExperienceExportResponseV1 } from '../../../src/shared/api/experiences-v1-booking'
import { ErrorBody } from '../../../src/shared/api/errors'
import { crc32 } from '../../../src/sandbox/experience-booking/zip'
import { sandboxClient } from '../../support/sandbox/http-client'
import { startSandboxServer, type SandboxServer } from '../../../src/sandbox/server'
import { createExperience, inDays, type CreatedExperience } from './experiences.fixtures'

let server: SandboxServer
let call: ReturnType<typeof sandboxClient>
let experience: CreatedExperience

beforeAll(async () => {
  server = await startSandboxServer({ port: 0, tickIntervalMs: 0 })
  call = sandboxClient(server.url)
  experience = createExperience(server, { name: 'Fixture Montmartre café crawl' })
})
afterAll(async () => {
  await server.close()
})

const body = () => ({
  startAt: inDays(server, 30),
  endAt: inDays(server, 30),
  adults: 2,
  children: 1,
  price: 230,
  currency: 'EUR',
  extras: [{ name: 'Wine (tasting)', adults: 2, children: 0, price: 40, currency: 'EUR' }],
  clientFolderReference: 'FOLDER-42',
  clientFolderId: 'CF-000042',
})

async function exportFile(
  format: string,
): Promise<{ url: string; expiresAt: string; bytes: Buffer; type: string }> {
  const response = await call(`/api/v1/experiences/${experience.encodedId}/export/${format}`, {
    method: 'POST',
    body: body(),
  })
  expect(response.status, response.text).toBe(200)
  const { downloadUrl, expiresAt } = ExperienceExportResponseV1.parse(response.json)
  expect(downloadUrl.startsWith(`${server.url}/_sandbox/exports/`)).toBe(true)
  const download = await fetch(downloadUrl)
  expect(download.status).toBe(200)
  return {
    url: downloadUrl,
    expiresAt,
    bytes: Buffer.from(await download.arrayBuffer()),
    type: download.headers.get('content-type') ?? '',
  }
}

/** The text shown by a PDF's text objects (the sandbox writes uncompressed `(...) Tj` strings). */
function pdfText(pdf: string): string {
  return [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1'))
    .join('\n')
}

interface ZipFile {
  name: string
  data: Buffer
}

/** Reads a zip through its central directory (what spreadsheet programs do), checking every CRC. */
function unzip(bytes: Buffer): ZipFile[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(end).toBeGreaterThan(0)
  const count = bytes.readUInt16LE(end + 10)
  let offset = bytes.readUInt32LE(end + 16)
  const files: ZipFile[] = []
  for (let index = 0; index < count; index += 1) {
    expect(bytes.readUInt32LE(offset)).toBe(0x02014b50)
    const method = bytes.readUInt16LE(offset + 10)
    const crc = bytes.readUInt32LE(offset + 16)
    const size = bytes.readUInt32LE(offset + 20)
    const nameLength = bytes.readUInt16LE(offset + 28)
    const extraLength = bytes.readUInt16LE(offset + 30)
    const commentLength = bytes.readUInt16LE(offset + 32)
    const local = bytes.readUInt32LE(offset + 42)
    const name = bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8')
    expect(bytes.readUInt32LE(local)).toBe(0x04034b50)
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
    const raw = bytes.subarray(dataStart, dataStart + size)
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw)
    expect(crc32(data)).toBe(crc)
    files.push({ name, data })
    offset += 46 + nameLength + extraLength + commentLength
  }
  return files
}

describe('POST /api/v1/experiences/{id}/export/{format}', () => {
  it('pdf: a valid PDF (header, objects at their xref offsets, trailer) with the name, dates, party, price and extras', async () => {
    const { bytes, type } = await exportFile('pdf')
    expect(type).toBe('application/pdf')
    const pdf = bytes.toString('latin1')
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(pdf)?.[1])
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref')
    const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    )
    expect(entries.length).toBeGreaterThanOrEqual(7)
    entries.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
    expect(pdf).toMatch(/\/Type \/Catalog/)
    expect(pdf).toMatch(/trailer\n<< \/Size \d+ \/Root 1 0 R/)
    const text = pdfText(pdf)
    expect(text).toContain('Fixture Montmartre café crawl')
    expect(text).toContain(inDays(server, 30))
    expect(text).toContain('2 adults, 1 child')
    expect(text).toContain('Experience: 230.00 EUR')
    expect(text).toContain('Wine (tasting): 2 adults, 0 children - 40.00 EUR')
    expect(text).toContain('Total: 270.00 EUR')
    expect(text).toContain('Reference: FOLDER-42')
  })

  it('excel: a real .xlsx (a zip with the OOXML parts) whose sheet holds the quote', async () => {
    const { bytes, type } = await exportFile('excel')
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
    const files = unzip(bytes)
    expect(files.map((file) => file.name).sort()).toEqual(
      [
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
      ].sort(),
    )
    const read = (name: string) => files.find((file) => file.name === name)?.data.toString('utf8') ?? ''
    expect(read('[Content_Types].xml')).toContain('spreadsheetml.sheet.main+xml')
    expect(read('xl/workbook.xml')).toContain('<sheet name="Quote" sheetId="1" r:id="rId1"/>')
    const sheet = read('xl/worksheets/sheet1.xml')
    expect(sheet).toContain('<t xml:space="preserve">Fixture Montmartre café crawl</t>')
    expect(sheet).toContain(`<t xml:space="preserve">${inDays(server, 30)}</t>`)
    expect(sheet).toMatch(/<c r="B6"><v>2<\/v><\/c>/)
    expect(sheet).toMatch(/<c r="B9"><v>230<\/v><\/c>/)
    expect(sheet).toContain('Wine (tasting)')
    expect(sheet).toMatch(/<v>270<\/v>/)
  })

  it('expires: the link answers 410 after expiresAt (1 hour, simulated clock), 404 for an unknown token', async () => {
    const { url, expiresAt } = await exportFile('pdf')
    expect(Date.parse(expiresAt) - server.sandbox.ctx.clock.nowMs()).toBeGreaterThan(59 * 60_000)
    await call('/_sandbox/clock', { method: 'POST', key: null, body: { advanceSeconds: 3601 } })
    const gone = await fetch(url)
    expect(gone.status).toBe(410)
    expect(ErrorBody.parse(await gone.json()).code).toBe('EXPORT_EXPIRED')
    expect((await fetch(`${server.url}/_sandbox/exports/${'0'.repeat(48)}.pdf`)).status).toBe(404)
  })

  it('answers 400 for an unknown format or a bad body, 404 for an experience the caller cannot see', async () => {
    const path = `/api/v1/experiences/${experience.encodedId}/export`
    const word = await call(`${path}/word`, { method: 'POST', body: body() })
    expect(word.status).toBe(400)
    expect(ErrorBody.parse(word.json).details).toMatchObject({ param: 'exportFormat' })
    const missing = await call(`${path}/pdf`, { method: 'POST', body: { adults: 2 } })
    expect(ErrorBody.parse(missing.json).code).toBe('VALIDATION_ERROR')
    const draft = createExperience(server, { state: 'in_progress' })
    expect(
      (await call(`/api/v1/experiences/${draft.encodedId}/export/pdf`, { method: 'POST', body: body() }))
        .status,
    ).toBe(404)
  })
})
