import type { z } from 'zod'
import type { StayQuery } from '../../../shared/api/availability'
import { makePricer } from '../../../shared/domain/markup'
import { DeskError, type IpcError } from '../../../shared/ipc'
import type { ExperienceOffer } from '../../../shared/ipc/experiences.contract'
import type { MarkupRuleRecord } from '../../../shared/ipc/pricing.contract'
import type {
  AcceptProposalInput,
  AcceptProposalResult,
  ProposalRecheck,
} from '../../../shared/ipc/proposals.contract'
import type { RoomsAnswer } from '../../api/client'
import type { QuoteQuery } from '../../experiences/experience-catalog'
import type { ProposalRecords } from '../proposal-records'
import { acceptOption, type AcceptDeps } from './accept'
import type { Seller } from './item-check'
import { recheckOption } from './recheck'
import { createRecheckStore } from './recheck-store'

/**
 * Recheck and accept of a proposal's option (issue 26, item 4): what the proposal handlers serve. Built once per
 * core: the rechecks it holds live as long as the process (a restart asks the agent to check again).
 */
export interface ProposalAccept {
  recheck(input: { id: string; optionId: string }): Promise<ProposalRecheck>
  accept(input: z.output<typeof AcceptProposalInput>): Promise<AcceptProposalResult>
}

export interface ProposalAcceptDeps extends Omit<AcceptDeps, 'store'> {
  records: ProposalRecords
  rooms(hotelId: string, stay: StayQuery): Promise<RoomsAnswer>
  quote(query: QuoteQuery): Promise<ExperienceOffer | null>
  /** The agency's live markup rules (pricing's): today's rules, read at each recheck. */
  rules(): readonly MarkupRuleRecord[]
  now(): Date
  serviceNow(): Date
  locale(): string
  deskTimeZone(): string
  asIpcError(error: unknown): IpcError
}

export function createProposalAccept(deps: ProposalAcceptDeps): ProposalAccept {
  const store = createRecheckStore(() => deps.now().getTime())
  const accepting = new Set<string>()
  return {
    async recheck({ id, optionId }) {
      const proposal = deps.records.get(id)
      const pricer = makePricer(deps.rules())
      const sell: Seller = (product, net, currency) => pricer.price(product, net, currency).sell
      return recheckOption(
        {
          hotel: { rooms: deps.rooms, sell, now: deps.now },
          experience: { quote: deps.quote, sell },
          store,
          nowMs: () => deps.now().getTime(),
          serviceNow: deps.serviceNow,
          locale: deps.locale,
          deskTimeZone: deps.deskTimeZone,
          asIpcError: deps.asIpcError,
        },
        proposal,
        optionId,
      )
    },
    async accept(input) {
      // A second accept of the same proposal while one runs would race it item by item: refused instead.
      if (accepting.has(input.id)) {
        throw new DeskError('CONFLICT', 'This proposal is being accepted right now; wait for its answer.', {
          reason: 'acceptInProgress',
        })
      }
      accepting.add(input.id)
      try {
        return await acceptOption({ ...deps, store }, input)
      } finally {
        accepting.delete(input.id)
      }
    },
  }
}
