import { describe, expect, it } from 'vitest'
import { contentDisposition, minimalPdf, safeFileName, sniffMediaType } from '../../src/bookings/files'

describe('minimalPdf', () => {
  it('writes a structurally valid PDF: header, objects at the offsets of the xref table, trailer', () => {
    const bytes = minimalPdf(['Hotel voucher', 'Guest: Zoé (a) \\ test'])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.endsWith('%%EOF\n')).toBe(true)
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    )
    expect(offsets).toHaveLength(5)
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
    const length = Number(/\/Length (\d+)/.exec(text)?.[1])
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(text)?.[1] ?? ''
    expect(stream.length).toBe(length)
    // Non-ASCII is replaced and parentheses escaped, so the byte offsets stay right.
    expect(stream).toContain('(Guest: Zo? \\(a\\) \\\\ test)')
  })
})

describe('document uploads', () => {
  it('names the media type from the first bytes', () => {
    expect(sniffMediaType(minimalPdf(['x']))).toBe('application/pdf')
    expect(sniffMediaType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(sniffMediaType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffMediaType(new TextEncoder().encode('GIF89a'))).toBe('image/gif')
    expect(sniffMediaType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
    expect(sniffMediaType(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull()
    expect(sniffMediaType(new TextEncoder().encode('MZ executable'))).toBeNull()
    expect(sniffMediaType(new Uint8Array([]))).toBeNull()
  })

  it('keeps only a safe base name', () => {
    expect(safeFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf')
    expect(safeFileName('C:\\Users\\x\\scan.png', 'image/png')).toBe('scan.png')
    expect(safeFileName('a"b<c>|d\u0000.pdf', 'application/pdf')).toBe('abcd.pdf')
    expect(safeFileName('..', 'image/png')).toBe('document.png')
    expect(safeFileName('', 'application/pdf')).toBe('document.pdf')
    expect(safeFileName(`${'x'.repeat(300)}.pdf`, 'application/pdf')).toHaveLength(120)
  })

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('reçu "final".pdf')).toBe(
      `attachment; filename="re_u _final_.pdf"; filename*=UTF-8''re%C3%A7u%20%22final%22.pdf`,
    )
  })
})
