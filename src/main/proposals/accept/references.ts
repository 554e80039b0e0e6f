/**
 * The reference every booking of an accepted proposal item carries (hotels: `internalReference`; experiences:
 * the basket reference, sent as `<reference>/1`). Made from the two ids alone, so that every accept of the same
 * item sends the same one: a retry finds a booking whose answer (or whose link) was lost instead of booking
 * again. `PR-` + 8 hex digits of the proposal + 8 of the item: 64 random bits of two v4 UUIDs, short enough to
 * read over the phone, and never of the desk-made `AD-` form (client-reference.ts).
 */
export function proposalItemReference(proposalId: string, itemId: string): string {
  const part = (id: string): string => id.replace(/-/g, '').slice(0, 8).toUpperCase()
  return `PR-${part(proposalId)}-${part(itemId)}`
}
