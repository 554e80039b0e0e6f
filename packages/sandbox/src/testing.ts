/**
 * `@agency-desk/sandbox/testing`: the store-level helpers the desk's tests and benches use to set up exactly known
 * data in a running sandbox (`server.sandbox.ctx.db`) without going through the interface. Not for the app: the
 * desk's src/ imports only the main entry.
 */
export { insertHotelBooking } from './bookings/bookings.repo'
export type {
  BookingRecord,
  NewCustomer,
  NewHotelBooking,
  NewTraveler,
  StoredBookingState,
} from './bookings/bookings.types'
export { addDocument } from './bookings/documents.repo'
export { findHotelIds } from './catalog/hotels.repo'
export { forgetHotelSearchIndex } from './catalog/hotel-search-index'
export { cityById } from './catalog/locations'
// The control plane's client (faults, clock, supplier answers), as the tests drive a running sandbox.
export { control } from './control/client'
export {
  insertExtra,
  insertPeriod,
  insertProgramDay,
  insertPromotion,
  replaceAdultPrices,
  replaceChildPrices,
  updatePeriodColumns,
} from './experiences/experiences.parts.write'
export { listExperiences } from './experiences/experiences.repo'
export { insertExperience, writeTexts } from './experiences/experiences.write'
export { samplePng } from './inventory/sample-images'
export { normalizeText } from './platform/text'
export { findRateCase, type RatePredicate } from './rates/scenarios'
