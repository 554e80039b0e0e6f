import { describe, expect, it } from 'vitest'
import {
  checkUpload,
  MAX_UPLOAD_BYTES,
  numberedFileName,
  safeFileName,
  sniffDocumentType,
} from '../../../src/shared/domain/documents'

const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n')
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

describe('uploads', () => {
  it('reads the type from the content, never from the name', () => {
    expect(sniffDocumentType(PDF)).toBe('application/pdf')
    expect(sniffDocumentType(PNG)).toBe('image/png')
    expect(sniffDocumentType(new TextEncoder().encode('MZ\x90\x00 an executable'))).toBeNull()
    expect(
      sniffDocumentType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull()
  })

  it('refuses an empty, oversized or unknown file with a sentence, and accepts a PDF', () => {
    expect(checkUpload(new Uint8Array())).toEqual({ ok: false, reason: 'The file is empty.' })
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1)
    big.set(PDF)
    expect(checkUpload(big)).toEqual({
      ok: false,
      reason: 'The file is 5.0 MB; documents can be at most 5 MB.',
    })
    expect(checkUpload(new TextEncoder().encode('hello'))).toMatchObject({
      ok: false,
      reason: /Only PDF, PNG/,
    })
    expect(checkUpload(PDF)).toEqual({ ok: true, mediaType: 'application/pdf' })
  })
})

describe('safe file names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\Windows\\system32\\evil.dll', 'evil.dll'],
    ['/absolute/path/voucher.pdf', 'voucher.pdf'],
    ['C:\\Users\\agent\\voucher.pdf', 'voucher.pdf'],
    ['CON', '_CON'],
    ['con.pdf', '_con.pdf'],
    ['LPT1.txt', '_LPT1.txt'],
    ['aux.tar.gz', '_aux.tar.gz'],
    ['console.pdf', 'console.pdf'],
    ['bon d\u00e9j\u00e0 vu.pdf', 'bon d\u00e9j\u00e0 vu.pdf'],
    ['what?<is>*this|"file":.pdf', 'whatisthisfile.pdf'],
    ['trailing dots... ', 'trailing dots'],
    ['.hidden', 'hidden'],
    ['..', 'document'],
    ['', 'document'],
    ['new\nline\u0000.pdf', 'newline.pdf'],
  ])('%j is saved as %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected)
  })

  it('keeps a long name under 150 characters with its extension', () => {
    const name = safeFileName(`${'x'.repeat(300)}.pdf`)
    expect(name).toHaveLength(150)
    expect(name.endsWith('.pdf')).toBe(true)
  })

  it('numbers a second file of the same name instead of replacing it', () => {
    expect(numberedFileName('voucher.pdf', 2)).toBe('voucher (2).pdf')
    expect(numberedFileName('voucher', 3)).toBe('voucher (3)')
  })
})
