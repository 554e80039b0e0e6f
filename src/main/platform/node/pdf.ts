import type { PdfRenderer } from '../types'

/**
 * HTML to PDF for the Node host: headless Chromium through playwright-core (Debian's chromium by default,
 * DESK_CHROMIUM_PATH to use another). Loaded on first use so that the web host starts without it.
 */
export function createNodePdfRenderer(
  executablePath = process.env.DESK_CHROMIUM_PATH ?? '/usr/bin/chromium',
): PdfRenderer {
  return {
    async fromHtml(html) {
      const { chromium } = await import('playwright-core')
      const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
      try {
        const page = await browser.newPage()
        // The voucher is self-contained: no network while printing.
        await page.route('**/*', (route) =>
          route.request().url().startsWith('data:') ? route.continue() : route.abort(),
        )
        await page.setContent(html, { waitUntil: 'load' })
        return new Uint8Array(await page.pdf({ format: 'A4', printBackground: true }))
      } finally {
        await browser.close()
      }
    },
  }
}
