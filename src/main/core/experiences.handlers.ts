import { DeskError, type HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

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

// SCAFFOLD (replaced by the experiences service): every channel answers a typed error until it is built.
const notYet = (): never => {
  throw new DeskError('INTERNAL', 'Experiences are not available in this version yet.')
}

export function experiencesHandlers(_ctx: CoreContext): HandlersOf<ExperienceChannel> {
  return {
    'experiences.search': notYet,
    'experiences.filterOptions': notYet,
    'experiences.detail': notYet,
    'experiences.quote': notYet,
    'experiences.book': notYet,
    'experiences.bookingExtras': notYet,
    'experiences.changeExtra': notYet,
    'experiences.cancelExtra': notYet,
    'experiences.setExtras': notYet,
    'experiences.exportQuote': notYet,
  }
}
