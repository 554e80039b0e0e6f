import type { ExperiencePriceV1 } from '../../shared/api/experiences-v1'
import type { BasketItem, ExperienceOffer, RepricedItem } from '../../shared/ipc/experiences.contract'
import type { z } from 'zod'
import type { ExperienceCatalog } from './experience-catalog'

type Item = z.output<typeof BasketItem>
type Repriced = z.infer<typeof RepricedItem>

/** The total of an item at an offer: the experience for the party and each chosen extra's occurrence. */
export function itemTotal(price: ExperiencePriceV1, extras: Item['extras']): number {
  const extraPrices = new Map(price.extras.map((extra) => [extra.id, extra.price]))
  const sum = extras.reduce((total, extra) => total + (extraPrices.get(String(extra.id)) ?? 0), price.price)
  return Math.round(sum * 100) / 100
}

/** What moved between the price the agent saw (when this process handed it out) and the new one. */
export function movedOf(
  item: Item,
  previous: ExperiencePriceV1 | null,
  offer: ExperienceOffer | null,
): Repriced['moved'] {
  const current = offer?.price ?? null
  if (current === null) return { total: true, extras: [], allotment: previous?.allotment ?? true }
  const chosen = new Set(item.extras.map((extra) => String(extra.id)))
  const before = new Map((previous?.extras ?? []).map((extra) => [extra.id, extra]))
  const extras = current.extras.flatMap((extra) => {
    const old = before.get(extra.id)
    return chosen.has(extra.id) && old !== undefined && old.price !== extra.price
      ? [{ id: extra.id, name: extra.name, previous: old.price, current: extra.price }]
      : []
  })
  return {
    total: Math.abs(itemTotal(current, item.extras) - item.shownTotal) >= 0.01,
    extras,
    // Spots held before and not any more (unknown before: told when the new price holds none).
    allotment: (previous?.allotment ?? true) && !current.allotment,
  }
}

/** Every item priced again for its party and dates (an expired priceId expires the whole basket's call). */
export async function repriceBasket(
  catalog: Pick<ExperienceCatalog, 'quote' | 'offerOf'>,
  items: readonly Item[],
  locale: string | undefined,
): Promise<Repriced[]> {
  const repriced: Repriced[] = []
  for (const [index, item] of items.entries()) {
    const offer = await catalog.quote({
      experienceId: item.experienceId,
      cityId: item.cityId,
      name: item.experienceName,
      startAt: item.startAt,
      // A same-day experience is priced without an end date.
      ...(item.endAt === item.startAt ? {} : { endAt: item.endAt }),
      party: item.party,
      locale,
    })
    repriced.push({
      index,
      previous: { priceId: item.priceId, total: item.shownTotal, currency: item.currency },
      offer,
      moved: movedOf(item, catalog.offerOf(item.priceId), offer),
    })
  }
  return repriced
}
