import { PDFParse } from 'pdf-parse'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { quoteFileName } from '../../../src/main/experiences/experience-export'
import { createExperience, inDays, type CreatedExperience } from '../../support/sandbox/experiences.fixtures'
import { BOOKING_WORLD, testCore, type TestCore } from './fixtures'
import { moveSandboxClock, offerOf } from './experiences.helpers'

/**
 * The quote export through the core against the real sandbox: the service renders the offer, main fetches the
 * download link through its client and hands the file over (the web host: a one-time download link); a link
 * found expired (410) is exported and fetched again, not shown as an error.
 */
const server = sandboxForFile(BOOKING_WORLD)
let walk: CreatedExperience
const cores: TestCore[] = []

beforeAll(async () => {
  walk = createExperience(server(), { name: 'Fixture export: harbour/walk' })
})
afterEach(async () => {
  for (const desk of cores.splice(0)) await desk.core.stop()
})

function handed(app: TestCore, url: string): { fileName: string; bytes: Uint8Array } {
  const file = app.core.downloads.take(url.replace('/downloads/', ''))
  if (file === null) throw new Error(`nothing offered at ${url}`)
  return file
}

const quoteOf = (startAt: string, format: 'pdf' | 'excel') => ({
  experienceId: walk.encodedId,
  format,
  startAt,
  adults: 2,
  children: 1,
  price: 230,
  currency: 'EUR',
  extras: [{ name: 'Photo pack', adults: 2, children: 0, price: 30, currency: 'EUR' }],
  sellingPrice: { amount: 257.6, currency: 'EUR', extras: [33.6] },
})

async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

describe('experiences.exportQuote', () => {
  it('exports a PDF and a spreadsheet and hands each file over, named after the experience and date', async () => {
    const app = testCore(server())
    cores.push(app)
    const startAt = inDays(server(), 15)
    // The name is known from the search the agent made.
    await offerOf(app, walk, 'export harbour walk', { startAt })
    const pdf = await app.call('experiences.exportQuote', quoteOf(startAt, 'pdf'))
    expect(pdf).toMatchObject({
      outcome: 'download',
      fileName: `Quote Fixture export harbour walk ${startAt}.pdf`,
    })
    if (pdf.outcome !== 'download') return
    const bytes = handed(app, pdf.url).bytes
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    // The customer's quote: the selling prices, never the agency's net (230 and 30).
    const text = await pdfText(bytes)
    expect(text).toMatch(/257\.60/)
    expect(text).toMatch(/33\.60/)
    expect(text).not.toMatch(/230\.00|\b30\.00/)

    const sheet = await app.call('experiences.exportQuote', quoteOf(startAt, 'excel'))
    expect(sheet).toMatchObject({
      outcome: 'download',
      fileName: `Quote Fixture export harbour walk ${startAt}.xlsx`,
    })
    if (sheet.outcome !== 'download') return
    // An .xlsx is a zip file.
    expect(new TextDecoder().decode(handed(app, sheet.url).bytes.slice(0, 2))).toBe('PK')
    expect(app.requests.filter((request) => request.startsWith('GET /_sandbox/exports/'))).toHaveLength(2)
  })

  it('makes no quote without a selling price: the service would print the net', async () => {
    const app = testCore(server())
    cores.push(app)
    const startAt = inDays(server(), 17)
    const { sellingPrice: _selling, ...netOnly } = quoteOf(startAt, 'pdf')
    expect(await app.fail('experiences.exportQuote', netOnly)).toMatchObject({ code: 'CONFLICT' })
    expect(await app.fail('experiences.exportQuote', { ...netOnly, sellingPrice: null })).toMatchObject({
      code: 'CONFLICT',
    })
    expect(app.requests.filter((request) => request.startsWith('POST /api/v1/experiences/'))).toEqual([])
  })

  it('exports again once when the link expired before it was fetched (410), without an error', async () => {
    let expireNext = true
    const app = testCore(server(), undefined, undefined, async (url, method) => {
      // The agent's computer slept between the export and the download: the link is an hour and more old.
      if (method === 'GET' && url.pathname.startsWith('/_sandbox/exports/') && expireNext) {
        expireNext = false
        await moveSandboxClock(server(), 2 * 3600)
      }
    })
    cores.push(app)
    const startAt = inDays(server(), 16)
    const pdf = await app.call('experiences.exportQuote', quoteOf(startAt, 'pdf'))
    expect(pdf).toMatchObject({ outcome: 'download' })
    if (pdf.outcome !== 'download') return
    expect(new TextDecoder().decode(handed(app, pdf.url).bytes.slice(0, 5))).toBe('%PDF-')
    expect(app.requests.filter((request) => request.startsWith('POST /api/v1/experiences/'))).toHaveLength(2)
    expect(app.requests.filter((request) => request.startsWith('GET /_sandbox/exports/'))).toHaveLength(2)
  })
})

describe('quoteFileName', () => {
  it('keeps letters of any language and drops what a file system refuses', () => {
    expect(quoteFileName('Kraków: old town / Wawel?', '2026-07-01', 'pdf')).toBe(
      'Quote Kraków old town Wawel 2026-07-01.pdf',
    )
    expect(quoteFileName('東京 <night> tour', '2026-07-01', 'excel')).toBe(
      'Quote 東京 night tour 2026-07-01.xlsx',
    )
  })
})
