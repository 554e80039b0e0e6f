import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import type { Proposal } from '../../../shared/domain/proposals'
import { safeFileName } from '../../../shared/domain/documents'
import type { ProposalAgency } from './model'

/**
 * The proposal as an e-mail draft: an RFC 5322 message (.eml) addressed to the customer, with a subject from the
 * title, a short plain-text body and the PDF attached. `X-Unsent: 1` makes mail programs that honour it (Outlook,
 * Apple Mail) open it as a draft to edit and send, not as a received message. nodemailer's MailComposer does the
 * encoding (encoded words for any script in names and subject, folding, base64 of the attachment).
 */

export interface EmailDraftInput {
  proposal: Pick<Proposal, 'title' | 'customerName' | 'customerEmail' | 'validUntil'>
  agency: Pick<ProposalAgency, 'name' | 'email'>
  /** The PDF as proposals.document makes it. */
  pdf: { fileName: string; bytes: Uint8Array }
  /** The validity date in words (the document's), or null. */
  validUntil: string | null
  now: Date
}

export interface EmailDraft {
  fileName: string
  bytes: Uint8Array
}

function bodyText(input: EmailDraftInput): string {
  const name = input.proposal.customerName.trim()
  const lines = [
    name === '' ? 'Hello,' : `Dear ${name},`,
    '',
    `Please find attached our proposal "${input.proposal.title}".`,
    input.validUntil === null
      ? 'Tell us which option you prefer and we will confirm the prices and book it for you.'
      : `It is valid until ${input.validUntil}: tell us which option you prefer and we will confirm the prices and book it for you.`,
    '',
    'Kind regards,',
    input.agency.name.trim() === '' ? '' : input.agency.name.trim(),
  ]
  return `${lines.join('\n').trimEnd()}\n`
}

/** The .eml's bytes and a safe file name for it. */
export async function composeEmailDraft(input: EmailDraftInput): Promise<EmailDraft> {
  const { proposal, agency } = input
  const composer = new MailComposer({
    ...(agency.email.trim() === ''
      ? {}
      : { from: { name: agency.name.trim(), address: agency.email.trim() } }),
    ...(proposal.customerEmail === ''
      ? {}
      : { to: { name: proposal.customerName.trim(), address: proposal.customerEmail } }),
    subject: proposal.title,
    date: input.now,
    text: bodyText(input),
    headers: { 'X-Unsent': '1' },
    attachments: [
      {
        filename: input.pdf.fileName,
        content: Buffer.from(input.pdf.bytes),
        contentType: 'application/pdf',
      },
    ],
  })
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    composer.compile().build((error, message) => (error ? reject(error) : resolve(message)))
  })
  const stem = input.pdf.fileName.replace(/\.pdf$/i, '')
  return { fileName: safeFileName(`${stem}.eml`, 'proposal.eml'), bytes: new Uint8Array(bytes) }
}
