import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'
import { ExperienceExportResponseV1 } from '../../../../src/shared/api/experiences-v1-booking'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'
import { createExperience, inDays } from '../../../../test/support/sandbox/experiences.fixtures'

/**
 * The quote PDF prints every script the demo world and an agency's customers use (issue 31): names in Latin with
 * Polish letters, Greek, Cyrillic, Chinese, Japanese, Korean, Arabic and Hebrew read back whole, with pdf.js
 * (pdf-parse) and, where poppler is installed, with pdftotext.
 */
const server = sandboxForFile({ hotels: 300 })

const NAME = 'Transfer Łódź 王'
const EXTRAS = [
  'Ακρόπολη με ξεναγό',
  'Прогулка по Монмартру',
  '北京烤鸭晚餐',
  '東京タワーの夜景',
  '서울 야경 투어',
  'جولة في مراكش',
  'סיור בירושלים',
  'Zażółć gęślą jaźń',
]

async function quotePdf(): Promise<Buffer> {
  const experience = createExperience(server(), { name: NAME })
  const call = sandboxClient(server().url)
  const response = await call(`/api/v1/experiences/${experience.encodedId}/export/pdf`, {
    method: 'POST',
    body: {
      startAt: inDays(server(), 30),
      adults: 2,
      price: 230,
      currency: 'EUR',
      extras: EXTRAS.map((name) => ({ name, adults: 2, children: 0, price: 10, currency: 'EUR' })),
      clientFolderReference: '王 Łódź',
    },
  })
  expect(response.status, response.text).toBe(200)
  const { downloadUrl } = ExperienceExportResponseV1.parse(response.json)
  const download = await fetch(downloadUrl)
  expect(download.status).toBe(200)
  return Buffer.from(await download.arrayBuffer())
}

const RIGHT_TO_LEFT = /[\u0590-\u06ff]/

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

describe('the quote PDF in every script', () => {
  it('reads back every name whole (pdf.js)', async () => {
    const bytes = await quotePdf()
    const parser = new PDFParse({ data: new Uint8Array(bytes) })
    const text = (await parser.getText()).text.replace(/\s+/g, ' ')
    await parser.destroy()
    expect(text).toContain(NAME)
    for (const name of EXTRAS.filter((extra) => !RIGHT_TO_LEFT.test(extra))) {
      expect(text).toContain(`Extra: ${name}`)
    }
    // pdf.js gives the words of a right-to-left phrase in their visual order, left to right (pdftotext, below,
    // reads them in reading order): each word whole.
    for (const name of EXTRAS.filter((extra) => RIGHT_TO_LEFT.test(extra))) {
      for (const word of name.split(' ')) expect(text).toContain(word)
    }
    expect(text).not.toMatch(/[\uFFFD]/)
  })

  it.skipIf(!hasPdftotext)('reads back every name whole (pdftotext)', async () => {
    const bytes = await quotePdf()
    const folder = mkdtempSync(join(tmpdir(), 'quote-'))
    try {
      writeFileSync(join(folder, 'quote.pdf'), bytes)
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(folder, 'quote.pdf'), '-'], {
        encoding: 'utf8',
      }).replace(/\s+/g, ' ')
      expect(text).toContain(NAME)
      for (const name of EXTRAS) expect(text).toContain(name)
      const fonts = execFileSync('pdffonts', [join(folder, 'quote.pdf')], { encoding: 'utf8' })
      // Every font embedded, as a subset (a six-letter tag before its name).
      for (const family of [
        'DejaVuSans',
        'NotoSansHans',
        'NotoSansKR',
        'NotoNaskhArabic',
        'NotoSansHebrew',
      ]) {
        expect(fonts).toMatch(new RegExp(`[A-Z]{6}\\+${family}`))
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
