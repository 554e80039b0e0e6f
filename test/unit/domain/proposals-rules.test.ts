import { describe, expect, it } from 'vitest'
import {
  addItemTo,
  contentRefusal,
  draftFromItem,
  duplicateContent,
  editRefusal,
  effectiveState,
  ExperienceProposalItem,
  HotelProposalItem,
  MAX_ITEMS_PER_OPTION,
  MAX_OPTIONS,
  optionTotals,
  PROPOSAL_STATES,
  ProposalInput,
  titleFromItem,
  transitionRefusal,
  type ProposalItem,
  type ProposalState,
} from '../../../src/shared/domain/proposals'

let counter = 0
const uuid = (): string => {
  counter += 1
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`
}

function hotel(sell: number, currency = 'EUR', extra: Partial<{ cityName: string }> = {}): ProposalItem {
  return HotelProposalItem.parse({
    kind: 'hotel',
    id: uuid(),
    hotel: { id: 'h1', name: 'Hotel Lisboa Plaza', cityName: extra.cityName ?? 'Lisbon' },
    checkIn: '2027-03-12',
    checkOut: '2027-03-15',
    rooms: [
      {
        requested: { adults: 2, childrenBirthdates: ['2018-05-01'] },
        roomId: 'r1',
        roomName: 'Double',
        net: sell / 2,
        sell,
      },
    ],
    currency,
    net: sell / 2,
    sell,
    addedAt: '2026-12-07T10:00:00.000Z',
  })
}

function experience(sell: number, currency: string, extras: number[] = []): ProposalItem {
  return ExperienceProposalItem.parse({
    kind: 'experience',
    id: uuid(),
    experience: { id: 'e1', name: 'Food tour of Alfama', cityName: 'Lisbon' },
    startAt: '2027-03-13',
    endAt: '2027-03-13',
    party: { adults: 2, childrenBirthdates: [] },
    extras: extras.map((extraSell, index) => ({
      id: `x${index}`,
      name: 'Wine pairing',
      quantity: 2,
      net: extraSell / 2,
      sell: extraSell,
    })),
    currency,
    net: sell / 2,
    sell,
    addedAt: '2026-12-07T10:00:00.000Z',
  })
}

const option = (...items: ProposalItem[]) => ({ id: uuid(), title: '', description: '', items })

describe('option totals', () => {
  it('sums each currency in minor units: 0.1 + 0.2 is 0.3', () => {
    expect(optionTotals(option(hotel(0.1), hotel(0.2)))).toEqual([{ currency: 'EUR', sell: 0.3 }])
  })

  it('keeps one total per currency, in the order they first appear', () => {
    const totals = optionTotals(option(hotel(100.5), experience(40, 'GBP'), hotel(19.49)))
    expect(totals).toEqual([
      { currency: 'EUR', sell: 119.99 },
      { currency: 'GBP', sell: 40 },
    ])
  })

  it('counts JPY in whole yen (no minor unit) and KWD in thousandths', () => {
    expect(optionTotals(option(hotel(12_000, 'JPY'), hotel(3_500, 'JPY')))).toEqual([
      { currency: 'JPY', sell: 15_500 },
    ])
    // 0.4 yen rounds to none on each item: JPY has no minor unit.
    expect(optionTotals(option(hotel(100.4, 'JPY'), hotel(100.4, 'JPY')))).toEqual([
      { currency: 'JPY', sell: 200 },
    ])
    expect(optionTotals(option(hotel(10.125, 'KWD'), hotel(0.001, 'KWD')))).toEqual([
      { currency: 'KWD', sell: 10.126 },
    ])
  })

  it("adds an experience's extras to its price; an empty option has no total", () => {
    expect(optionTotals(option(experience(80, 'EUR', [12.5, 7.25])))).toEqual([
      { currency: 'EUR', sell: 99.75 },
    ])
    expect(optionTotals(option())).toEqual([])
  })
})

describe('validity', () => {
  const sent = { state: 'sent' as const, validUntil: '2027-01-10' }

  it('reads a sent proposal past its last day as expired, and valid all of its last day', () => {
    expect(effectiveState(sent, '2027-01-09')).toBe('sent')
    expect(effectiveState(sent, '2027-01-10')).toBe('sent')
    expect(effectiveState(sent, '2027-01-11')).toBe('expired')
  })

  it('never expires a proposal without a last day, a draft or an answered one', () => {
    expect(effectiveState({ state: 'sent', validUntil: null }, '2099-01-01')).toBe('sent')
    for (const state of ['draft', 'accepted', 'declined'] as const)
      expect(effectiveState({ state, validUntil: '2027-01-10' }, '2027-02-01')).toBe(state)
  })
})

describe('state transitions', () => {
  const allowed: [ProposalState, ProposalState, 'agent' | 'accept'][] = [
    ['draft', 'sent', 'agent'],
    ['sent', 'draft', 'agent'],
    ['sent', 'declined', 'agent'],
    ['sent', 'accepted', 'accept'],
    ['draft', 'accepted', 'accept'],
  ]

  it.each(allowed)('allows %s -> %s by %s', (from, to, by) => {
    expect(transitionRefusal(from, to, by)).toBeNull()
  })

  it('refuses every other move, each with a reason', () => {
    for (const from of PROPOSAL_STATES)
      for (const to of PROPOSAL_STATES)
        for (const by of ['agent', 'accept'] as const) {
          const isAllowed = allowed.some(([a, b, c]) => a === from && b === to && c === by)
          // Accepting only ever asks for 'accepted': its other moves are the agent's rules.
          if (isAllowed || (by === 'accept' && to !== 'accepted')) continue
          expect(transitionRefusal(from, to, by), `${from} -> ${to} by ${by}`).toEqual(expect.any(String))
        }
  })

  it('says why: accepting is for the accept path, final states stay', () => {
    expect(transitionRefusal('sent', 'accepted', 'agent')).toMatch(/accepting one of its options/)
    expect(transitionRefusal('draft', 'accepted', 'agent')).toMatch(/accepting one of its options/)
    expect(transitionRefusal('draft', 'declined', 'agent')).toMatch(/Only a sent proposal/)
    for (const final of ['accepted', 'declined', 'expired'] as const)
      expect(transitionRefusal(final, 'draft', 'agent')).toMatch(/can no longer change/)
  })

  it('lets only a draft be edited', () => {
    expect(editRefusal('draft')).toBeNull()
    expect(editRefusal('sent')).toMatch(/set it back to draft/)
    for (const state of ['accepted', 'declined', 'expired'] as const)
      expect(editRefusal(state)).toMatch(/can no longer be changed/)
  })
})

describe('adding items and duplicating', () => {
  it('makes a new draft titled from its first item, with its dates and party', () => {
    const item = hotel(300)
    const draft = draftFromItem(item, uuid())
    expect(draft).toMatchObject({
      title: 'Lisbon, 2027-03-12 to 2027-03-15',
      tripStart: '2027-03-12',
      tripEnd: '2027-03-15',
      party: [{ adults: 2, childrenBirthdates: ['2018-05-01'] }],
      validUntil: null,
    })
    expect(draft.options).toHaveLength(1)
    expect(draft.options[0]?.items).toEqual([item])
    expect(ProposalInput.safeParse(draft).success).toBe(true)
    expect(titleFromItem(hotel(1, 'EUR', { cityName: '' }))).toBe(
      'Hotel Lisboa Plaza, 2027-03-12 to 2027-03-15',
    )
    expect(titleFromItem(experience(1, 'EUR'))).toBe('Lisbon, 2027-03-13')
  })

  it('adds into the option named, or a new option when none is; widens the trip', () => {
    const draft = draftFromItem(hotel(300), uuid())
    const firstOption = draft.options[0]?.id ?? ''
    const tour = { ...experience(50, 'EUR'), startAt: '2027-03-16', endAt: '2027-03-16' } as ProposalItem
    const into = addItemTo(draft, tour, firstOption, uuid())
    expect(into.ok && into.content.options.map((o) => o.items.length)).toEqual([2])
    expect(into.ok && into.content.tripEnd).toBe('2027-03-16')
    const newOptionId = uuid()
    const added = addItemTo(draft, hotel(280), undefined, newOptionId)
    expect(added.ok && added.content.options.map((o) => o.id)).toEqual([firstOption, newOptionId])
    expect(addItemTo(draft, hotel(1), uuid(), uuid())).toEqual({
      ok: false,
      reason: 'This proposal has no such option.',
    })
  })

  it('refuses past the limits of options and items', () => {
    let content = draftFromItem(hotel(1), uuid())
    for (let count = 1; count < MAX_OPTIONS; count += 1) {
      const next = addItemTo(content, hotel(1), undefined, uuid())
      if (!next.ok) throw new Error(next.reason)
      content = next.content
    }
    expect(addItemTo(content, hotel(1), undefined, uuid())).toMatchObject({ ok: false })
    const full = {
      ...content,
      options: [option(...Array.from({ length: MAX_ITEMS_PER_OPTION }, () => hotel(1)))],
    }
    expect(addItemTo(full, hotel(1), full.options[0]?.id, uuid())).toMatchObject({ ok: false })
    expect(contentRefusal(full)).toBeNull()
    const sameIds = { ...full, options: [full.options[0], full.options[0]].filter((o) => o !== undefined) }
    expect(contentRefusal(sameIds)).toMatchObject({ path: 'options', message: /same id/ })
    expect(contentRefusal({ ...full, tripStart: '2027-03-15', tripEnd: '2027-03-12' })).toEqual({
      path: 'tripEnd',
      message: 'The trip ends before it starts.',
    })
    expect(contentRefusal({ ...full, tripStart: '2027-03-15', tripEnd: '2027-03-15' })).toBeNull()
  })

  it('duplicates with new ids everywhere and the validity cleared', () => {
    const base = draftFromItem(hotel(300), uuid())
    const withTwo = addItemTo({ ...base, validUntil: '2027-01-31' }, experience(40, 'EUR'), undefined, uuid())
    if (!withTwo.ok) throw new Error(withTwo.reason)
    const copy = duplicateContent(withTwo.content, uuid)
    expect(copy.validUntil).toBeNull()
    expect(copy.title).toBe(`${base.title} (copy)`)
    const ids = (content: typeof copy) =>
      content.options.flatMap((o) => [o.id, ...o.items.map((item) => item.id)])
    expect(ids(copy)).toHaveLength(4)
    for (const id of ids(copy)) expect(ids(withTwo.content)).not.toContain(id)
    expect(copy.options.map((o) => o.items.map((item) => item.sell))).toEqual([[300], [40]])
  })
})
