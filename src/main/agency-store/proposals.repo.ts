import {
  optionTotals,
  ProposalInput,
  ProposalSummary,
  type ProposalBookingLink,
  type ProposalState,
} from '../../shared/domain/proposals'
import { allRows, getRow, parseJson, run, type Db } from '../db/statements'
import { metaOfRow, metaParams, type RecordMeta, type RecordMetaRow } from './record-meta'
import { foldForSearch } from './search-fold'

/** Proposals and the bookings their accepted items became (agency.proposals, agency.proposal_bookings, migration 60). */

interface ProposalRow extends RecordMetaRow {
  state: ProposalState
  accepted_option_id: string | null
  created_by: string
  created_at: string
  proposal_json: string
}

export interface StoredProposal {
  meta: RecordMeta
  /** As stored: 'expired' is read, never written (rules.ts effectiveState). */
  state: ProposalState
  acceptedOptionId: string | null
  createdBy: string
  createdAt: string
  content: ProposalInput
}

const COLUMNS =
  'id, version, updated_by, updated_at, deleted_at, state, accepted_option_id, created_by, created_at, proposal_json'

function toStored(row: ProposalRow): StoredProposal {
  return {
    meta: metaOfRow(row),
    state: row.state,
    acceptedOptionId: row.accepted_option_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
    // Parsed again: a hand-edited or older file never feeds a screen or a document what the contract refuses.
    content: ProposalInput.parse(parseJson<unknown>(row.proposal_json)),
  }
}

/**
 * Everything the list's search finds a proposal by, folded into one text: its title, the customer's name and
 * e-mail, and each item's hotel or experience and city.
 */
export function proposalSearchText(content: ProposalInput): string {
  const items = content.options.flatMap((option) =>
    option.items.flatMap((item) =>
      item.kind === 'hotel'
        ? [item.hotel.name, item.hotel.cityName]
        : [item.experience.name, item.experience.cityName],
    ),
  )
  return foldForSearch(
    [content.title, content.customerName, content.customerEmail, ...items]
      .filter((part) => part !== '')
      .join('\n'),
  )
}

/** A proposal by id, tombstone included (the caller decides what a deleted one means). */
export function getProposal(db: Db, id: string): StoredProposal | null {
  const row = getRow<ProposalRow>(db, `SELECT ${COLUMNS} FROM agency.proposals WHERE id = ?`, id)
  return row === undefined ? null : toStored(row)
}

/** The list's row: the header columns and each option's summary, no content parsed. */
export interface ProposalHeader {
  meta: RecordMeta
  state: ProposalState
  title: string
  customerId: string | null
  customerName: string
  tripStart: string | null
  tripEnd: string | null
  validUntil: string | null
  options: ProposalSummary['options']
}

interface HeaderRow extends RecordMetaRow {
  state: ProposalState
  title: string
  customer_id: string | null
  customer_name: string
  trip_start: string | null
  trip_end: string | null
  valid_until: string | null
  options_json: string
}

const HEADER_COLUMNS =
  'id, version, updated_by, updated_at, deleted_at, state, title, customer_id, customer_name, trip_start, ' +
  'trip_end, valid_until, options_json'

const OptionSummaries = ProposalSummary.shape.options

function toHeader(row: HeaderRow): ProposalHeader {
  return {
    meta: metaOfRow(row),
    state: row.state,
    title: row.title,
    customerId: row.customer_id,
    customerName: row.customer_name,
    tripStart: row.trip_start,
    tripEnd: row.trip_end,
    validUntil: row.valid_until,
    options: OptionSummaries.parse(parseJson<unknown>(row.options_json)),
  }
}

export interface ProposalQuery {
  /** Folded words (search-fold.ts searchWords): a proposal matches when its search text holds every one. */
  words: string[]
  customerId?: string | undefined
}

/** The live proposals the query finds, most recently changed first. */
export function listLiveProposals(db: Db, query: ProposalQuery): ProposalHeader[] {
  const conditions = ['deleted_at IS NULL']
  const params: unknown[] = []
  for (const word of query.words) {
    conditions.push('instr(search_text, ?) > 0')
    params.push(word)
  }
  if (query.customerId !== undefined) {
    conditions.push('customer_id = ?')
    params.push(query.customerId)
  }
  return allRows<HeaderRow>(
    db,
    `SELECT ${HEADER_COLUMNS} FROM agency.proposals WHERE ${conditions.join(' AND ')}
     ORDER BY updated_at DESC, rowid DESC`,
    ...params,
  ).map(toHeader)
}

/** Each option's list row, written with the content so that the list reads it without parsing the content. */
function optionSummaries(content: ProposalInput): ProposalSummary['options'] {
  return content.options.map((option) => ({
    id: option.id,
    title: option.title,
    items: option.items.length,
    totals: optionTotals(option),
  }))
}

function contentParams(stored: StoredProposal): unknown[] {
  const { content } = stored
  return [
    content.title,
    content.customerId,
    content.customerName,
    stored.state,
    stored.acceptedOptionId,
    content.validUntil,
    content.tripStart,
    content.tripEnd,
    proposalSearchText(content),
    JSON.stringify(optionSummaries(content)),
    JSON.stringify(content),
  ]
}

export function insertProposal(db: Db, stored: StoredProposal): StoredProposal {
  run(
    db,
    `INSERT INTO agency.proposals (id, version, updated_by, updated_at, deleted_at, title, customer_id,
       customer_name, state, accepted_option_id, valid_until, trip_start, trip_end, search_text, options_json,
       proposal_json, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ...metaParams(stored.meta),
    ...contentParams(stored),
    stored.createdBy,
    stored.createdAt,
  )
  return stored
}

/** Replaces a proposal's content, state and meta (the caller bumped the meta). */
export function updateProposal(db: Db, stored: StoredProposal): StoredProposal {
  const [id, ...meta] = metaParams(stored.meta)
  run(
    db,
    `UPDATE agency.proposals SET version = ?, updated_by = ?, updated_at = ?, deleted_at = ?, title = ?,
       customer_id = ?, customer_name = ?, state = ?, accepted_option_id = ?, valid_until = ?, trip_start = ?,
       trip_end = ?, search_text = ?, options_json = ?, proposal_json = ?
     WHERE id = ?`,
    ...meta,
    ...contentParams(stored),
    id,
  )
  return stored
}

interface LinkRow {
  option_id: string
  item_id: string
  booking_id: string
  reference: string
}

/** The bookings a proposal's items became, in the order they were written. */
export function linksOfProposal(db: Db, proposalId: string): ProposalBookingLink[] {
  return allRows<LinkRow>(
    db,
    `SELECT option_id, item_id, booking_id, reference FROM agency.proposal_bookings WHERE proposal_id = ?
     ORDER BY rowid`,
    proposalId,
  ).map((row) => ({
    optionId: row.option_id,
    itemId: row.item_id,
    bookingId: row.booking_id,
    reference: row.reference,
  }))
}

/** Writes a link unless the item has one already (the first link stays: never replaced). True when written. */
export function insertLinkOnce(
  db: Db,
  proposalId: string,
  link: ProposalBookingLink,
  written: { service: string | null; at: string; by: string },
): boolean {
  const result = run(
    db,
    `INSERT INTO agency.proposal_bookings
       (proposal_id, option_id, item_id, service, booking_id, reference, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (item_id) DO NOTHING`,
    proposalId,
    link.optionId,
    link.itemId,
    written.service,
    link.bookingId,
    link.reference,
    written.at,
    written.by,
  )
  return result.changes > 0
}

/** The live proposal a booking of this service was made from, if any. */
export function proposalOfBooking(
  db: Db,
  service: string | null,
  bookingId: string,
): { proposalId: string; title: string } | null {
  const row = getRow<{ id: string; title: string }>(
    db,
    `SELECT p.id, p.title FROM agency.proposal_bookings l JOIN agency.proposals p ON p.id = l.proposal_id
     WHERE l.booking_id = ? AND l.service IS ? AND p.deleted_at IS NULL
     ORDER BY l.rowid LIMIT 1`,
    bookingId,
    service,
  )
  return row === undefined ? null : { proposalId: row.id, title: row.title }
}

/**
 * Forgetting a customer (privacy): its proposals and their links leave the file as rows, tombstones included (a
 * proposal holds the customer's name, e-mail and party). Returns how many rows went.
 */
export function eraseCustomerProposals(db: Db, customerId: string): number {
  const links = run(
    db,
    `DELETE FROM agency.proposal_bookings
     WHERE proposal_id IN (SELECT id FROM agency.proposals WHERE customer_id = ?)`,
    customerId,
  ).changes
  return links + run(db, 'DELETE FROM agency.proposals WHERE customer_id = ?', customerId).changes
}
