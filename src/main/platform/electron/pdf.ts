import { BrowserWindow } from 'electron'
import type { PdfRenderer, SystemPrintOutcome } from '../types'

/** A hidden, script-less window holding the voucher's HTML: what printToPDF and the print dialog print. */
async function withVoucherWindow<T>(html: string, use: (window: BrowserWindow) => Promise<T>): Promise<T> {
  const window = new BrowserWindow({
    show: false,
    webPreferences: {
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      javascript: false,
      disableBlinkFeatures: 'Auxclick',
    },
  })
  try {
    await window.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`)
    return await use(window)
  } finally {
    window.destroy()
  }
}

/** HTML to PDF with Chromium's printToPDF, and the system print dialog for the same page. */
export function createElectronPdfRenderer(): PdfRenderer {
  return {
    fromHtml: (html) =>
      withVoucherWindow(
        html,
        async (window) =>
          new Uint8Array(await window.webContents.printToPDF({ pageSize: 'A4', printBackground: true })),
      ),
    printDialog: (html) =>
      withVoucherWindow(
        html,
        (window) =>
          new Promise<SystemPrintOutcome>((resolve) => {
            window.webContents.print(
              { silent: false, printBackground: true, pageSize: 'A4' },
              (success, reason) => {
                if (success) resolve({ outcome: 'printed' })
                // Electron reports closing the dialog as a failure named "Print job canceled" (or "cancelled").
                else if (/cancel/i.test(reason)) resolve({ outcome: 'canceled' })
                else resolve({ outcome: 'failed', reason })
              },
            )
          }),
      ),
  }
}
