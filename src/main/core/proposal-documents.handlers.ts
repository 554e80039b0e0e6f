import type { HandlersOf } from '../../shared/ipc'
import { DeskError } from '../../shared/ipc/errors'
import { createProposalDocuments } from '../proposals/document/proposal-documents'
import type { CoreContext } from './core-context'
import { handOver } from './hand-over'

type ProposalDocumentChannels = 'proposals.document' | 'proposals.emailDraft'

/** Where the desktop app keeps a draft for the mail program: one per proposal, replaced by the next draft. */
const DRAFTS_FOLDER = 'proposal-drafts'

/** What the documents need of the core (narrow, so that a test can give the store and the settings). */
export type ProposalDocumentsContext = Pick<CoreContext, 'platform' | 'app' | 'downloads'> & {
  proposals: Pick<CoreContext['proposals'], 'get'>
  settings: Pick<CoreContext['settings'], 'get'>
  vouchers: Pick<CoreContext['vouchers'], 'logo'>
}

/**
 * A proposal's PDF handed over as vouchers are (saved where the agent chooses; a download in the web host), and
 * its e-mail draft: opened with the system's mail program in the desktop app, a download in the web host.
 */
export function proposalDocumentsHandlers(
  ctx: ProposalDocumentsContext,
): HandlersOf<ProposalDocumentChannels> {
  const documents = createProposalDocuments({
    proposals: ctx.proposals,
    pdf: ctx.platform.pdf,
    settings: () => ctx.settings.get(),
    logo: () => ctx.vouchers.logo(),
    now: () => ctx.platform.clock.now(),
  })
  return {
    'proposals.document': async ({ id, layout }) => {
      const pdf = await documents.document(id, layout)
      // Made from the stored proposal alone: from this computer, online or not.
      return handOver(ctx, { ...pdf, source: 'cache' })
    },
    'proposals.emailDraft': async ({ id }) => {
      const draft = await documents.emailDraft(id)
      if (ctx.app.host === 'web') {
        return {
          outcome: 'download',
          url: ctx.downloads.offer(draft.fileName, draft.bytes),
          fileName: draft.fileName,
        }
      }
      const path = await ctx.platform.files.write(`${DRAFTS_FOLDER}/${id}.eml`, draft.bytes)
      if (!(await ctx.platform.files.open(path))) {
        throw new DeskError(
          'CONFLICT',
          `No mail program opened the draft. It is saved at ${path}: open it from there or attach the PDF by hand.`,
          { path },
        )
      }
      return { outcome: 'opened', fileName: draft.fileName }
    },
  }
}
