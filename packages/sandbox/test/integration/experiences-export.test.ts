import ExcelJS from 'exceljs'
import { PDFParse } from 'pdf-parse'
import { beforeAll, describe, expect, it } from 'vitest'
import { ExperienceExportResponseV1 } from '../../../../src/shared/api/experiences-v1-booking'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'
import {
  createExperience,
  inDays,
  type CreatedExperience,
} from '../../../../test/support/sandbox/experiences.fixtures'

const server = sandboxForFile()
let call: ReturnType<typeof sandboxClient>
let experience: CreatedExperience

beforeAll(async () => {
  call = sandboxClient(server().url)
  // Cyrillic and Greek in the experience's own name; French, German and Polish in the extras (the body).
  experience = createExperience(server(), { name: NAME })
})

const NAME = 'Прогулка по Монмартру — Ακρόπολη café'
const EXTRAS = [
  'Dégustation de vins « Château » à Montmartre',
  'Führung über die Straße, Größe XL',
  'Rejs łodzią – źródło, żółć, Łódź',
]

const body = () => ({
  startAt: inDays(server(), 30),
  endAt: inDays(server(), 30),
  adults: 2,
  children: 1,
  price: 230,
  currency: 'EUR',
  extras: EXTRAS.map((name, index) => ({
    name,
    adults: 2,
    children: index === 0 ? 1 : 0,
    price: 40 + index * 10,
    currency: 'EUR',
  })),
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
  expect(downloadUrl.startsWith(`${server().url}/_sandbox/exports/`)).toBe(true)
  const download = await fetch(downloadUrl)
  expect(download.status).toBe(200)
  return {
    url: downloadUrl,
    expiresAt,
    bytes: Buffer.from(await download.arrayBuffer()),
    type: download.headers.get('content-type') ?? '',
  }
}

/**
 * The text of a PDF as a reader extracts it (pdf.js through pdf-parse), its lines joined by single spaces (a long
 * description wraps inside its table cell, so a price line may span several lines).
 */
async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) })
  try {
    const result = await parser.getText()
    return {
      text: result.text
        .replace(/-- \d+ of \d+ --/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
      pages: result.total,
    }
  } finally {
    await parser.destroy()
  }
}

describe('POST /api/v1/experiences/{id}/export/{format}', () => {
  it('pdf: a one-page quote whose text (Greek, Cyrillic, French, German, Polish) reads back exactly', async () => {
    const { bytes, type } = await exportFile('pdf')
    expect(type).toBe('application/pdf')
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { text, pages } = await pdfText(bytes)
    expect(pages).toBe(1)
    const supplier = 'Atlas Ground Services'
    expect(text.startsWith(`Quote ${supplier} Issued `)).toBe(true)
    expect(text).toContain(`${NAME} Paris`)
    expect(text).toContain(`Dates ${inDays(server(), 30)} Party 2 adults, 1 child`)
    expect(text).toContain(`Supplier ${supplier}`)
    expect(text).toContain('Client folder FOLDER-42 Client folder id CF-000042')
    expect(text).toContain(`DESCRIPTION PARTY PRICE ${NAME} 2 adults, 1 child 230.00 EUR`)
    expect(text).toContain(`Extra: ${EXTRAS[0]} 2 adults, 1 child 40.00 EUR`)
    expect(text).toContain(`Extra: ${EXTRAS[1]} 2 adults, 0 children 50.00 EUR`)
    expect(text).toContain(`Extra: ${EXTRAS[2]} 2 adults, 0 children 60.00 EUR`)
    expect(text).toContain('Total 380.00 EUR Valid until ')
    expect(text).toContain(`Supplier: ${supplier}. Prepared `)
    // Nothing printed as a question mark or a replacement character.
    expect(text).not.toMatch(/[?\uFFFD]/)
  })

  it('excel: an .xlsx that exceljs reads back with the exact texts and numbers', async () => {
    const { bytes, type } = await exportFile('excel')
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Quote')
    expect(sheet).toBeDefined()
    const value = (ref: string) => sheet?.getCell(ref).value
    expect(value('A1')).toBe(NAME)
    expect(sheet?.getCell('A1').font?.bold).toBe(true)
    expect(value('B2')).toBe('Paris')
    expect(value('B3')).toBe('Atlas Ground Services')
    expect(value('B4')).toBe(inDays(server(), 30))
    expect(value('B6')).toBe(2)
    expect(value('B7')).toBe(1)
    expect(value('B9')).toBe(230)
    expect(value('C9')).toBe('EUR')
    expect([12, 13, 14].map((row) => value(`A${row}`))).toEqual(EXTRAS)
    expect([12, 13, 14].map((row) => value(`D${row}`))).toEqual([40, 50, 60])
    expect(value('C12')).toBe(1)
    expect(value('A16')).toBe('Total')
    expect(value('B16')).toBe(380)
    expect(value('B17')).toBe('FOLDER-42')
    expect(value('A19')).toBe('Valid until (UTC)')
  })

  it('expires: the link answers 410 after expiresAt (1 hour, simulated clock), 404 for an unknown token', async () => {
    const { url, expiresAt } = await exportFile('pdf')
    expect(Date.parse(expiresAt) - server().sandbox.ctx.clock.nowMs()).toBeGreaterThan(59 * 60_000)
    await call('/_sandbox/clock', { method: 'POST', key: null, body: { advanceSeconds: 3601 } })
    const gone = await fetch(url)
    expect(gone.status).toBe(410)
    expect(ErrorBody.parse(await gone.json()).code).toBe('EXPORT_EXPIRED')
    expect((await fetch(`${server().url}/_sandbox/exports/${'0'.repeat(48)}.pdf`)).status).toBe(404)
  })

  it('answers 400 for an unknown format or a bad body, 404 for an experience the caller cannot see', async () => {
    const path = `/api/v1/experiences/${experience.encodedId}/export`
    const word = await call(`${path}/word`, { method: 'POST', body: body() })
    expect(word.status).toBe(400)
    expect(ErrorBody.parse(word.json).details).toMatchObject({ param: 'exportFormat' })
    const missing = await call(`${path}/pdf`, { method: 'POST', body: { adults: 2 } })
    expect(ErrorBody.parse(missing.json).code).toBe('VALIDATION_ERROR')
    const draft = createExperience(server(), { state: 'in_progress' })
    expect(
      (await call(`/api/v1/experiences/${draft.encodedId}/export/pdf`, { method: 'POST', body: body() }))
        .status,
    ).toBe(404)
  })
})
