import { randomUUID } from 'node:crypto'
import { createCore } from '../../../src/main/core/create-core'
import { createNodePlatform } from '../../../src/main/platform/node/platform'
import type { ProposalRecords } from '../../../src/main/proposals/proposal-records'
import type { SandboxServer } from '@agency-desk/sandbox'
import type {
  ExperienceProposalItem,
  HotelProposalItem,
  Proposal,
  ProposalBookingLink,
} from '../../../src/shared/domain/proposals'
import {
  DeskError,
  type ChannelInput,
  type ChannelName,
  type ChannelOutput,
  type IpcError,
} from '../../../src/shared/ipc'
import { applyRule, type MarkupRuleInput } from '../../../src/shared/domain/markup'
import type { ExperienceOffer } from '../../../src/shared/ipc/experiences.contract'
import type { ShownStay } from './hotel-stay'
import { tempFolder } from './fixtures'

/**
 * What the proposal-accept test needs beyond the core fixtures: proposals kept in memory behind the records port
 * (the agency.db one is another feature's), a desk whose core reads them, and proposal items made from the real
 * answers of the sandbox, priced with a known margin.
 */

export class MemoryProposals implements ProposalRecords {
  private readonly proposals = new Map<string, Proposal>()
  private readonly linked = new Map<string, ProposalBookingLink[]>()
  /** Makes the next recordAccepted fail, as a crash between the bookings and their links would. */
  failNextRecord = false

  put(proposal: Proposal): Proposal {
    this.proposals.set(proposal.id, proposal)
    return proposal
  }

  get(id: string): Proposal {
    const proposal = this.proposals.get(id)
    if (proposal === undefined) throw new DeskError('NOT_FOUND', 'No such proposal.')
    return proposal
  }

  links(id: string): ProposalBookingLink[] {
    return [...(this.linked.get(id) ?? [])]
  }

  recordAccepted(input: {
    id: string
    optionId: string
    expectedVersion: number
    links: ProposalBookingLink[]
  }) {
    if (this.failNextRecord) {
      this.failNextRecord = false
      throw new DeskError('INTERNAL', 'The disk is full.')
    }
    const proposal = this.get(input.id)
    if (proposal.version !== input.expectedVersion) throw new DeskError('CONFLICT', 'Stale version.')
    const kept = this.links(input.id)
    // Written once per item: an item already linked keeps its first link.
    for (const link of input.links) if (!kept.some((old) => old.itemId === link.itemId)) kept.push(link)
    this.linked.set(input.id, kept)
    return this.put({
      ...proposal,
      state: 'accepted',
      acceptedOptionId: input.optionId,
      bookings: kept,
      version: proposal.version + 1,
    })
  }
}

export interface AcceptDesk {
  call<N extends ChannelName>(name: N, input: ChannelInput<N>): Promise<ChannelOutput<N>>
  fail<N extends ChannelName>(name: N, input: ChannelInput<N>): Promise<IpcError>
  stop(): Promise<void>
}

/** A core as testCore makes it (Node platform, temp folder, the sandbox owned by the test), with these records. */
export function acceptDesk(server: SandboxServer, records: ProposalRecords): AcceptDesk {
  const core = createCore({
    platform: createNodePlatform(tempFolder('desk-accept-')),
    app: { name: 'Agency Desk', version: '0', host: 'web' },
    sandbox: { start: async () => server.url, stop: async () => undefined },
    proposalRecords: records,
  })
  return {
    async call(name, input) {
      const result = await core.dispatch(name, input)
      if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`)
      return result.data as ChannelOutput<typeof name>
    },
    async fail(name, input) {
      const result = await core.dispatch(name, input)
      if (result.ok) throw new Error(`${name} succeeded`)
      return result.error
    },
    stop: () => core.stop(),
  }
}

/** The agency's margin in these tests: 10% on everything, no rounding (each test's desk saves it). */
export const TEN_PERCENT: MarkupRuleInput = {
  scope: { kind: 'everything' },
  productKind: null,
  percent: 10,
  fixed: null,
  rounding: { kind: 'none' },
  minimumMargin: null,
  note: '',
}

/** A net sold with that rule (a percentage alone: the product does not matter). */
export const sellOf = (net: number, currency: string): number =>
  applyRule({ ...TEN_PERCENT, id: 'ten' }, { kind: 'hotel', nights: 1, persons: 1 }, net, currency).sell

export function hotelItem(stay: ShownStay, checkIn: string, checkOut: string): HotelProposalItem {
  const shown = stay.shownRate.rooms[0]
  if (shown === undefined) throw new Error('the stay has a room')
  const { room, bedChoice } = shown
  const net = bedChoice.totalPriceWithPromo
  return {
    kind: 'hotel',
    id: randomUUID(),
    hotel: {
      id: stay.shownRate.hotel.id,
      name: stay.hotelName,
      address: '',
      cityName: '',
      countryCode: '',
      stars: null,
      timeZone: 'Europe/Lisbon',
    },
    checkIn,
    checkOut,
    rooms: [
      {
        requested: { adults: 2, childrenBirthdates: [] },
        roomId: room.id,
        roomName: room.name,
        bedChoiceId: bedChoice.id,
        mealPlan: bedChoice.mealPlans[0]?.code ?? '',
        supplierCode: room.supplier.code,
        supplierName: room.supplier.name,
        net,
        sell: sellOf(net, bedChoice.currency),
        cancellation: bedChoice.cancelConditions,
      },
    ],
    currency: bedChoice.currency,
    net,
    sell: sellOf(net, bedChoice.currency),
    pricedAs: null,
    description: '',
    addedAt: new Date().toISOString(),
  }
}

export function experienceItem(
  offer: ExperienceOffer,
  dates: { startAt: string },
  party: { adults: number; childrenBirthdates: string[] },
): ExperienceProposalItem {
  const price = offer.price
  if (price === null) throw new Error('the offer has a price')
  return {
    kind: 'experience',
    id: randomUUID(),
    experience: {
      id: offer.id,
      name: offer.name,
      description: '',
      type: offer.experienceType,
      cityId: offer.inCity.id,
      cityName: offer.inCity.title,
      countryCode: '',
      supplierCode: '',
      supplierName: '',
    },
    startAt: dates.startAt,
    endAt: dates.startAt,
    party,
    extras: [],
    priceId: price.priceId,
    currency: price.currency,
    net: price.price,
    sell: sellOf(price.price, price.currency),
    cancellation: [],
    cancellationText: '',
    pricedAs: null,
    description: '',
    addedAt: new Date().toISOString(),
  }
}

export function sentProposal(items: (HotelProposalItem | ExperienceProposalItem)[]): Proposal {
  const at = new Date().toISOString()
  return {
    id: randomUUID(),
    title: 'Lisbon in spring',
    customerId: null,
    customerName: 'Ana Lima',
    customerEmail: 'ana.lima@mail.example.test',
    customerTimeZone: '',
    tripStart: null,
    tripEnd: null,
    party: [{ adults: 2, childrenBirthdates: ['2018-03-01'] }],
    validUntil: null,
    introduction: '',
    layout: 'sideBySide',
    showSuppliers: false,
    options: [
      { id: randomUUID(), title: 'Option 1', description: '', items: [] },
      { id: randomUUID(), title: 'Option 2', description: '', items },
    ],
    state: 'sent',
    acceptedOptionId: null,
    bookings: [],
    version: 3,
    createdBy: 'Ana Costa',
    createdAt: at,
    updatedBy: 'Ana Costa',
    updatedAt: at,
  }
}
