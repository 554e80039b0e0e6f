import type { ProposalLayout } from '../../../shared/domain/proposals'
import type { Settings } from '../../../shared/ipc'
import type { PdfRenderer } from '../../platform/types'
import type { ProposalRecords } from '../proposal-records'
import { composeProposalDocument } from './compose'
import { composeEmailDraft, type EmailDraft } from './email-draft'
import type { ProposalAgency } from './model'

/**
 * The proposal's customer documents from the stored proposal (offline too): the branded PDF through the renderer
 * vouchers use, and the e-mail draft with that PDF attached. Handing them to the agent is the handlers' part.
 */

export interface ProposalPdf {
  fileName: string
  bytes: Uint8Array
}

export interface ProposalDocuments {
  document(id: string, layout?: ProposalLayout): Promise<ProposalPdf>
  emailDraft(id: string): Promise<EmailDraft>
}

export function createProposalDocuments(deps: {
  proposals: Pick<ProposalRecords, 'get'>
  pdf: PdfRenderer
  settings: () => Pick<Settings, 'agency' | 'locale' | 'timeZone'>
  /** The agency's logo as a data URL (vouchers keep it), or null. */
  logo: () => Promise<string | null>
  now: () => Date
}): ProposalDocuments {
  const compose = async (id: string, layout?: ProposalLayout) => {
    // Read first: an unknown or deleted proposal is refused (NOT_FOUND) before anything is rendered.
    const proposal = deps.proposals.get(id)
    const settings = deps.settings()
    const agency: ProposalAgency = {
      name: settings.agency.name,
      address: settings.agency.address,
      phone: settings.agency.phone,
      email: settings.agency.email,
      logo: await deps.logo(),
    }
    const deskTimeZone =
      settings.timeZone === 'system' ? Intl.DateTimeFormat().resolvedOptions().timeZone : settings.timeZone
    const composed = composeProposalDocument(proposal, agency, {
      locale: settings.locale,
      deskTimeZone,
      now: deps.now(),
      ...(layout === undefined ? {} : { layout }),
    })
    return { proposal, agency, composed }
  }

  return {
    async document(id, layout) {
      const { composed } = await compose(id, layout)
      return { fileName: composed.fileName, bytes: await deps.pdf.fromHtml(composed.html) }
    },
    async emailDraft(id) {
      const { proposal, agency, composed } = await compose(id)
      const bytes = await deps.pdf.fromHtml(composed.html)
      return composeEmailDraft({
        proposal,
        agency,
        pdf: { fileName: composed.fileName, bytes },
        validUntil: composed.model.validUntil,
        now: deps.now(),
      })
    },
  }
}
