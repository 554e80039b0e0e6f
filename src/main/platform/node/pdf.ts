import type { Browser } from 'playwright-core'
import type { PdfRenderer } from '../types'

/**
 * HTML to PDF for the Node host: headless Chromium through playwright-core (Debian's chromium by default,
 * DESK_CHROMIUM_PATH to use another). Chromium is started on first use, so that the web host starts without it,
 * and kept for the next voucher (starting it costs more than printing); `close` ends it with the app.
 */
export function createNodePdfRenderer(
  executablePath = process.env.DESK_CHROMIUM_PATH ?? '/usr/bin/chromium',
): PdfRenderer {
  let browser: Promise<Browser> | null = null
  const launch = async (): Promise<Browser> => {
    const { chromium } = await import('playwright-core')
    const started = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
    // A browser that went away (killed, crashed) is started again by the next print.
    started.on('disconnected', () => {
      browser = null
    })
    return started
  }
  return {
    async fromHtml(html) {
      browser ??= launch().catch((error: unknown) => {
        browser = null
        throw error
      })
      const page = await (await browser).newPage()
      try {
        // The voucher is self-contained: no network while printing.
        await page.route('**/*', (route) =>
          route.request().url().startsWith('data:') ? route.continue() : route.abort(),
        )
        await page.setContent(html, { waitUntil: 'load' })
        return new Uint8Array(await page.pdf({ format: 'A4', printBackground: true }))
      } finally {
        await page.close()
      }
    },
    async close() {
      const running = browser
      browser = null
      if (running !== null) await (await running.catch(() => null))?.close()
    },
  }
}
