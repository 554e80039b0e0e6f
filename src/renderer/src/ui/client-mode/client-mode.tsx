import { formatMoney } from '../../../../shared/domain/money'
import { createContext, useContext, type ReactNode } from 'react'

/**
 * The client screen, for everything shared code shows: whether the screen may show what only the agency sees (net
 * prices, margins, supplier names, internal notes). The shell provides it from the client mode switch
 * (app/ClientModeProvider); without a provider (a component alone in a test) the net shows.
 */
export const ShowsNetContext = createContext<boolean>(true)

/** False in client mode: the agency's net, margins, suppliers and notes must not be on the screen. */
export function useShowsNet(): boolean {
  return useContext(ShowsNetContext)
}

/**
 * What only the agency may see: a net price, a margin, a supplier's name, an internal note. In client mode it is
 * replaced by `fallback` (nothing by default; "Price on request" where a price was and no selling price exists),
 * never shown.
 */
export function NetOnly(props: { children: ReactNode; fallback?: ReactNode }) {
  return <>{useShowsNet() ? props.children : (props.fallback ?? null)}</>
}

/** Where a net price hid and no selling price exists yet. */
export const PRICE_ON_REQUEST = 'Price on request'

/**
 * Money as the agent reads it, or "Price on request" on the client screen: for the amounts that are the agency's
 * net (every price the service states) where no selling price is shown instead.
 */
export function useNetMoney(): (amount: number, currency: string, locale: string) => string {
  const showsNet = useShowsNet()
  return (amount, currency, locale) => (showsNet ? formatMoney(amount, currency, locale) : PRICE_ON_REQUEST)
}
