import type {
  ExperienceProposalItem,
  HotelProposalItem,
  Proposal,
  ProposalSummary,
} from '../../../../../src/shared/domain/proposals'
import { resolveAgentFormat } from '../../../../../src/renderer/src/ui/format/agent-format'
import { useSettingsStore } from '../../../../../src/renderer/src/stores/settings.store'
import { formatMoney } from '../../../../../src/shared/domain/money'

/** Proposals as main answers them, for the screens' tests. */

export const PROPOSAL_ID = '5d7e1f3a-2b4c-4d6e-8f10-a1b2c3d4e5f6'
export const OPTION_1 = '6d7e1f3a-2b4c-4d6e-8f10-a1b2c3d4e5f1'
export const OPTION_2 = '6d7e1f3a-2b4c-4d6e-8f10-a1b2c3d4e5f2'
const ADDED = '2026-11-20T10:00:00.000Z'

/** Money as the screens write it, in the locale the tests' settings give. */
export function money(amount: number, currency: string): string {
  return formatMoney(amount, currency, resolveAgentFormat(useSettingsStore.getState().settings).locale)
}

export function hotel(n: number, over: Partial<HotelProposalItem> = {}): HotelProposalItem {
  return {
    kind: 'hotel',
    id: `7d7e1f3a-2b4c-4d6e-8f10-a1b2c3d4e5${String(n).padStart(2, '0')}`,
    hotel: {
      id: `H${n}`,
      name: `Hotel Tejo ${n}`,
      address: 'Rua Augusta 1',
      cityName: 'Lisbon',
      countryCode: 'PT',
      stars: 4,
      timeZone: null,
    },
    checkIn: '2027-05-10',
    checkOut: '2027-05-13',
    rooms: [
      {
        requested: { adults: 2, childrenBirthdates: [] },
        roomId: 'R1',
        roomName: 'Double room',
        bedChoiceId: 'B1',
        mealPlan: 'breakfast',
        supplierCode: 'supplier_bedbank_a',
        supplierName: 'Bedbank A',
        net: 777.77,
        sell: 1000.1,
        cancellation: [],
      },
    ],
    currency: 'EUR',
    net: 777.77,
    sell: 1000.1,
    pricedAs: null,
    description: '',
    addedAt: ADDED,
    ...over,
  }
}

export function experience(n: number, over: Partial<ExperienceProposalItem> = {}): ExperienceProposalItem {
  return {
    kind: 'experience',
    id: `8d7e1f3a-2b4c-4d6e-8f10-a1b2c3d4e5${String(n).padStart(2, '0')}`,
    experience: {
      id: `E${n}`,
      name: `Food tour ${n}`,
      description: '',
      type: 'activity',
      cityId: 'C1',
      cityName: 'Lisbon',
      countryCode: 'PT',
      supplierCode: 'org-1',
      supplierName: 'Tasty Tours',
    },
    startAt: '2027-05-11',
    endAt: '2027-05-11',
    party: { adults: 2, childrenBirthdates: [] },
    extras: [],
    priceId: 'P1',
    currency: 'EUR',
    net: 199.99,
    sell: 240.25,
    cancellation: [],
    cancellationText: '',
    pricedAs: null,
    description: '',
    addedAt: ADDED,
    ...over,
  }
}

export function proposal(over: Partial<Proposal> = {}): Proposal {
  return {
    id: PROPOSAL_ID,
    title: 'Lisbon in May',
    customerId: null,
    customerName: 'Anne Lambert',
    customerEmail: 'anne@lambert.fr',
    customerTimeZone: '',
    tripStart: '2027-05-10',
    tripEnd: '2027-05-13',
    party: [{ adults: 2, childrenBirthdates: [] }],
    validUntil: '2027-04-30',
    introduction: '',
    layout: 'sideBySide',
    showSuppliers: false,
    options: [
      { id: OPTION_1, title: '', description: '', items: [hotel(1), experience(1)] },
      {
        id: OPTION_2,
        title: 'Sea view',
        description: '',
        items: [hotel(2, { currency: 'GBP', sell: 880, net: 700 }), experience(2)],
      },
    ],
    state: 'draft',
    acceptedOptionId: null,
    bookings: [],
    version: 3,
    createdBy: 'agent',
    createdAt: ADDED,
    updatedBy: 'agent',
    updatedAt: ADDED,
    ...over,
  }
}

export function summary(over: Partial<ProposalSummary> = {}): ProposalSummary {
  return {
    id: PROPOSAL_ID,
    title: 'Lisbon in May',
    state: 'sent',
    customerId: null,
    customerName: 'Anne Lambert',
    tripStart: '2027-05-10',
    tripEnd: '2027-05-13',
    validUntil: '2027-04-30',
    options: [
      { id: OPTION_1, title: '', items: 2, totals: [{ currency: 'EUR', sell: 1240.35 }] },
      {
        id: OPTION_2,
        title: 'Sea view',
        items: 2,
        totals: [
          { currency: 'GBP', sell: 880 },
          { currency: 'JPY', sell: 12000 },
        ],
      },
    ],
    version: 3,
    updatedBy: 'agent',
    updatedAt: ADDED,
    ...over,
  }
}
