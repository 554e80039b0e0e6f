/**
 * The command box's actions, as providers: each gives the actions it can offer now. The agency's saved views and
 * the client screen (built elsewhere) plug in as further providers; until their stores exist they give nothing.
 */
export interface CommandAction {
  id: string
  label: string
  description: string
  /** Where the action takes the agent (a hash route), and which heading to bring into view there. */
  route: string
  heading?: string
}

export type ActionProvider = () => readonly CommandAction[]

const navigationActions: ActionProvider = () => [
  { id: 'hotelSearch', label: 'New hotel search', description: 'Hotels', route: '/hotels' },
  {
    id: 'experienceSearch',
    label: 'New experience search',
    description: 'Experiences',
    route: '/experiences',
  },
  { id: 'bookings', label: 'Bookings list', description: 'Bookings', route: '/bookings' },
  {
    id: 'arrivalVouchers',
    label: "Print tomorrow's vouchers",
    description: 'Today: vouchers for arrivals',
    route: '/today',
  },
]

/** The settings page's section headings, as it shows them. */
const SETTINGS_SECTIONS = [
  'Service',
  'Display and background work',
  'Notifications',
  'Agency',
  'Privacy',
  'About',
] as const

const settingsActions: ActionProvider = () => [
  {
    id: 'checkConnection',
    label: 'Check the connection',
    description: 'Settings: environment check',
    route: '/settings',
    heading: 'Service',
  },
  {
    id: 'switchEnvironment',
    label: 'Switch environment',
    description: 'Settings: sandbox, staging or production',
    route: '/settings',
    heading: 'Service',
  },
  ...SETTINGS_SECTIONS.map((section) => ({
    id: `settings ${section}`,
    label: `Settings: ${section}`,
    description: 'Settings section',
    route: '/settings',
    heading: section,
  })),
]

/** Slot for the client screen's switch: its store is another change's; empty until it is merged. */
const clientScreenActions: ActionProvider = () => []

export const ACTION_PROVIDERS: readonly ActionProvider[] = [
  navigationActions,
  settingsActions,
  clientScreenActions,
]

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()

/** The actions whose label or description holds every word typed (all of them for an empty query). */
export function matchingActions(query: string, providers = ACTION_PROVIDERS): CommandAction[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  return providers
    .flatMap((provider) => provider())
    .filter((action) => {
      const text = fold(`${action.label} ${action.description}`)
      return words.every((word) => text.includes(word))
    })
}
