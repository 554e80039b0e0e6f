import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import {
  addItemTo,
  contentRefusal,
  draftFromItem,
  duplicateContent,
  editRefusal,
  effectiveState,
  transitionRefusal,
  type Proposal,
  type ProposalInput,
  type ProposalItem,
  type ProposalState,
  type ProposalSummary,
} from '../../shared/domain/proposals'
import { DeskError } from '../../shared/ipc'
import type { proposalsChannels } from '../../shared/ipc/proposals.contract'
import { agentLabel } from '../agency-store/agency-store'
import { displayNameOf, getCustomer } from '../agency-store/customers.repo'
import {
  getProposal,
  insertLinkOnce,
  insertProposal,
  linksOfProposal,
  listLiveProposals,
  proposalOfBooking,
  updateProposal,
  type StoredProposal,
} from '../agency-store/proposals.repo'
import {
  bumpRecordMeta,
  newRecordMeta,
  tombstoneRecordMeta,
  type AgencyWriterDeps,
  type Change,
} from '../agency-store/record-meta'
import { searchWords } from '../agency-store/search-fold'
import type { ProposalRecords } from './proposal-records'
import { deskToday, proposalRecord, proposalSummary } from './proposal-views'

type In<C extends keyof typeof proposalsChannels> = z.output<(typeof proposalsChannels)[C]['input']>

/** The proposals kept in agency.db: built, listed, edited while draft, duplicated, sent, declined, deleted. */
export interface Proposals extends ProposalRecords {
  list(input: In<'proposals.list'>): ProposalSummary[]
  create(input: ProposalInput): Proposal
  update(input: In<'proposals.update'>): Proposal
  addItem(input: In<'proposals.addItem'>): Proposal
  duplicate(id: string): Proposal
  setState(input: In<'proposals.setState'>): Proposal
  delete(id: string, expectedVersion: number): void
  /** The live proposal a booking of the active service was made from (the booking page's link back). */
  forBooking(bookingId: string): { proposalId: string; title: string } | null
}

const NO_SUCH_PROPOSAL = 'There is no such proposal (it may have been deleted meanwhile).'

/** Bad input on one field: the contract's INVALID_INPUT with the field named, nothing written. */
function refused(path: string, message: string): DeskError {
  return new DeskError('INVALID_INPUT', message, { issues: [{ path, message }] })
}

export function createProposals(deps: AgencyWriterDeps): Proposals {
  const { db, events } = deps
  const change = (): Change => ({
    by: agentLabel(deps.agentName(), deps.deskId),
    at: deps.now().toISOString(),
  })
  const today = (): string => deskToday(deps.now())
  const changed = (ids: string[]): void => events.publish('proposals.changed', { ids })

  const live = (id: string): StoredProposal => {
    const stored = getProposal(db, id)
    if (stored === null || stored.meta.deletedAt !== null) throw new DeskError('NOT_FOUND', NO_SUCH_PROPOSAL)
    return stored
  }
  const stateOf = (stored: StoredProposal): ProposalState =>
    effectiveState({ state: stored.state, validUntil: stored.content.validUntil }, today())
  const record = (stored: StoredProposal): Proposal =>
    proposalRecord(stored, linksOfProposal(db, stored.meta.id), today())

  /**
   * The content as it will be stored: within the limits, and with the agency's customer (when one is named) its
   * name and e-mail filled in where the agent left them empty, so that the list and its search show them. The
   * customer the proposal already had may have been deleted since: it is kept, with the name the proposal holds.
   */
  const checked = (content: ProposalInput, keptCustomerId: string | null): ProposalInput => {
    const refusal = contentRefusal(content)
    if (refusal !== null) throw refused(refusal.path, refusal.message)
    if (content.customerId === null) return content
    const customer = getCustomer(db, content.customerId)
    if (customer === null || customer.meta.deletedAt !== null) {
      if (content.customerId === keptCustomerId) return content
      throw refused('customerId', 'There is no such customer (it may have been deleted meanwhile).')
    }
    return {
      ...content,
      customerName: content.customerName !== '' ? content.customerName : displayNameOf(customer.customer),
      customerEmail: content.customerEmail !== '' ? content.customerEmail : customer.customer.email,
    }
  }

  const insertDraft = (
    content: ProposalInput,
    at: Change,
    keptCustomerId: string | null = null,
  ): StoredProposal =>
    insertProposal(db, {
      meta: newRecordMeta(at),
      state: 'draft',
      acceptedOptionId: null,
      createdBy: at.by,
      createdAt: at.at,
      content: checked(content, keptCustomerId),
    })

  /** An edit of a draft's content: the version read must be the stored one, and the proposal a draft. */
  const edit = (
    id: string,
    expectedVersion: number | undefined,
    next: (content: ProposalInput) => ProposalInput,
  ): StoredProposal =>
    db
      .transaction(() => {
        const current = live(id)
        const meta = bumpRecordMeta(current.meta, change(), expectedVersion)
        const refusal = editRefusal(stateOf(current))
        if (refusal !== null) throw refused('state', refusal)
        return updateProposal(db, {
          ...current,
          meta,
          content: checked(next(current.content), current.content.customerId),
        })
      })
      .immediate()

  return {
    list(input) {
      const now = today()
      return listLiveProposals(db, { words: searchWords(input.search), customerId: input.customerId })
        .map((stored) => proposalSummary(stored, now))
        .filter((summary) => input.states.length === 0 || input.states.includes(summary.state))
    },
    get: (id) => record(live(id)),
    links: (id) => linksOfProposal(db, live(id).meta.id),
    create(input) {
      const saved = db.transaction(() => insertDraft(input, change())).immediate()
      changed([saved.meta.id])
      return record(saved)
    },
    update({ id, expectedVersion, proposal }) {
      const saved = edit(id, expectedVersion, () => proposal)
      changed([id])
      return record(saved)
    },
    addItem({ proposalId, optionId, item }) {
      const at = change()
      const added: ProposalItem = { ...item, id: randomUUID(), addedAt: at.at }
      let saved: StoredProposal
      if (proposalId === undefined) {
        if (optionId !== undefined)
          throw refused('optionId', 'A new proposal has no options yet: name no option.')
        saved = db.transaction(() => insertDraft(draftFromItem(added, randomUUID()), at)).immediate()
      } else
        saved = edit(proposalId, undefined, (content) => {
          const result = addItemTo(content, added, optionId, randomUUID())
          if (!result.ok) throw refused(optionId === undefined ? 'options' : 'optionId', result.reason)
          return result.content
        })
      changed([saved.meta.id])
      return record(saved)
    },
    duplicate(id) {
      const saved = db
        .transaction(() => {
          const { content } = live(id)
          return insertDraft(duplicateContent(content, randomUUID), change(), content.customerId)
        })
        .immediate()
      changed([saved.meta.id])
      return record(saved)
    },
    setState({ id, expectedVersion, state }) {
      const saved = db
        .transaction(() => {
          const current = live(id)
          const meta = bumpRecordMeta(current.meta, change(), expectedVersion)
          const refusal = transitionRefusal(stateOf(current), state, 'agent')
          if (refusal !== null) throw refused('state', refusal)
          // Sent past its last day it would read expired at once: the agent gives it a new one first.
          if (
            state === 'sent' &&
            effectiveState({ state, validUntil: current.content.validUntil }, today()) === 'expired'
          )
            throw refused(
              'validUntil',
              'Its last day to accept has passed: give it a later one before sending.',
            )
          return updateProposal(db, { ...current, meta, state })
        })
        .immediate()
      changed([id])
      return record(saved)
    },
    delete(id, expectedVersion) {
      db.transaction(() => {
        const current = live(id)
        updateProposal(db, { ...current, meta: tombstoneRecordMeta(current.meta, change(), expectedVersion) })
      }).immediate()
      changed([id])
    },
    forBooking: (bookingId) => proposalOfBooking(db, deps.service(), bookingId),
    recordAccepted({ id, optionId, expectedVersion, links }) {
      const at = change()
      const saved = db
        .transaction(() => {
          const current = live(id)
          const meta = bumpRecordMeta(current.meta, at, expectedVersion)
          const option = current.content.options.find((candidate) => candidate.id === optionId)
          if (option === undefined) throw refused('optionId', 'This proposal has no such option.')
          const from = stateOf(current)
          // Accepting again the option already accepted books what the first accept could not (a partial
          // failure): its links are added, the ones written stay.
          const again = from === 'accepted' && current.acceptedOptionId === optionId
          const refusal = again ? null : transitionRefusal(from, 'accepted', 'accept')
          if (refusal !== null) throw refused('state', refusal)
          const itemIds = new Set(option.items.map((item) => item.id))
          if (links.some((link) => link.optionId !== optionId || !itemIds.has(link.itemId)))
            throw refused('links', 'A booking was linked to an item the accepted option does not hold.')
          for (const link of links)
            insertLinkOnce(db, id, link, { service: deps.service(), at: at.at, by: at.by })
          return updateProposal(db, { ...current, meta, state: 'accepted', acceptedOptionId: optionId })
        })
        .immediate()
      changed([id])
      return record(saved)
    },
  }
}
