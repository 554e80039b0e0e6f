import { describe, expect, it } from 'vitest'
import {
  composeProposalDocument,
  optionTotals,
  type ProposalAgency,
} from '../../../../src/main/proposals/document/compose'
import {
  datedExperienceLadder,
  parseExperienceCancellation,
} from '../../../../src/shared/domain/experience-cancellation'
import { formatMoney } from '../../../../src/shared/domain/money'
import { NET_AMOUNTS, sampleProposal } from './proposal-fixture'

const AGENCY: ProposalAgency = {
  name: 'Voyages Øresund',
  address: '1 Rua Nova, Lisboa',
  phone: '+351 21 000 0000',
  email: 'desk@voyages.example',
  logo: null,
}
const OPTIONS = { locale: 'en', deskTimeZone: 'Europe/Lisbon', now: new Date('2027-01-21T09:00:00Z') }

/** What a reader of the page sees: the HTML without its tags and style, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/** Each cost figure as a reader could meet it: formatted in the document's locale, and bare. */
function netFigures(): string[] {
  return NET_AMOUNTS.flatMap(({ amount, currency }) => [
    formatMoney(amount, currency, 'en-GB'),
    currency === 'JPY' ? String(amount) : amount.toFixed(2),
    amount.toLocaleString('en-GB', { minimumFractionDigits: currency === 'JPY' ? 0 : 2 }),
  ])
}

describe('composeProposalDocument', () => {
  it('prints selling prices only: no net or supplier fee of any item, room or extra', () => {
    const { html, model } = composeProposalDocument(sampleProposal(), AGENCY, OPTIONS)
    const text = textOf(html)
    for (const figure of netFigures()) expect(text).not.toContain(figure)
    // The model has no field a net could travel in.
    expect(JSON.stringify(model)).not.toMatch(/"net"/)
    expect(text).toContain(formatMoney(498.5, 'EUR', 'en-GB'))
    expect(text).toContain(formatMoney(84_500, 'JPY', 'en-GB'))
  })

  it('totals each option per currency, JPY and EUR apart', () => {
    const proposal = sampleProposal()
    expect(proposal.options.map((option) => optionTotals(option.items))).toEqual([
      [{ currency: 'EUR', sell: 593.6 }],
      [
        { currency: 'JPY', sell: 84_500 },
        { currency: 'EUR', sell: 74.2 },
      ],
      [{ currency: 'EUR', sell: 86.1 }],
    ])
    const { model } = composeProposalDocument(proposal, AGENCY, OPTIONS)
    expect(model.options.map((option) => option.totals)).toEqual([
      ['€593.60'],
      [formatMoney(84_500, 'JPY', 'en-GB'), '€74.20'],
      ['€86.10'],
    ])
    expect(formatMoney(84_500, 'JPY', 'en-GB')).toMatch(/84,500$/)
  })

  it('names suppliers only when the proposal says so, and never their codes', () => {
    const hidden = textOf(composeProposalDocument(sampleProposal(), AGENCY, OPTIONS).html)
    for (const name of ['Bedbank Alpha', 'Channel Gamma', 'Tours Omega', 'supplier_bedbank_a', 'tours_omega'])
      expect(hidden).not.toContain(name)

    const shown = textOf(
      composeProposalDocument(sampleProposal({ showSuppliers: true }), AGENCY, OPTIONS).html,
    )
    expect(shown).toContain('Supplied by Bedbank Alpha')
    expect(shown).toContain('Supplied by Channel Gamma')
    expect(shown).toContain('Supplied by Tours Omega')
    expect(shown).not.toContain('supplier_bedbank_a')
  })

  it("words cancellation deadlines in the customer's zone, else the desk's", () => {
    // 2027-03-07T15:00Z is midnight of the 8th in Tokyo, 15:00 of the 7th in Lisbon.
    const tokyo = composeProposalDocument(sampleProposal(), AGENCY, OPTIONS)
    const lodz = tokyo.model.options[0]?.items[0]
    expect(lodz?.cancellation[0]).toBe('Until 8 Mar 2027, 00:00 GMT+9: free cancellation')
    expect(lodz?.cancellation[1]).toMatch(
      /^From 8 Mar 2027, 00:00 GMT\+9 until 10 Mar 2027, 00:00 GMT\+9: cancellation fees apply$/,
    )
    expect(lodz?.cancellation[2]).toBe('From 10 Mar 2027, 00:00 GMT+9: non-refundable')
    expect(textOf(tokyo.html)).toContain('Cancellation times are shown in Asia/Tokyo.')

    const desk = composeProposalDocument(sampleProposal({ customerTimeZone: '' }), AGENCY, OPTIONS)
    expect(desk.model.options[0]?.items[0]?.cancellation[0]).toBe(
      'Until 7 Mar 2027, 15:00 WET: free cancellation',
    )
    expect(desk.model.timeZone).toBe('Europe/Lisbon')

    // A zone Intl does not know is not a reason to fail the document: the desk's zone is used.
    const unknown = composeProposalDocument(
      sampleProposal({ customerTimeZone: 'Mars/Olympus' }),
      AGENCY,
      OPTIONS,
    )
    expect(unknown.model.timeZone).toBe('Europe/Lisbon')
  })

  it('never presents unknown terms as free, and a zero fee as free', () => {
    const { model } = composeProposalDocument(sampleProposal(), AGENCY, OPTIONS)
    expect(model.options[0]?.items[1]?.cancellation).toEqual([
      'Cancellation terms are confirmed when booking.',
    ])
    // A window that deducts nothing is free too: one line, not two.
    expect(model.options[1]?.items[1]?.cancellation).toEqual(['Free cancellation'])
  })

  it("prints an experience's dated terms in the customer's zone, else the supplier's own words", () => {
    const words =
      'Free cancellation up to 48 hours before the start; 50% charged within 48 hours; no refund for no-shows.'
    const withTerms = (cancellation: unknown[], cancellationText: string) => {
      const proposal = sampleProposal()
      const tour = proposal.options[0]?.items[1]
      if (tour?.kind !== 'experience') throw new Error('the fixture’s food tour')
      return sampleProposal({
        options: [
          { ...proposal.options[0]!, items: [{ ...tour, cancellation, cancellationText } as typeof tour] },
        ],
      })
    }
    // Added at a desk in Warsaw: the tour's day (11 March) begins there at 23:00 UTC on the 10th.
    const ladder = datedExperienceLadder(parseExperienceCancellation(words), {
      startAt: '2027-03-11',
      timeZone: 'Europe/Warsaw',
      price: 61.45,
    })
    const dated = composeProposalDocument(withTerms(ladder, words), AGENCY, OPTIONS).model.options[0]
      ?.items[0]
    expect(dated?.cancellation).toEqual([
      'Until 9 Mar 2027, 08:00 GMT+9: free cancellation',
      'From 9 Mar 2027, 08:00 GMT+9 until 11 Mar 2027, 08:00 GMT+9: cancellation fees apply',
      'From 11 Mar 2027, 08:00 GMT+9: non-refundable',
    ])
    const french = 'Annulation gratuite jusqu’à 48 heures avant le début.'
    const unread = composeProposalDocument(withTerms([], french), AGENCY, OPTIONS).model.options[0]?.items[0]
    expect(unread?.cancellation).toEqual([`As the supplier states it: ${french}`])
  })

  it('prints each item with its place, stars, dates, board and party, and the agent’s words', () => {
    const { model, html } = composeProposalDocument(sampleProposal(), AGENCY, OPTIONS)
    const [first, second, third] = model.options
    expect(first?.title).toBe('Old town, with the food tour')
    expect(third?.title).toBe('Option 3')
    const hotel = first?.items[0]
    expect(hotel).toMatchObject({
      name: 'Hotel Łódź Piotrkowska',
      stars: 4,
      place: 'ul. Piotrkowska 120, Łódź',
      dates: 'Wed, 10 March 2027 to Sat, 13 March 2027 · 3 nights',
      details: ['Room 1: Family room, old town view · 2 adults, 1 child · Breakfast'],
      agentWords: 'Our favourite: quiet rooms over the courtyard.',
    })
    expect(second?.items[0]?.details[0]).toContain('Half board')
    const tour = first?.items[1]
    expect(tour?.dates).toBe('On Thu, 11 March 2027')
    expect(tour?.details).toEqual(['For 2 adults, 1 child', 'Including Vodka tasting × 2'])
    // The experience's own description is shortened at a word; the agent's words are printed whole.
    expect(tour?.about.length).toBeLessThanOrEqual(260)
    expect(tour?.about.endsWith('…')).toBe(true)
    expect(tour?.about.startsWith('Taste pierogi, żurek and pączki')).toBe(true)

    const text = textOf(html)
    expect(text).toContain('Prepared for Ελένη Wang 王')
    expect(text).toContain('Łódź and Kyoto in March')
    expect(text).toContain('10 March 2027 to 20 March 2027 · 2 adults, 1 child, 1 room')
    expect(text).toContain('This proposal is valid until 14 February 2027.')
    // Also at the top, where the customer looks first.
    expect(text).toContain('21 January 2027 Valid until 14 February 2027')
    expect(text).toContain('21 January 2027')
    expect(text).toContain('Voyages Øresund')
  })

  it('escapes every text: the agent’s markup is printed, never run', () => {
    const { html } = composeProposalDocument(sampleProposal(), AGENCY, OPTIONS)
    expect(html).not.toContain('<b>Prices</b>')
    expect(html).toContain('&lt;b&gt;Prices&lt;/b&gt; include taxes.')
    // The introduction keeps its paragraphs.
    expect(html).toMatch(/<p class="intro">Dear Ελένη,<\/p><p class="intro">as promised/)
  })

  it('lays the options side by side (three to a row) or one after the other, the call overriding', () => {
    const side = composeProposalDocument(sampleProposal(), AGENCY, OPTIONS)
    expect(side.model.layout).toBe('sideBySide')
    expect(side.html).toContain('class="options cols-3"')
    const two = composeProposalDocument(
      sampleProposal({ options: sampleProposal().options.slice(0, 2) }),
      AGENCY,
      OPTIONS,
    )
    expect(two.html).toContain('class="options cols-2"')
    const sequential = composeProposalDocument(sampleProposal(), AGENCY, { ...OPTIONS, layout: 'sequential' })
    expect(sequential.html).toContain('class="options cols-1 sequential"')
    const stored = composeProposalDocument(sampleProposal({ layout: 'sequential' }), AGENCY, OPTIONS)
    expect(stored.model.layout).toBe('sequential')
  })

  it('names the file after the title, any script kept, nothing of a path', () => {
    expect(composeProposalDocument(sampleProposal(), AGENCY, OPTIONS).fileName).toBe(
      'proposal-łódź-and-kyoto-in-march.pdf',
    )
    expect(
      composeProposalDocument(sampleProposal({ title: '../../etc/passwd' }), AGENCY, OPTIONS).fileName,
    ).toBe('proposal-etc-passwd.pdf')
  })
})
