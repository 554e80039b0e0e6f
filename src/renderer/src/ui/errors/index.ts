export {
  errorSentence,
  knownFailure,
  problemOf,
  supportReference,
  type KnownFailure,
  type SentenceFor,
  type SentenceOverrides,
  type SentenceOptions,
} from './error-sentence'
