import type { HandlersOf } from '../../shared/ipc'
import { bookExperiencesForCustomer } from './booking-customer'
import type { CoreContext } from './core-context'
import { handOver } from './hand-over'

type ExperienceChannel =
  | 'experiences.search'
  | 'experiences.filterOptions'
  | 'experiences.detail'
  | 'experiences.quote'
  | 'experiences.book'
  | 'experiences.bookingExtras'
  | 'experiences.changeExtra'
  | 'experiences.cancelExtra'
  | 'experiences.setExtras'
  | 'experiences.exportQuote'

/** Experiences: the channels over the experiences service (src/main/experiences). */
export function experiencesHandlers(ctx: CoreContext): HandlersOf<ExperienceChannel> {
  const { catalog, extras } = ctx.experiences
  return {
    'experiences.search': (input) => catalog.search(input),
    'experiences.filterOptions': () => catalog.filterOptions(),
    'experiences.detail': ({ id, locale }) => catalog.detail(id, locale),
    'experiences.quote': async (input) => ({ offer: await catalog.quote(input) }),
    'experiences.book': (input) => bookExperiencesForCustomer(ctx, input),
    'experiences.bookingExtras': ({ bookingId }) => extras.read(bookingId),
    'experiences.changeExtra': (input) => extras.change(input),
    'experiences.cancelExtra': ({ bookingId, extraId }) => extras.cancel(bookingId, extraId),
    'experiences.setExtras': (input) => extras.set(input),
    'experiences.exportQuote': async (input) => {
      const file = await ctx.experiences.exportQuote(input)
      return handOver(ctx, { ...file, source: 'service' })
    },
  }
}
