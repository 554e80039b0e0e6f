import { BrowserWindow } from 'electron'
import type { PdfRenderer } from '../types'

/** HTML to PDF in a hidden, script-less window with Chromium's printToPDF. */
export function createElectronPdfRenderer(): PdfRenderer {
  return {
    async fromHtml(html) {
      const window = new BrowserWindow({
        show: false,
        webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: false },
      })
      try {
        await window.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`)
        return new Uint8Array(await window.webContents.printToPDF({ pageSize: 'A4', printBackground: true }))
      } finally {
        window.destroy()
      }
    },
  }
}
