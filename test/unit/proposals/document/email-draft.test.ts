import { describe, expect, it } from 'vitest'
import { composeEmailDraft } from '../../../../src/main/proposals/document/email-draft'
import { parseEml } from './eml'

const PDF = new Uint8Array(
  Buffer.from('%PDF-1.7\n% a proposal in every script: 王 Ελένη Łódź\n%%EOF\n', 'utf8'),
)

const draft = (overrides: { customerEmail?: string; agencyEmail?: string } = {}) =>
  composeEmailDraft({
    proposal: {
      title: 'Łódź and Kyoto in March: 王',
      customerName: 'Ελένη Wang 王',
      customerEmail: overrides.customerEmail ?? 'eleni.wang@example.com',
      validUntil: '2027-02-14',
    },
    agency: { name: 'Voyages Øresund', email: overrides.agencyEmail ?? 'desk@voyages.example' },
    pdf: { fileName: 'proposal-łódź-and-kyoto-in-march.pdf', bytes: PDF },
    validUntil: '14 February 2027',
    now: new Date('2027-01-21T09:00:00Z'),
  })

describe('composeEmailDraft', () => {
  it('writes an RFC 5322 draft to the customer with the PDF attached byte for byte', async () => {
    const { fileName, bytes } = await draft()
    expect(fileName).toBe('proposal-łódź-and-kyoto-in-march.eml')
    const raw = Buffer.from(bytes).toString('latin1')
    // Headers are 7-bit: every name in any script travels as encoded words.
    expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).toMatch(/^[\x20-\x7e\r\n\t]*$/)
    const message = parseEml(bytes)
    expect(message.headers.get('to')).toBe('Ελένη Wang 王 <eleni.wang@example.com>')
    expect(message.headers.get('from')).toBe('Voyages Øresund <desk@voyages.example>')
    expect(message.headers.get('subject')).toBe('Łódź and Kyoto in March: 王')
    expect(message.headers.get('x-unsent')).toBe('1')
    expect(message.headers.get('mime-version')).toBe('1.0')
    expect(message.headers.get('date')).toBe('Thu, 21 Jan 2027 09:00:00 +0000')
    expect(message.headers.get('message-id')).toMatch(/^<.+@.+>$/)
    expect(message.headers.get('content-type')).toMatch(/^multipart\/mixed; boundary=/)

    const [text, attachment] = message.parts
    expect(text?.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/)
    const body = text?.content.toString('utf8') ?? ''
    expect(body).toContain('Dear Ελένη Wang 王,')
    expect(body).toContain('Please find attached our proposal "Łódź and Kyoto in March: 王".')
    expect(body).toContain('It is valid until 14 February 2027')
    expect(body).toContain('Voyages Øresund')

    expect(attachment?.headers.get('content-type')).toMatch(/^application\/pdf/)
    expect(attachment?.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(attachment?.headers.get('content-disposition')).toContain('filename')
    expect(Buffer.compare(attachment?.content ?? Buffer.alloc(0), Buffer.from(PDF))).toBe(0)
  })

  it('leaves To out when the proposal has no e-mail, and From when the agency has none', async () => {
    const message = parseEml((await draft({ customerEmail: '', agencyEmail: '' })).bytes)
    expect(message.headers.has('to')).toBe(false)
    expect(message.headers.has('from')).toBe(false)
    expect(message.headers.get('subject')).toBe('Łódź and Kyoto in March: 王')
    expect(message.parts).toHaveLength(2)
  })
})
