/**
 * A sold or margin amount, or a dash when none of the row's bookings has a selling price: "€0.00 sold" would say
 * the agency gave them away, when the desk only does not know what it charged.
 */
export function soldOrDash(
  row: { count: number; withoutSellingPrice: number; currency: string },
  amount: number,
  money: (amount: number, currency: string) => string,
): string {
  return row.count > 0 && row.withoutSellingPrice === row.count ? '—' : money(amount, row.currency)
}
