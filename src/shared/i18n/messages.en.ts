import type { PluralForms } from './plural'

/**
 * The desk's counted phrases in English. A translation is a file like this one with the same keys (typed as
 * `Messages`), each phrase with the plural forms of its language; `{count}` and the other placeholders stay.
 */
export const en = {
  // Things counted across the desk
  adult: { one: '{count} adult', other: '{count} adults' },
  child: { one: '{count} child', other: '{count} children' },
  infant: { one: '{count} infant', other: '{count} infants' },
  traveler: { one: '{count} traveler', other: '{count} travelers' },
  participant: { one: '{count} participant', other: '{count} participants' },
  room: { one: '{count} room', other: '{count} rooms' },
  night: { one: '{count} night', other: '{count} nights' },
  day: { one: '{count} day', other: '{count} days' },
  field: { one: '{count} field', other: '{count} fields' },
  star: { one: '{count} star', other: '{count} stars' },
  booking: { one: '{count} booking', other: '{count} bookings' },
  voucher: { one: '{count} voucher', other: '{count} vouchers' },
  file: { one: '{count} file', other: '{count} files' },
  hotel: { one: '{count} hotel', other: '{count} hotels' },
  promotion: { one: '{count} promotion', other: '{count} promotions' },
  hour: { one: '{count} hour', other: '{count} hours' },
  minute: { one: '{count} minute', other: '{count} minutes' },
  secondsToWait: { one: 'a second', other: '{count} seconds' },
  experience: { one: '{count} experience', other: '{count} experiences' },
  customer: { one: '{count} customer', other: '{count} customers' },
  importLinesToFix: {
    one: '{count} line needs fixing: nothing will be imported',
    other: '{count} lines need fixing: nothing will be imported',
  },
  traveller: { one: '{count} traveller', other: '{count} travellers' },
  customersMerged: {
    one: '{count} customer merged with one the desk knows',
    other: '{count} customers merged with ones the desk knows',
  },
  note: { one: '{count} note', other: '{count} notes' },
  savedTravellers: {
    one: 'Saved one traveller to the customer.',
    other: 'Saved {count} travellers to the customer.',
  },
  saveTravellers: { one: 'Save traveller to the customer', other: 'Save {count} travellers to the customer' },
  experiencesFound: { one: '{count} experience found', other: '{count} experiences found' },
  experiencesShown: { one: '{count} experience shown', other: '{count} experiences shown' },
  showMoreExperiences: {
    one: 'Show up to {count} more experience',
    other: 'Show up to {count} more experiences',
  },
  notBookableForDates: {
    one: '{count} not bookable for these dates',
    other: '{count} not bookable for these dates',
  },
  basketLines: { one: '{count} experience in the basket', other: '{count} experiences in the basket' },
  // Headings and sentences whose words follow the count
  experiencesHeading: { one: 'Experience', other: 'Experiences' },
  bookingsMatch: { one: '{count} booking matches', other: '{count} bookings match' },
  itemsNeedYou: { one: '{count} item needs you', other: '{count} items need you' },
  writesWait: { one: '{count} write waits', other: '{count} writes wait' },
  fieldsNeedAttention: { one: 'One field needs', other: '{count} fields need' },
  pointsToTell: { one: '{count} point to tell the customer', other: '{count} points to tell the customer' },
  travelersListed: { one: '{count} traveler listed', other: '{count} travelers listed' },
  minimumStay: { one: 'Minimum stay {count} night', other: 'Minimum stay {count} nights' },
  pricesChanged: { one: '{count} price changed', other: '{count} prices changed' },
  ratesGone: { one: '{count} rate is no longer offered', other: '{count} rates are no longer offered' },
  choicesGone: {
    one: 'One of your room choices is no longer offered',
    other: '{count} of your room choices are no longer offered',
  },
  moreHotelsHidden: {
    one: '{count} more hotel of this destination has',
    other: '{count} more hotels of this destination have',
  },
  roomsChosen: { one: '{picked} of {count} room chosen', other: '{picked} of {count} rooms chosen' },
  totalForRooms: { one: 'Total for {count} room, whole stay', other: 'Total for {count} rooms, whole stay' },
  matchesAllRestated: {
    one: 'The booking matches the rate you saw on the one item it restates.',
    other: 'The booking matches the rate you saw on all {count} items it restates.',
  },
  differences: {
    one: '{count} difference between the rate you saw and what the booking says',
    other: '{count} differences between the rate you saw and what the booking says',
  },
  itemsNotRestated: { one: '{count} item is not restated', other: '{count} items are not restated' },
  unreadMessagesFrom: {
    one: '{count} unread message from {who}.',
    other: '{count} unread messages from {who}.',
  },
  writesNotSent: {
    one: '{count} write has not been sent yet',
    other: '{count} writes have not been sent yet',
  },
  bookingsNotConfirmed: {
    one: '{count} booking is not confirmed yet',
    other: '{count} bookings are not confirmed yet',
  },
  roomsBookedForSearched: {
    one: '{count} room booked for {searched} searched',
    other: '{count} rooms booked for {searched} searched',
  },
  itBelongsElsewhere: {
    one: 'It belongs to another environment and waits until you switch back to it.',
    other: 'They belong to another environment and wait until you switch back to it.',
  },
  someBelongElsewhere: {
    one: '{count} of them belongs to another environment and waits until you switch back to it.',
    other: '{count} of them belong to another environment and wait until you switch back to it.',
  },
  bookingsWereMade: {
    one: '{count} booking was made',
    other: '{count} bookings were made',
  },
  keptAndSent: {
    one: 'It is kept, and sent or checked the next time Agency Desk opens.',
    other: 'They are kept, and sent or checked the next time Agency Desk opens.',
  },
  // The supplier's inventory
  period: { one: '{count} period', other: '{count} periods' },
  programDay: { one: '{count} program day', other: '{count} program days' },
  extra: { one: '{count} extra', other: '{count} extras' },
  image: { one: '{count} image', other: '{count} images' },
  spotsBooked: { one: '{count} spot booked', other: '{count} spots booked' },
  bookingsExported: { one: '{count} booking exported.', other: '{count} bookings exported.' },
  // Backups (Settings -> Backups): what a backup file brings back
  markupRule: { one: '{count} markup rule', other: '{count} markup rules' },
  savedView: { one: '{count} saved view', other: '{count} saved views' },
  proposal: { one: '{count} proposal', other: '{count} proposals' },
  sellingPrice: { one: '{count} selling price', other: '{count} selling prices' },
  agencyReference: { one: "{count} agency's reference", other: "{count} agency's references" },
  backupKept: { one: '{count} automatic backup kept', other: '{count} automatic backups kept' },
  logLine: { one: '{count} log line', other: '{count} log lines' },
  // Proposals
  proposalItem: { one: '{count} item', other: '{count} items' },
  proposalOption: { one: '{count} option', other: '{count} options' },
  currenciesWithoutRate: { one: '{currencies} has no rate', other: '{currencies} have no rate' },
  // Sharing through the agency's database (Settings -> Agency data, the header)
  changesWaitToShare: { one: 'Waiting to share {count} change', other: 'Waiting to share {count} changes' },
  replacedChangeUnseen: {
    one: '{count} replaced change not looked at yet',
    other: '{count} replaced changes not looked at yet',
  },
} as const satisfies Record<string, PluralForms>

export type MessageKey = keyof typeof en
/** What a translation provides: every key, each with its language's forms. */
export type Messages = Readonly<Record<MessageKey, PluralForms>>
