/**
 * Document uploads: what the sandbox accepts. The media type is read from the file's first bytes, never trusted
 * from the client, so a renamed executable is refused whatever it claims to be.
 */
export const DOCUMENT_FIELD = 'file'
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024

const SIGNATURES: Array<{ type: string; test: (bytes: Uint8Array) => boolean }> = [
  { type: 'application/pdf', test: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  { type: 'image/png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', test: (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38]) },
  {
    type: 'image/webp',
    test: (b) =>
      startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
]

export const ACCEPTED_DOCUMENT_TYPES = SIGNATURES.map((signature) => signature.type)

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte)
}

export function sniffMediaType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.test(bytes))?.type ?? null
}

/** A safe stored file name: no path, no control or quote characters, at most 120 characters. */
export function safeFileName(name: string, mediaType: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"<>|*?:]/gu, '').trim()
  const fallback = `document.${mediaType.split('/')[1] ?? 'bin'}`
  return (base === '' || base === '.' || base === '..' ? fallback : base).slice(0, 120)
}

/** Content-Disposition for a download: an ASCII fallback plus the RFC 5987 UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** A minimal valid one-page PDF with a few lines of text (demo vouchers and invoices). */
export function minimalPdf(lines: readonly string[]): Uint8Array {
  const escape = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')
  const stream = [
    'BT',
    '/F1 12 Tf',
    '72 760 Td',
    '16 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}
