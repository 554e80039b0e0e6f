import type { ProposalLayout } from '../../../shared/domain/proposals'

/**
 * What the customer reads of a proposal, as the document lays it out: only selling prices and words. No type here
 * has a field a net figure could travel in; supplier names are in it only when the proposal shows them.
 */

export interface ProposalAgency {
  name: string
  address: string
  phone: string
  email: string
  /** A data URL of the PNG or JPEG logo, or null. */
  logo: string | null
}

export interface DocumentItem {
  kind: 'hotel' | 'experience'
  name: string
  /** Hotel: stars (0 or null: none printed). */
  stars: number | null
  /** Hotel: the address in one line; experience: the city. */
  place: string
  /** The item's own description (the experience's, shortened), then the agent's words. */
  about: string
  agentWords: string
  dates: string
  /** One line per room (hotel) or the party and its extras (experience). */
  details: string[]
  /** Only when the proposal shows suppliers. */
  suppliers: string[]
  cancellation: string[]
  price: string
}

export interface DocumentOption {
  number: number
  title: string
  description: string
  items: DocumentItem[]
  /** One line per currency: "€1,234.50". */
  totals: string[]
}

export interface ProposalDocumentModel {
  title: string
  agency: ProposalAgency
  customerName: string
  preparedOn: string
  trip: string
  party: string
  validUntil: string | null
  introduction: string
  layout: ProposalLayout
  options: DocumentOption[]
  timeZone: string
}
