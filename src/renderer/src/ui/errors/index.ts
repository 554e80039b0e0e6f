export { errorSentence, knownFailure, problemOf, supportReference, type KnownFailure } from './error-sentence'
export type { SentenceFor, SentenceOptions, SentenceOverrides } from './sentence-overrides'
export { outcomeUnknownSentence, unansweredBookingSentences } from './booking-outcome'
