/**
 * The demo organizations and their exact keys (documented in the README). Two tour operators share a group, so a
 * booking of one is "owned by another organization of the caller" for the other (403 OWNED_BY_OTHER_ORGANIZATION).
 */
export type Scope = 'to' | 'dmc'

export interface Organization {
  id: number
  displayName: string
  scope: Scope
  /** Organizations of one group see each other's hotels in catalog lists and get 403 instead of 404 on bookings. */
  groupId: number | null
  currency: string
  bookingReceptionEmail: string
  apiKey: string
}

export interface ApiUser {
  id: number
  organizationId: number
  firstName: string
  lastName: string
  email: string
  password: string
}

export const ORGANIZATIONS: readonly Organization[] = [
  {
    id: 1,
    displayName: 'Demo Voyages',
    scope: 'to',
    groupId: 100,
    currency: 'EUR',
    bookingReceptionEmail: 'bookings@demo-voyages.test',
    apiKey: 'sandbox-to-key-1',
  },
  {
    id: 2,
    displayName: 'Demo Voyages Nord',
    scope: 'to',
    groupId: 100,
    currency: 'EUR',
    bookingReceptionEmail: 'nord@demo-voyages.test',
    apiKey: 'sandbox-to-key-2',
  },
  {
    id: 3,
    displayName: 'Atlas Ground Services',
    scope: 'dmc',
    groupId: null,
    currency: 'EUR',
    bookingReceptionEmail: 'reservations@atlas-ground.test',
    apiKey: 'sandbox-dmc-key-1',
  },
  {
    id: 4,
    displayName: 'Iberia Local Experts',
    scope: 'dmc',
    groupId: null,
    currency: 'EUR',
    bookingReceptionEmail: 'ops@iberia-local.test',
    apiKey: 'sandbox-dmc-key-2',
  },
]

export const API_USERS: readonly ApiUser[] = [
  {
    id: 1,
    organizationId: 1,
    firstName: 'Alex',
    lastName: 'Martin',
    email: 'agent@demo-voyages.test',
    password: 'sandbox-password',
  },
]

export function organizationById(id: number): Organization | undefined {
  return ORGANIZATIONS.find((organization) => organization.id === id)
}

export function organizationByKey(apiKey: string): Organization | undefined {
  return ORGANIZATIONS.find((organization) => organization.apiKey === apiKey)
}

/** The organization itself and, for a group member, every organization of its group. */
export function organizationFamily(organization: Organization): number[] {
  if (organization.groupId === null) return [organization.id]
  return ORGANIZATIONS.filter((other) => other.groupId === organization.groupId).map((other) => other.id)
}

/** Who is calling, resolved by the auth middleware from X-API-Key or a bearer token. */
export interface Caller {
  organization: Organization
  /** The API user behind a bearer token; null for an API key (the organization itself acts). */
  user: ApiUser | null
}
