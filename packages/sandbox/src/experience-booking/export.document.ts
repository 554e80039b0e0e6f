import type { ExperienceExportRequestV1 } from '../../../../src/shared/api/experiences-v1-booking'
import { sumMoney } from '../../../../src/shared/domain/money'

/** What an export shows, whatever its format: the experience, the dates, the party, the price and the extras. */
export interface ExportDocument {
  experienceName: string
  city: string
  organizationName: string
  startAt: string
  endAt: string
  adults: number
  children: number
  price: number
  currency: string
  extras: Array<{ name: string; adults: number; children: number; price: number; currency: string }>
  /** Experience and extras together, when they share the currency; null otherwise. */
  total: number | null
  clientFolderReference: string | null
  clientFolderId: string | null
  generatedAt: string
}

export function exportDocument(
  body: ExperienceExportRequestV1,
  experience: { name: string; city: string; organizationName: string },
  generatedAt: string,
): ExportDocument {
  const currency = body.currency.toUpperCase()
  const extras = (body.extras ?? []).map((extra) => ({ ...extra, currency: extra.currency.toUpperCase() }))
  const sameCurrency = extras.every((extra) => extra.currency === currency)
  return {
    experienceName: experience.name,
    city: experience.city,
    organizationName: experience.organizationName,
    startAt: body.startAt,
    endAt: body.endAt ?? body.startAt,
    adults: body.adults,
    children: body.children ?? 0,
    price: body.price,
    currency,
    extras,
    total: sameCurrency ? sumMoney([body.price, ...extras.map((extra) => extra.price)]) : null,
    clientFolderReference: body.clientFolderReference ?? null,
    clientFolderId: body.clientFolderId ?? null,
    generatedAt,
  }
}

export const money = (amount: number, currency: string): string => `${amount.toFixed(2)} ${currency}`

export const partyText = (adults: number, children: number): string =>
  `${adults} adult${adults === 1 ? '' : 's'}, ${children} child${children === 1 ? '' : 'ren'}`

/** How long a quote's prices are offered (a sandbox choice: the spec shows none); the file says until when. */
export const QUOTE_VALIDITY_HOURS = 24

/** The end of a quote's validity, "YYYY-MM-DD HH:mm" in UTC. */
export const quoteValidUntil = (quote: Pick<ExportDocument, 'generatedAt'>): string =>
  new Date(Date.parse(quote.generatedAt) + QUOTE_VALIDITY_HOURS * 3_600_000)
    .toISOString()
    .replace('T', ' ')
    .slice(0, 16)
