/**
 * Vouchers to PDF in Debian's Chromium (the web host's renderer; Electron's printToPDF is the same engine): one
 * voucher, the first with Chromium starting and then with it kept, p50/p95; and 100 vouchers in one PDF, time and
 * size. The vouchers are built from a v1 detail as the cache holds it. Prints, asserts nothing.
 */
import QRCode from 'qrcode'
import { createNodePdfRenderer } from '../../src/main/platform/node/pdf'
import { voucherDocument, voucherPage } from '../../src/main/vouchers/voucher-html'
import { bookingV1 } from '../unit/db/fixtures'
import { benchSize } from './bench-size'

export const title = 'Vouchers: one to PDF, and 100 in one PDF, in Chromium'

const agency = {
  name: 'Voyages Øresund',
  address: '1 Rua Nova, Lisboa',
  phone: '+351 21 000 0000',
  email: '',
  logo: null,
}
const format = { locale: 'en-GB', timeZone: 'Europe/Lisbon' }
const VOUCHERS = benchSize(100, 5)

async function page(index: number): Promise<string> {
  const booking = bookingV1(`B${index}`, {
    state: 'confirmed',
    firstName: 'Øyvind',
    lastName: `Łukasz ${index}`,
  })
  const reference = `AD-2026-${String(index).padStart(4, '0')}`
  const qrSvg = await QRCode.toString(reference, { type: 'svg', margin: 1 })
  return voucherPage({ booking, reference, agency, qrSvg, format })
}

const ms = (value: number): string => `${value.toFixed(0)} ms`

export async function run(): Promise<void> {
  const pdf = createNodePdfRenderer()
  try {
    const one = voucherDocument([await page(1)], 'Voucher')
    let start = performance.now()
    await pdf.fromHtml(one)
    console.log(`  one voucher, Chromium starting: ${ms(performance.now() - start)}`)
    const samples: number[] = []
    for (let round = 0; round < benchSize(12, 2); round += 1) {
      start = performance.now()
      await pdf.fromHtml(one)
      samples.push(performance.now() - start)
    }
    samples.sort((a, b) => a - b)
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0
    console.log(
      `  one voucher, Chromium kept: p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))} (${samples.length} runs)`,
    )

    const pages = await Promise.all(Array.from({ length: VOUCHERS }, (_, index) => page(index + 1)))
    start = performance.now()
    const batch = await pdf.fromHtml(voucherDocument(pages, 'Arrivals'))
    console.log(
      `  ${VOUCHERS} vouchers in one PDF: ${ms(performance.now() - start)}, ${(batch.byteLength / 1024).toFixed(0)} KB`,
    )
  } finally {
    await pdf.close?.()
  }
}
