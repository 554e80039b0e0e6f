import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import { AGENCY_MIGRATIONS } from '../../../src/main/agency-store/migrations'
import {
  getProposal,
  insertLinkOnce,
  insertProposal,
  linksOfProposal,
  listLiveProposals,
  proposalOfBooking,
  updateProposal,
  type StoredProposal,
} from '../../../src/main/agency-store/proposals.repo'
import { newRecordMeta, tombstoneRecordMeta } from '../../../src/main/agency-store/record-meta'
import { searchWords } from '../../../src/main/agency-store/search-fold'
import { openDatabase } from '../../../src/main/db/connection'
import { ProposalInput } from '../../../src/shared/domain/proposals'

const change = { by: 'Ana', at: '2026-12-07T10:00:00.000Z' }
const OPTION = '11111111-1111-4111-8111-111111111111'
const ITEM = '22222222-2222-4222-8222-222222222222'

function stored(title: string, customerName = ''): StoredProposal {
  return {
    meta: newRecordMeta(change),
    state: 'draft',
    acceptedOptionId: null,
    createdBy: change.by,
    createdAt: change.at,
    content: ProposalInput.parse({
      title,
      customerName,
      options: [
        {
          id: OPTION,
          items: [
            {
              kind: 'experience',
              id: ITEM,
              experience: { id: 'e1', name: 'Passeio de barco no Tejo', cityName: 'Lisboa' },
              startAt: '2027-03-13',
              endAt: '2027-03-13',
              party: { adults: 2, childrenBirthdates: [] },
              currency: 'EUR',
              net: 40,
              sell: 48,
              addedAt: change.at,
            },
          ],
        },
      ],
    }),
  }
}

describe('agency migration 60: proposals', () => {
  it('migrates an agency.db of version 50 to 60 and keeps what was there', () => {
    const folder = mkdtempSync(join(tmpdir(), 'agency-60-'))
    const file = join(folder, 'agency.db')
    const first = openDatabase({ file: join(folder, 'cache.db') })
    const before = attachAgencyStore(first.db, {
      file,
      migrations: AGENCY_MIGRATIONS.filter((migration) => migration.version <= 50),
    })
    expect(before.migration.to).toBe(50)
    first.db
      .prepare(
        `INSERT INTO agency.saved_views (id, name, filters_json, columns_json, pinned, version, updated_by, updated_at)
         VALUES ('v1', 'Mine', '{}', '[]', 0, 1, 'Ana', ?)`,
      )
      .run(change.at)
    first.db.close()

    const second = openDatabase({ file: join(folder, 'cache.db') })
    // Up to 60 only: later migrations have their own tests.
    const after = attachAgencyStore(second.db, {
      file,
      migrations: AGENCY_MIGRATIONS.filter((migration) => migration.version <= 60),
    })
    expect(after.migration).toMatchObject({ from: 50, to: 60, applied: ['60-proposals'] })
    expect(second.db.prepare('SELECT name FROM agency.saved_views').all()).toEqual([{ name: 'Mine' }])
    expect(second.db.prepare('SELECT count(*) AS n FROM agency.proposals').get()).toEqual({ n: 0 })
    second.db.close()
  })

  it('stores a proposal, finds it by folded words, hides its tombstone, and refuses an unknown state', () => {
    const { db } = openDatabase({ file: ':memory:' })
    attachAgencyStore(db, { file: ':memory:' })
    const lisbon = insertProposal(db, stored('Lisbon in March', 'Lambért, Anne'))
    insertProposal(db, stored('Porto weekend'))
    expect(getProposal(db, lisbon.meta.id)?.content).toEqual(lisbon.content)
    const find = (query: string) =>
      listLiveProposals(db, { words: searchWords(query) }).map((proposal) => proposal.title)
    expect(find('LAMBERT tejo')).toEqual(['Lisbon in March'])
    // The list's row carries each option's totals: the list parses no content.
    expect(listLiveProposals(db, { words: ['lambert'] })[0]?.options).toEqual([
      { id: OPTION, title: '', items: 1, totals: [{ currency: 'EUR', sell: 48 }] },
    ])
    // Newest first; the same instant: the later one first.
    expect(find('passeio')).toEqual(['Porto weekend', 'Lisbon in March'])
    updateProposal(db, { ...lisbon, meta: tombstoneRecordMeta(lisbon.meta, change) })
    expect(find('lambert')).toEqual([])
    expect(getProposal(db, lisbon.meta.id)?.meta).toMatchObject({ version: 2, deletedAt: change.at })
    expect(() =>
      db.prepare("UPDATE agency.proposals SET state = 'lost' WHERE id = ?").run(lisbon.meta.id),
    ).toThrow(/CHECK constraint/)
  })

  it('links an item to its booking once: a second link of the item is not written', () => {
    const { db } = openDatabase({ file: ':memory:' })
    attachAgencyStore(db, { file: ':memory:' })
    const proposal = insertProposal(db, stored('Lisbon'))
    const link = { optionId: OPTION, itemId: ITEM, bookingId: 'bk-1', reference: 'AD-1' }
    const written = { service: 'sandbox', at: change.at, by: 'Ana' }
    expect(insertLinkOnce(db, proposal.meta.id, link, written)).toBe(true)
    expect(insertLinkOnce(db, proposal.meta.id, { ...link, bookingId: 'bk-2' }, written)).toBe(false)
    expect(linksOfProposal(db, proposal.meta.id)).toEqual([link])
    expect(proposalOfBooking(db, 'sandbox', 'bk-1')).toEqual({
      proposalId: proposal.meta.id,
      title: 'Lisbon',
    })
    // A booking id means nothing on another service.
    expect(proposalOfBooking(db, 'production', 'bk-1')).toBeNull()
  })

  it("finds a customer's proposals and a booking's proposal through their indexes", () => {
    const { db } = openDatabase({ file: ':memory:' })
    attachAgencyStore(db, { file: ':memory:' })
    const plan = (sql: string): string =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('x') as { detail: string }[])
        .map((row) => row.detail)
        .join('\n')
    expect(
      plan(
        'SELECT id FROM agency.proposals WHERE deleted_at IS NULL AND customer_id = ? ORDER BY updated_at',
      ),
    ).toMatch(/USING INDEX proposals_customer/)
    expect(plan('SELECT proposal_id FROM agency.proposal_bookings WHERE booking_id = ?')).toMatch(
      /USING INDEX proposal_bookings_booking/,
    )
  })
})
